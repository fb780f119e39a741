-- Course registration and course results (issue 13; spec section 2 /course_registration/*, section
-- 7 CourseRegistration). A student registers a semester once: one `course_registrations` row per
-- student, session and semester (the slip, with its approval), and one `course_registration_courses`
-- row per course on it. Results are one row per student, course and session in `course_results`.
--
-- The rules hold in the database whatever the caller (src/server/modules/courseRegistration says
-- the same in words, first, for the usual case):
-- - units: the slip keeps its running total (a trigger adds and subtracts each course's units)
--   and its limit, copied when the slip is made (the student's own limit for the semester, else
--   the programme's unit load); a CHECK keeps the total within the limit. Every course added
--   updates the one slip row, so concurrent additions queue on its row lock and the CHECK sees
--   the real total — 200 students (or one student in 200 tabs) cannot pass the limit together;
-- - the window: a course is added or dropped only while the class's registration window is open
--   (switched on, between its times) or the student's own late opening runs;
-- - duplicates: a course once per slip, a slip once per student, session and semester;
-- - level: no course above the student's level unless it is an approved borrowed course;
-- - a course of the slip's semester, active; changes only while the slip is pending (approval
--   freezes it; add/drop sets it back to pending first).

CREATE TABLE course_registrations (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  -- The class the student registered in (their level and programme then), which the window,
  -- the unit load and the course adviser are looked up by.
  level_id integer NOT NULL REFERENCES levels (id),
  programme_id integer NOT NULL REFERENCES programmes (id),
  department_id integer NOT NULL REFERENCES departments (id),
  min_units integer NOT NULL CHECK (min_units >= 0),
  max_units integer NOT NULL CHECK (max_units BETWEEN 1 AND 60),
  total_units integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT course_registrations_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
  decided_by integer REFERENCES users (id),
  decided_as text CONSTRAINT course_registrations_decided_as_check
    CHECK (decided_as IN ('courseadviser', 'hod', 'official')),
  decided_at timestamptz,
  remark text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_registrations_units_check CHECK (total_units BETWEEN 0 AND max_units),
  CONSTRAINT course_registrations_decision_check CHECK ((status = 'pending') = (decided_at IS NULL)),
  CONSTRAINT course_registrations_student_term_key UNIQUE (student_id, session_id, semester_id)
);
-- Approval lists: a class's slips of a session and semester, by status.
CREATE INDEX course_registrations_class_idx
  ON course_registrations (session_id, semester_id, department_id, level_id, status, id);
CREATE INDEX course_registrations_status_idx ON course_registrations (status, id);

CREATE TABLE course_registration_courses (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES course_registrations (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id),
  -- Copied from the course when registered: a later change of the catalogue does not move a total.
  units integer NOT NULL CHECK (units BETWEEN 0 AND 6),
  kind text NOT NULL CONSTRAINT course_registration_courses_kind_check
    CHECK (kind IN ('compulsory', 'elective', 'carryover', 'borrowed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_registration_courses_course_key UNIQUE (registration_id, course_id)
);
CREATE INDEX course_registration_courses_course_id_idx ON course_registration_courses (course_id, id);

CREATE FUNCTION course_registration_courses_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reg course_registrations%ROWTYPE;
  course_row courses%ROWTYPE;
  registration integer := coalesce(NEW.registration_id, OLD.registration_id);
BEGIN
  -- Locks the slip: every change to one student's term queues here.
  SELECT * INTO reg FROM course_registrations WHERE id = registration FOR UPDATE;
  IF NOT FOUND THEN
    RETURN coalesce(NEW, OLD); -- the slip itself is being deleted (cascade)
  END IF;
  IF reg.status <> 'pending' THEN
    RAISE EXCEPTION 'registration % is %', reg.id, reg.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_slip_pending';
  END IF;
  IF NOT EXISTS (
    SELECT 1 FROM course_registration_windows w
    WHERE w.session_id = reg.session_id AND w.semester_id = reg.semester_id
      AND w.level_id = reg.level_id AND w.programme_id = reg.programme_id
      AND w.is_open AND w.opens_at <= now() AND w.closes_at > now()
  ) AND NOT EXISTS (
    SELECT 1 FROM student_registration_openings o
    WHERE o.student_id = reg.student_id AND o.session_id = reg.session_id
      AND o.semester_id = reg.semester_id AND o.open_until >= current_date
  ) THEN
    RAISE EXCEPTION 'course registration is closed for this class'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_window_open';
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE course_registrations SET total_units = total_units - OLD.units, updated_at = now() WHERE id = reg.id;
    RETURN OLD;
  END IF;
  SELECT * INTO course_row FROM courses WHERE id = NEW.course_id;
  IF NOT course_row.active OR course_row.semester_id <> reg.semester_id THEN
    RAISE EXCEPTION 'course % is not offered in this semester', NEW.course_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_semester';
  END IF;
  IF (SELECT value FROM levels WHERE id = course_row.level_id) > (SELECT value FROM levels WHERE id = reg.level_id)
    AND NOT (NEW.kind = 'borrowed' AND EXISTS (
      SELECT 1 FROM borrowed_course_requests b
      WHERE b.student_id = reg.student_id AND b.course_id = NEW.course_id
        AND b.session_id = reg.session_id AND b.status = 'approved'
    )) THEN
    RAISE EXCEPTION 'course % is above the student''s level', NEW.course_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_level';
  END IF;
  IF NEW.kind = 'borrowed' AND NOT EXISTS (
    SELECT 1 FROM borrowed_course_requests b
    WHERE b.student_id = reg.student_id AND b.course_id = NEW.course_id
      AND b.session_id = reg.session_id AND b.status = 'approved'
  ) THEN
    RAISE EXCEPTION 'course % is not an approved borrowed course', NEW.course_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_borrowed';
  END IF;
  NEW.units := course_row.units;
  UPDATE course_registrations SET total_units = total_units + NEW.units, updated_at = now() WHERE id = reg.id;
  RETURN NEW;
END
$$;
CREATE TRIGGER course_registration_courses_check BEFORE INSERT OR DELETE ON course_registration_courses
  FOR EACH ROW EXECUTE FUNCTION course_registration_courses_check();
-- A course row is added or dropped, never changed in place (so the total cannot drift).
CREATE FUNCTION course_registration_courses_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a registered course is dropped and added, not changed'
    USING ERRCODE = 'check_violation', CONSTRAINT = 'course_registration_courses_frozen';
END
$$;
CREATE TRIGGER course_registration_courses_frozen BEFORE UPDATE ON course_registration_courses
  FOR EACH ROW EXECUTE FUNCTION course_registration_courses_frozen();

-- Course results, one per student, course and session (a retake in a later session is a new
-- row; src/schema/grading counts the latest). Scores are entered as continuous assessment
-- (0–40) and examination (0–60); the grade and points are those of the grade band the total
-- fell in when the result was computed, kept so a later change of bands does not rewrite
-- published results. The approval chain of issue 13 moves `status`: draft → submitted (by the
-- lecturer) → hod_approved → approved (dean or admin) → published; students see published only.
CREATE TABLE course_results (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id),
  course_id integer NOT NULL REFERENCES courses (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  registration_course_id integer REFERENCES course_registration_courses (id) ON DELETE SET NULL,
  units integer NOT NULL CHECK (units BETWEEN 0 AND 6),
  ca_score numeric(5, 2) CHECK (ca_score BETWEEN 0 AND 40),
  exam_score numeric(5, 2) CHECK (exam_score BETWEEN 0 AND 60),
  total_score numeric(5, 2) GENERATED ALWAYS AS (coalesce(ca_score, 0) + coalesce(exam_score, 0)) STORED,
  grade text,
  points integer CHECK (points BETWEEN 0 AND 5),
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT course_results_status_check CHECK (status IN ('draft', 'submitted', 'hod_approved', 'approved', 'published')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT course_results_graded_check CHECK ((grade IS NULL) = (points IS NULL)),
  CONSTRAINT course_results_student_course_session_key UNIQUE (student_id, course_id, session_id)
);
CREATE INDEX course_results_student_idx ON course_results (student_id, session_id, semester_id);
CREATE INDEX course_results_class_idx ON course_results (course_id, session_id, status);
