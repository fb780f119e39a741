-- The students' published results are kept per process (modules/results/routes.ts) until one of
-- the tables they are read from changes; the fee purposes list likewise. Same statement triggers
-- and channel as migration 0292: every process drops its copy at once, whoever made the change.
CREATE TRIGGER course_results_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON course_results
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER students_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON students
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER courses_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER academic_sessions_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON academic_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER semesters_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON semesters
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER programmes_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programmes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER departments_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER levels_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON levels
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();

CREATE TRIGGER fee_purposes_data_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON fee_purposes
  FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed();
