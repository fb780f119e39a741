-- Tables whose rows every process keeps for a while (db/cachedReads.ts) say when they change, so
-- each process drops its copy at once, whoever changed them (a request, a script, another process).
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER notices_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notices
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER notice_categories_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON notice_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER certificate_class_bands_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certificate_class_bands
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
