-- Single-use account tokens share the password-reset machinery (stored as SHA-256 digests, short
-- expiry, used up once). `purpose` keeps them apart, so a token can only do its own job:
-- - reset:       the forgot-password link (sets a new password);
-- - setup:       the first-time setup link (sets the first password and completes setup);
-- - setup-email: given at sign-in to a user who has not finished setup (no session yet); it
--                lets /change_email record the address the setup link is mailed to.
ALTER TABLE password_reset_tokens
  ADD COLUMN purpose text NOT NULL DEFAULT 'reset'
  CONSTRAINT password_reset_tokens_purpose_check CHECK (purpose IN ('reset', 'setup', 'setup-email'));
CREATE INDEX password_reset_tokens_user_purpose_idx ON password_reset_tokens (user_id, purpose) WHERE used_at IS NULL;
