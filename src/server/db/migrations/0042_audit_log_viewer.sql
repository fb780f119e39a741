-- The super-admins' audit-log screen (schemas/resources/audit-log.json) reads this view: flat
-- text columns the generic resource engine can list, search and filter, with the JSON of each
-- change shown as text and the impersonator named. Writes through it are impossible (the view
-- is not updatable: it joins) and the resource file grants no one write access anyway.
CREATE VIEW audit_log_entries AS
SELECT
  a.id,
  a.at,
  a.action,
  a.entity,
  a.entity_id,
  a.actor_id,
  a.actor_name,
  a.impersonator_id,
  impersonator.user_name AS impersonator_name,
  a.impersonator_id IS NOT NULL AS impersonated,
  a.before::text AS before,
  a.after::text AS after,
  a.ip,
  a.user_agent
FROM audit_log a
LEFT JOIN users impersonator ON impersonator.id = a.impersonator_id;

-- The screen's default order (newest first). Filters by action and entity are served by this
-- walk and the existing entity index; one more index would tax every audited request.
CREATE INDEX audit_log_at_idx ON audit_log (at, id);

-- The trail is append-only: not even a bug in the application can rewrite or remove history.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
