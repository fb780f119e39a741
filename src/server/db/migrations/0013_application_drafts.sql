-- Unfinished (and then submitted) applications of applicants who have no account yet. The
-- browser proves ownership with a random secret in an httpOnly cookie; only its SHA-256 is kept,
-- so a leaked table does not let anyone open a draft. `data` is the form's JSON as typed: stored
-- and served as data, never rendered as HTML.
CREATE TABLE application_drafts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_type text NOT NULL CHECK (application_type ~ '^[a-z][a-z0-9_]*$'),
  data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object'),
  secret_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Set once, by a submit that passed the form schema; the row is read-only from then on.
  submitted_at timestamptz,
  -- The address of the last save, for abuse reports.
  ip text
);

-- A later clean-up job removes drafts nobody came back to, oldest first.
CREATE INDEX application_drafts_abandoned_idx ON application_drafts (updated_at) WHERE submitted_at IS NULL;
