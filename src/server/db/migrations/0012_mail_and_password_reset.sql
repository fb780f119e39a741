-- Mail that was not sent over SMTP (no SMTP_URL): kept here and shown at the development-only
-- /dev/outbox page, so flows that send mail (password reset) work without a mail server.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_created_idx ON outbox (created_at DESC, id DESC);

-- Single-use password reset links. Only a SHA-256 digest of the token is stored: a copy of this
-- table cannot be turned into working links.
CREATE TABLE password_reset_tokens (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  ip text
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
