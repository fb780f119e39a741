-- Every process keeps "this session is live" for a few seconds (modules/auth/sessionCache.ts):
-- these triggers tell all of them at once when a session may have ended (a refresh token revoked
-- or removed, a user switched off or removed), naming the session or the user.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  IF TG_TABLE_NAME = 'refresh_tokens' THEN
    PERFORM pg_notify('session_ended', 'family:' || changed.family_id::text);
  ELSE
    PERFORM pg_notify('session_ended', 'user:' || changed.id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER refresh_tokens_session_ended
  AFTER UPDATE OF revoked_at OR DELETE ON refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();

CREATE TRIGGER users_session_ended
  AFTER UPDATE OF active OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_ended();
