-- Impersonation (spec sections 2 and 6): a super-admin, or a holder of the `impersonate` claim,
-- acts as another user for a stated reason and a bounded time. One row per request to
-- impersonate. The start token travels once in a link and the session token in an httpOnly
-- cookie; only their SHA-256 hashes are stored.
CREATE TABLE impersonation_sessions (
  id serial PRIMARY KEY,
  impersonator_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 10 AND 300),
  minutes integer NOT NULL CHECK (minutes BETWEEN 1 AND 60),
  -- Single use: set started_at when it is traded for a session; short-lived (2 minutes).
  start_token_hash text NOT NULL UNIQUE,
  start_token_expires_at timestamptz NOT NULL,
  session_token_hash text UNIQUE,
  started_at timestamptz,
  -- started_at + minutes: nothing (access token, refresh) outlives it.
  expires_at timestamptz,
  ended_at timestamptz,
  end_reason text CHECK (end_reason IN ('ended', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  user_agent text,
  CHECK (impersonator_id <> user_id),
  CHECK ((started_at IS NULL) = (expires_at IS NULL)),
  CHECK ((ended_at IS NULL) = (end_reason IS NULL))
);
CREATE INDEX impersonation_sessions_impersonator_idx ON impersonation_sessions (impersonator_id, created_at DESC);
-- The sweep that records sessions which ran out without anyone ending them.
CREATE INDEX impersonation_sessions_open_idx ON impersonation_sessions (expires_at)
  WHERE ended_at IS NULL AND started_at IS NOT NULL;
