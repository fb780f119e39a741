-- One-time sign-in codes for users with two-factor authentication: 6 digits by email, 10 minutes,
-- single use, 5 tries. Only a keyed hash of the code is stored.
CREATE TABLE one_time_codes (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_codes_user_idx ON one_time_codes (user_id, created_at DESC);
