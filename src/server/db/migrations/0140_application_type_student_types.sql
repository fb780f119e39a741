-- A student type for every application type (schemas/applications/<type>/meta.json studentTypeId).
-- Spec section 9's first id set would put staff request on 16, which the kept set (0020: NCE 1,
-- Pre-NCE 5, CCE 16) already gives to continuing education; like JUPEB (50, migration 0033) the
-- types neither set numbers take ids from 51, in the programme groups of spec section 9.
INSERT INTO student_types (id, name, programme_group_id) VALUES
  (51, 'Staff Request', 1),
  (52, 'Professional Diploma in Education', 3),
  (53, 'Degree', 1),
  (54, 'Direct Entry Degree', 1)
  ON CONFLICT DO NOTHING;
SELECT setval(pg_get_serial_sequence('student_types', 'id'), GREATEST(54, (SELECT max(id) FROM student_types)));
