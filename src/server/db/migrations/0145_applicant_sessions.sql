-- The applicant journey (issue 12): an applicant signs in with their paid application invoice
-- (invoice number or RRR, and the phone it was generated with) and a one-time code sent to the
-- invoice's email; their draft is kept per applicant, no longer per anonymous browser cookie.

-- One-time codes serve applicants too: a code belongs to a user or to an applicant, never both.
ALTER TABLE one_time_codes ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE one_time_codes ADD COLUMN applicant_id integer REFERENCES applicants (id) ON DELETE CASCADE;
ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_one_owner
  CHECK ((user_id IS NULL) <> (applicant_id IS NULL));
CREATE INDEX one_time_codes_applicant_idx ON one_time_codes (applicant_id, created_at DESC)
  WHERE applicant_id IS NOT NULL;

-- An applicant's signed-in browser: only the SHA-256 of its random token (an httpOnly cookie).
CREATE TABLE applicant_sessions (
  id serial PRIMARY KEY,
  applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  ended_at timestamptz,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX applicant_sessions_expiry_idx ON applicant_sessions (expires_at);

-- Drafts belong to an applicant (one application per applicant, i.e. per type, session and phone).
-- Anonymous drafts of the old cookie path keep their rows (submitted ones are applications) but no
-- route reads them any more; unsubmitted ones go with the abandoned-draft clean-up.
ALTER TABLE application_drafts ALTER COLUMN secret_hash DROP NOT NULL;
ALTER TABLE application_drafts ADD COLUMN applicant_id integer REFERENCES applicants (id) ON DELETE CASCADE;
CREATE UNIQUE INDEX application_drafts_applicant_key ON application_drafts (applicant_id);
