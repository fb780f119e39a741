-- Kinds of certificate an applicant uploads (the NCE form's "certificateTypes" lookup). Reference
-- data with fixed ids, so it comes with the migration like the other numbered lists.
CREATE TABLE certificate_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);

INSERT INTO certificate_types (id, name) VALUES
  (1, 'Birth certificate'),
  (2, 'O-level certificate'),
  (3, 'Local government identification'),
  (4, 'Testimonial'),
  (5, 'First school leaving certificate'),
  (6, 'ND or HND statement of result');
SELECT setval(pg_get_serial_sequence('certificate_types', 'id'), 6);
