-- Each student's /results answer kept in the database: filled when a score sheet is published (the
-- publish step's effect keepPublishedResults, in its transaction) and dropped by these triggers the
-- moment anything it was made from changes; a dropped one is worked out on each read until the next
-- publish. Every process reads the same rows, so result day starts with the answers ready.
--
-- Advisory locks keep a publish from keeping an answer older than a change made beside it: a
-- change holds its students' keys (4361, user id), or the whole table's (4362, 0), exclusively
-- until it commits; the publish holds its students' (its own update of course_results) and the
-- whole table's shared, and works each answer out after taking them.
CREATE TABLE published_results_kept (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  results jsonb NOT NULL,
  filled_at timestamptz NOT NULL DEFAULT now()
);

-- The answers of these accounts go, their lock keys held until commit (in user id order, so two
-- changes never wait for each other crosswise).
CREATE FUNCTION drop_kept_results_of_users(changed integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF changed IS NULL THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(4361, user_id) FROM unnest(changed) AS user_id ORDER BY user_id;
  DELETE FROM published_results_kept WHERE user_id = ANY (changed);
END $$;

-- course_results rows changed in a statement: their students' answers go.
CREATE FUNCTION drop_kept_results_of_course_results() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT st.user_id ORDER BY st.user_id) INTO changed
      FROM students st WHERE st.id IN (SELECT student_id FROM old_rows);
  ELSE
    SELECT array_agg(DISTINCT st.user_id ORDER BY st.user_id) INTO changed
      FROM students st WHERE st.id IN (SELECT student_id FROM new_rows);
  END IF;
  PERFORM drop_kept_results_of_users(changed);
  RETURN NULL;
END $$;

CREATE TRIGGER course_results_inserted_drop_kept AFTER INSERT ON course_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_kept_results_of_course_results();
CREATE TRIGGER course_results_updated_drop_kept AFTER UPDATE ON course_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_kept_results_of_course_results();
CREATE TRIGGER course_results_deleted_drop_kept AFTER DELETE ON course_results
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_kept_results_of_course_results();

-- students rows changed in a statement (name, programme, level…): their answers go.
CREATE FUNCTION drop_kept_results_of_students() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO changed FROM old_rows WHERE user_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT user_id ORDER BY user_id) INTO changed FROM new_rows WHERE user_id IS NOT NULL;
  END IF;
  PERFORM drop_kept_results_of_users(changed);
  RETURN NULL;
END $$;

CREATE TRIGGER students_updated_drop_kept AFTER UPDATE ON students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_kept_results_of_students();
CREATE TRIGGER students_deleted_drop_kept AFTER DELETE ON students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION drop_kept_results_of_students();

-- The shared tables every answer reads (course titles, session names, grading classes…): all go.
CREATE FUNCTION drop_all_kept_results() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(4362, 0);
  DELETE FROM published_results_kept;
  RETURN NULL;
END $$;

CREATE TRIGGER courses_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER academic_sessions_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON academic_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER semesters_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON semesters
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER programmes_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programmes
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER departments_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER levels_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON levels
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER certificate_class_bands_drop_kept AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON certificate_class_bands
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER course_results_truncated_drop_kept AFTER TRUNCATE ON course_results
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
CREATE TRIGGER students_truncated_drop_kept AFTER TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION drop_all_kept_results();
