-- Applications admin (issue 12, spec section 2: /applications/setup): each application type is
-- opened and closed per session on the row that already prices it (the bursary's application fee,
-- 0070): open or closed, the first day applications are taken and the deadline (both dates in
-- West Africa Time, inclusive). No dates: no limit. Invoice generation and submission read them.
ALTER TABLE application_fees ADD COLUMN is_open boolean NOT NULL DEFAULT true;
ALTER TABLE application_fees ADD COLUMN opens_on date;
ALTER TABLE application_fees ADD COLUMN deadline date;
ALTER TABLE application_fees ADD CONSTRAINT application_fees_dates_check
  CHECK (opens_on IS NULL OR deadline IS NULL OR deadline >= opens_on);

-- Postgraduate referees (spec section 2: /pg_referee_form): on submit each referee the applicant
-- listed gets an emailed single-use link. Only the SHA-256 of the link's token is kept; the report
-- is written once (submitted_at), then the link stops working. A reset and resubmission replaces
-- the links of referees who have not answered yet.
CREATE TABLE application_referees (
  id serial PRIMARY KEY,
  applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  -- The referee's place in the application's list (0-based).
  position smallint NOT NULL CONSTRAINT application_referees_position_check CHECK (position BETWEEN 0 AND 9),
  full_name text NOT NULL,
  email text NOT NULL,
  token_hash text NOT NULL CONSTRAINT application_referees_token_hash_key UNIQUE,
  expires_at timestamptz NOT NULL,
  report jsonb,
  submitted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT application_referees_report_check CHECK ((report IS NULL) = (submitted_at IS NULL))
);
CREATE INDEX application_referees_applicant_idx ON application_referees (applicant_id, position);
