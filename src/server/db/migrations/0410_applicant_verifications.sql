-- Issue 24 (Utilities): staff record what they found when they checked an applicant's O-level
-- sitting or certificate with its issuer, beside what the applicant entered (spec 2: Utilities).
--
-- applicant_verifications: one outcome per entered item (the sitting or certificate at item_index
-- in the submitted application), replaced when checked again; the audit log keeps earlier ones.
CREATE TABLE applicant_verifications (
  id serial PRIMARY KEY,
  applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  kind text NOT NULL CONSTRAINT applicant_verifications_kind_check CHECK (kind IN ('olevel', 'certificate')),
  item_index integer NOT NULL CONSTRAINT applicant_verifications_item_index_check CHECK (item_index BETWEEN 0 AND 9),
  -- As found: the O-level examination, or the certificate's type.
  exam_type_id integer REFERENCES olevel_exam_types (id),
  certificate_type_id integer REFERENCES certificate_types (id),
  -- The examination number, or the certificate's number.
  document_number text CONSTRAINT applicant_verifications_document_number_check CHECK (length(document_number) <= 40),
  document_year integer CONSTRAINT applicant_verifications_document_year_check CHECK (document_year BETWEEN 1950 AND 2100),
  result_found text NOT NULL CONSTRAINT applicant_verifications_result_found_check CHECK (length(result_found) BETWEEN 1 AND 2000),
  verified boolean NOT NULL,
  remarks text CONSTRAINT applicant_verifications_remarks_check CHECK (length(remarks) <= 1000),
  verified_by integer REFERENCES users (id) ON DELETE SET NULL,
  verified_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applicant_verifications_item_key UNIQUE (applicant_id, kind, item_index),
  CONSTRAINT applicant_verifications_type_check CHECK (
    (kind = 'olevel' AND exam_type_id IS NOT NULL AND certificate_type_id IS NULL)
    OR (kind = 'certificate' AND certificate_type_id IS NOT NULL AND exam_type_id IS NULL))
);

-- What each submitted application entered: its O-level sittings, and its certificates (a list of
-- them, or the one certificate of the uploads section).
CREATE VIEW applicant_entered_items AS
  SELECT a.id AS applicant_id,
    CASE WHEN jsonb_typeof(d.data -> 'olevel') = 'array' THEN jsonb_array_length(d.data -> 'olevel') ELSE 0 END
      AS olevel_count,
    CASE WHEN jsonb_typeof(d.data -> 'certificates') = 'array' THEN jsonb_array_length(d.data -> 'certificates')
      WHEN d.data #>> '{uploads,certificateTypeId}' IS NOT NULL OR d.data #>> '{uploads,certificate}' IS NOT NULL
      THEN 1 ELSE 0 END AS certificate_count
  FROM applicants a
  JOIN application_drafts d ON d.applicant_id = a.id AND d.submitted_at IS NOT NULL;

-- An application's outcome of one kind in words, as the lists and the review list show it:
-- None entered (the application has no item of the kind), Not checked (nothing recorded), Not verified (any item found wrong), Verified (every entered item
-- found right), Partly checked (some found right, others not checked yet).
CREATE VIEW applicant_verification_outcomes AS
  SELECT e.applicant_id, k.kind,
    CASE WHEN count(v.id) = 0 AND CASE k.kind WHEN 'olevel' THEN e.olevel_count ELSE e.certificate_count END = 0
        THEN 'None entered'
      WHEN count(v.id) = 0 THEN 'Not checked'
      WHEN bool_or(NOT v.verified) THEN 'Not verified'
      WHEN count(v.id) >= CASE k.kind WHEN 'olevel' THEN e.olevel_count ELSE e.certificate_count END THEN 'Verified'
      ELSE 'Partly checked' END AS outcome,
    max(v.verified_at) AS verified_at,
    (array_agg(u.full_name ORDER BY v.verified_at DESC) FILTER (WHERE v.id IS NOT NULL))[1] AS verified_by_name
  FROM applicant_entered_items e
  CROSS JOIN (VALUES ('olevel'), ('certificate')) AS k (kind)
  LEFT JOIN applicant_verifications v ON v.applicant_id = e.applicant_id AND v.kind = k.kind
  LEFT JOIN users u ON u.id = v.verified_by
  GROUP BY e.applicant_id, k.kind, e.olevel_count, e.certificate_count;

-- The lists of /utilities/olevel_verification and /utilities/certificate_verification
-- (schemas/resources/olevel-verifications.json, certificate-verifications.json): one row per
-- submitted application that entered at least one item of the kind. The id is the applicant's.
CREATE VIEW olevel_verification_rows AS
  SELECT r.id, r.application_number, r.full_name, r.mobile_number, r.application_type_id, r.session_id,
    e.olevel_count AS sittings, o.outcome, o.verified_at, o.verified_by_name, r.submitted_at
  FROM application_reviews r
  JOIN applicant_entered_items e ON e.applicant_id = r.id
  JOIN applicant_verification_outcomes o ON o.applicant_id = r.id AND o.kind = 'olevel'
  WHERE e.olevel_count > 0;

CREATE VIEW certificate_verification_rows AS
  SELECT r.id, r.application_number, r.full_name, r.mobile_number, r.application_type_id, r.session_id,
    e.certificate_count AS certificates, o.outcome, o.verified_at, o.verified_by_name, r.submitted_at
  FROM application_reviews r
  JOIN applicant_entered_items e ON e.applicant_id = r.id
  JOIN applicant_verification_outcomes o ON o.applicant_id = r.id AND o.kind = 'certificate'
  WHERE e.certificate_count > 0;
