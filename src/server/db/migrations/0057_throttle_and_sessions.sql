-- Sign-in throttling slows rather than locks (modules/rateLimit/failureThrottle.ts): a counter
-- that has earned a wait says until when. Only failures are counted in these rows.
ALTER TABLE rate_limits ADD COLUMN blocked_until timestamptz;
-- The periodic clean-up removes counters whose window and wait are long over.
CREATE INDEX rate_limits_window_start_idx ON rate_limits (window_start);

-- Every request with an access token checks that its session (the refresh-token family it was
-- issued with) is still live and its user active: signing out, deactivation, a reused refresh
-- token or a password change end the access tokens at once. One index lookup.
CREATE INDEX refresh_tokens_live_family_idx ON refresh_tokens (family_id) WHERE revoked_at IS NULL;

-- Two tabs refreshing with the same token at once: the second, within a few seconds and from
-- the same browser, gets the pair the first one got. The new token is kept sealed with a key
-- only the old token's holder can derive (never the token itself), and only for that moment.
ALTER TABLE refresh_tokens ADD COLUMN successor_sealed text;

-- Abandoned drafts are deleted (modules/applications/draftCleanup.ts); the index of 0013
-- (updated_at, unsubmitted only) finds them.
