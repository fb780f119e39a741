-- The application types there are to price and open: every type with a published version, named
-- by its newest one, kept in step with application_type_versions (migration 0170) by a trigger.
-- The bursary's fee list (schemas/resources/application-fees.json) and the admissions office's
-- setup (application-setup.json) choose from it, so a type the registry publishes from the portal
-- can be given its fee and dates at once, without a developer adding it to a list.
CREATE TABLE application_type_choices (
  id serial PRIMARY KEY,
  key text NOT NULL CONSTRAINT application_type_choices_key_key UNIQUE,
  name text NOT NULL
);

CREATE FUNCTION application_type_choices_sync() RETURNS trigger AS $$
BEGIN
  IF NEW.status = 'published' AND NOT EXISTS (
    SELECT 1 FROM application_type_versions v
    WHERE v.type_key = NEW.type_key AND v.status = 'published' AND v.version > NEW.version
  ) THEN
    INSERT INTO application_type_choices (key, name)
    VALUES (NEW.type_key, coalesce(NEW.meta ->> 'name', NEW.type_key))
    ON CONFLICT (key) DO UPDATE SET name = EXCLUDED.name;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER application_type_choices_sync
  AFTER INSERT OR UPDATE OF status, meta ON application_type_versions
  FOR EACH ROW EXECUTE FUNCTION application_type_choices_sync();

INSERT INTO application_type_choices (key, name)
SELECT DISTINCT ON (type_key) type_key, coalesce(meta ->> 'name', type_key)
FROM application_type_versions
WHERE status = 'published'
ORDER BY type_key, version DESC;
