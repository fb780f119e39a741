-- Course management and lecturers (issue "Order 4 — setup data"; spec section 2, "Course
-- management" and "Lecturer upload"): lecturers, the course catalogue, who teaches what in a
-- session, unit loads, per-student unit limits, course registration windows, a student's own
-- late registration, and borrowed-course requests with their approval. Each table is an admin
-- list (schemas/resources/*.json); the named CHECKs are worded there (`constraintMessages`).
--
-- Students are referred to by registration (matric) number, not by a foreign key: the portal
-- has no student records table yet (a student is only a user account without a matric number),
-- and the registry types these rows from the student's documents. When student records arrive,
-- a migration can add `student_id` beside `reg_number` and fill it by matching the numbers.
-- The format CHECK keeps numbers in capitals, so one student cannot appear under two spellings.
--
-- Every column a grid sorts or filters by has an index ending in id (the grid's tie-breaker),
-- so a page stops at LIMIT on the index.

-- Lecturers (spec: "Lecturer upload"). `full_name` is computed so the lookup and the grid sort
-- by surname; `user_id` links the lecturer to a sign-in account (set by user management or the
-- seed, never typed in the list).
CREATE TABLE lecturers (
  id serial PRIMARY KEY,
  staff_number text NOT NULL UNIQUE
    CONSTRAINT lecturers_staff_number_check CHECK (staff_number ~ '^[A-Z0-9]+([/-][A-Z0-9]+)*$'),
  title_id integer REFERENCES titles (id),
  surname text NOT NULL,
  first_name text NOT NULL,
  other_names text,
  full_name text GENERATED ALWAYS AS (
    surname || ', ' || first_name || coalesce(' ' || nullif(other_names, ''), '')
  ) STORED,
  email text UNIQUE CONSTRAINT lecturers_email_check CHECK (email = lower(email)),
  phone text,
  department_id integer NOT NULL REFERENCES departments (id),
  rank text NOT NULL CONSTRAINT lecturers_rank_check CHECK (rank IN (
    'Graduate Assistant', 'Assistant Lecturer', 'Lecturer III', 'Lecturer II', 'Lecturer I',
    'Senior Lecturer', 'Principal Lecturer', 'Chief Lecturer'
  )),
  user_id integer UNIQUE REFERENCES users (id) ON DELETE SET NULL,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX lecturers_full_name_idx ON lecturers (full_name, id);
CREATE INDEX lecturers_department_id_idx ON lecturers (department_id, id);
CREATE INDEX lecturers_rank_idx ON lecturers (rank, id);
CREATE INDEX lecturers_title_id_idx ON lecturers (title_id, id);

-- The course catalogue: NCE-style codes ("TCH 111": the subject, then level digit, semester
-- digit and a serial). `label` ("TCH 111 - Technical Drawing") is what drop-downs show.
CREATE TABLE courses (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CONSTRAINT courses_code_check CHECK (code ~ '^[A-Z]{3,4} [0-9]{3}$'),
  title text NOT NULL,
  label text GENERATED ALWAYS AS (code || ' - ' || title) STORED,
  units integer NOT NULL CONSTRAINT courses_units_check CHECK (units BETWEEN 1 AND 6),
  level_id integer NOT NULL REFERENCES levels (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  department_id integer NOT NULL REFERENCES departments (id),
  course_type text NOT NULL DEFAULT 'compulsory'
    CONSTRAINT courses_course_type_check CHECK (course_type IN ('compulsory', 'elective')),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX courses_title_idx ON courses (title, id);
CREATE INDEX courses_label_idx ON courses (label, id);
CREATE INDEX courses_units_idx ON courses (units, id);
CREATE INDEX courses_level_id_idx ON courses (level_id, id);
CREATE INDEX courses_semester_id_idx ON courses (semester_id, id);
CREATE INDEX courses_department_id_idx ON courses (department_id, id);
CREATE INDEX courses_course_type_idx ON courses (course_type, id);

-- Who teaches a course in a session (several lecturers may share one).
CREATE TABLE course_assignments (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id),
  lecturer_id integer NOT NULL REFERENCES lecturers (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  is_coordinator boolean NOT NULL DEFAULT false,
  CONSTRAINT course_assignments_course_session_lecturer_key UNIQUE (course_id, session_id, lecturer_id)
);
CREATE INDEX course_assignments_lecturer_id_idx ON course_assignments (lecturer_id, id);
CREATE INDEX course_assignments_session_id_idx ON course_assignments (session_id, id);

-- The fewest and most units a student of a programme may register at a level in a semester.
CREATE TABLE unit_loads (
  id serial PRIMARY KEY,
  programme_id integer NOT NULL REFERENCES programmes (id),
  level_id integer NOT NULL REFERENCES levels (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  min_units integer NOT NULL CHECK (min_units >= 0),
  max_units integer NOT NULL CHECK (max_units BETWEEN 1 AND 60),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT unit_loads_range_check CHECK (min_units <= max_units),
  CONSTRAINT unit_loads_programme_level_semester_key UNIQUE (programme_id, level_id, semester_id)
);
CREATE INDEX unit_loads_level_id_idx ON unit_loads (level_id, id);
CREATE INDEX unit_loads_semester_id_idx ON unit_loads (semester_id, id);
CREATE INDEX unit_loads_min_units_idx ON unit_loads (min_units, id);
CREATE INDEX unit_loads_max_units_idx ON unit_loads (max_units, id);

-- "Assign unit": one student's own maximum for a semester (a carry-over, a final-year student).
CREATE TABLE student_unit_limits (
  id serial PRIMARY KEY,
  reg_number text NOT NULL
    CONSTRAINT student_unit_limits_reg_number_check CHECK (reg_number ~ '^[A-Z0-9]+(/[A-Z0-9]+)+$'),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  max_units integer NOT NULL CHECK (max_units BETWEEN 1 AND 60),
  reason text NOT NULL,
  CONSTRAINT student_unit_limits_student_session_semester_key UNIQUE (reg_number, session_id, semester_id)
);
CREATE INDEX student_unit_limits_session_id_idx ON student_unit_limits (session_id, id);
CREATE INDEX student_unit_limits_semester_id_idx ON student_unit_limits (semester_id, id);
CREATE INDEX student_unit_limits_max_units_idx ON student_unit_limits (max_units, id);

-- "Open & Close course reg.": when students of a programme and level may register a semester.
CREATE TABLE course_registration_windows (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  level_id integer NOT NULL REFERENCES levels (id),
  programme_id integer NOT NULL REFERENCES programmes (id),
  opens_at timestamptz NOT NULL,
  closes_at timestamptz NOT NULL,
  is_open boolean NOT NULL DEFAULT true,
  CONSTRAINT course_registration_windows_dates_check CHECK (closes_at > opens_at),
  CONSTRAINT course_registration_windows_one_per_class_key UNIQUE (session_id, semester_id, level_id, programme_id)
);
CREATE INDEX course_registration_windows_semester_id_idx ON course_registration_windows (semester_id, id);
CREATE INDEX course_registration_windows_level_id_idx ON course_registration_windows (level_id, id);
CREATE INDEX course_registration_windows_programme_id_idx ON course_registration_windows (programme_id, id);
CREATE INDEX course_registration_windows_opens_at_idx ON course_registration_windows (opens_at, id);
CREATE INDEX course_registration_windows_closes_at_idx ON course_registration_windows (closes_at, id);
CREATE INDEX course_registration_windows_is_open_idx ON course_registration_windows (is_open, id);

-- "Open student reg.": one student may register a semester until a date, whatever the window says.
CREATE TABLE student_registration_openings (
  id serial PRIMARY KEY,
  reg_number text NOT NULL
    CONSTRAINT student_registration_openings_reg_number_check CHECK (reg_number ~ '^[A-Z0-9]+(/[A-Z0-9]+)+$'),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  open_until date NOT NULL,
  reason text NOT NULL,
  CONSTRAINT student_registration_openings_student_session_semester_key UNIQUE (reg_number, session_id, semester_id)
);
CREATE INDEX student_registration_openings_session_id_idx ON student_registration_openings (session_id, id);
CREATE INDEX student_registration_openings_semester_id_idx ON student_registration_openings (semester_id, id);
CREATE INDEX student_registration_openings_open_until_idx ON student_registration_openings (open_until, id);

-- "Borrowed Course Approval": a student asks to take a course outside their own programme or
-- level; the registry, the head of department or the dean approves or rejects it (row actions).
CREATE TABLE borrowed_course_requests (
  id serial PRIMARY KEY,
  reg_number text NOT NULL
    CONSTRAINT borrowed_course_requests_reg_number_check CHECK (reg_number ~ '^[A-Z0-9]+(/[A-Z0-9]+)+$'),
  course_id integer NOT NULL REFERENCES courses (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CONSTRAINT borrowed_course_requests_status_check CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT borrowed_course_requests_student_course_session_key UNIQUE (reg_number, course_id, session_id)
);
CREATE INDEX borrowed_course_requests_reg_number_idx ON borrowed_course_requests (reg_number, id);
CREATE INDEX borrowed_course_requests_course_id_idx ON borrowed_course_requests (course_id, id);
CREATE INDEX borrowed_course_requests_session_id_idx ON borrowed_course_requests (session_id, id);
CREATE INDEX borrowed_course_requests_semester_id_idx ON borrowed_course_requests (semester_id, id);
CREATE INDEX borrowed_course_requests_status_idx ON borrowed_course_requests (status, id);
CREATE INDEX borrowed_course_requests_created_at_idx ON borrowed_course_requests (created_at, id);
