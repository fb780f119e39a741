-- Staff assignments (spec: /user_management/assign_staff/hod, /dean and /course_adviser): a
-- lecturer heads a department, a lecturer is dean of a faculty (School), and a lecturer advises
-- the students of a department at one level in one session. One table each, so each screen lists
-- only its own kind and each key says exactly what must be unique. Rows are switched off rather
-- than deleted when the post changes hands, so the history of who held it remains.
CREATE TABLE hod_assignments (
  id serial PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments (id),
  user_id integer NOT NULL REFERENCES users (id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dean_assignments (
  id serial PRIMARY KEY,
  faculty_id integer NOT NULL REFERENCES faculties (id),
  user_id integer NOT NULL REFERENCES users (id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE course_adviser_assignments (
  id serial PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments (id),
  level_id integer NOT NULL REFERENCES levels (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  user_id integer NOT NULL REFERENCES users (id),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One holder at a time. The partial unique indexes are the guard that holds under concurrent
-- writes; the trigger below gives the usual case a check_violation the resource files word
-- ("...already has a head of department...").
CREATE UNIQUE INDEX hod_assignments_one_active_key ON hod_assignments (department_id) WHERE active;
CREATE UNIQUE INDEX dean_assignments_one_active_key ON dean_assignments (faculty_id) WHERE active;
CREATE UNIQUE INDEX course_adviser_assignments_one_active_key
  ON course_adviser_assignments (department_id, level_id, session_id) WHERE active;

-- "Whose posts are these" and the foreign keys' lookups when a user or a department is deleted.
CREATE INDEX hod_assignments_user_id_idx ON hod_assignments (user_id, id);
CREATE INDEX dean_assignments_user_id_idx ON dean_assignments (user_id, id);
CREATE INDEX course_adviser_assignments_user_id_idx ON course_adviser_assignments (user_id, id);
CREATE INDEX course_adviser_assignments_level_id_idx ON course_adviser_assignments (level_id, id);
CREATE INDEX course_adviser_assignments_session_id_idx ON course_adviser_assignments (session_id, id);

-- Checks one assignment row: the staff member is a lecturer (<table>_lecturer), and no other
-- active row holds the same post (<table>_one_active). The trigger's arguments name the columns
-- that identify the post. A user id that does not exist is left to the foreign key.
CREATE FUNCTION staff_assignment_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  staff_type text;
  same_post text := '';
  taken boolean;
BEGIN
  SELECT user_type INTO staff_type FROM users WHERE id = NEW.user_id;
  IF staff_type IS NOT NULL AND staff_type <> 'lecturer' THEN
    RAISE EXCEPTION 'staff of % must be lecturers', TG_TABLE_NAME
      USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_lecturer',
            TABLE = TG_TABLE_NAME, COLUMN = 'user_id';
  END IF;
  IF NEW.active THEN
    FOR i IN 0 .. TG_NARGS - 1 LOOP
      same_post := same_post || format(' AND %I = ($1).%I', TG_ARGV[i], TG_ARGV[i]);
    END LOOP;
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE active AND id <> ($1).id%s)', TG_TABLE_NAME, same_post)
      INTO taken USING NEW;
    IF taken THEN
      RAISE EXCEPTION 'the post in % is already held', TG_TABLE_NAME
        USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_one_active',
              TABLE = TG_TABLE_NAME;
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER hod_assignments_check BEFORE INSERT OR UPDATE ON hod_assignments
  FOR EACH ROW EXECUTE FUNCTION staff_assignment_check('department_id');
CREATE TRIGGER dean_assignments_check BEFORE INSERT OR UPDATE ON dean_assignments
  FOR EACH ROW EXECUTE FUNCTION staff_assignment_check('faculty_id');
CREATE TRIGGER course_adviser_assignments_check BEFORE INSERT OR UPDATE ON course_adviser_assignments
  FOR EACH ROW EXECUTE FUNCTION staff_assignment_check('department_id', 'level_id', 'session_id');
