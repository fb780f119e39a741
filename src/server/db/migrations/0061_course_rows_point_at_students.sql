-- The course-management rows that named a student by a typed registration number (migration
-- 0050: unit limits, late registration openings, borrowed-course requests) now point at the
-- student's record: `student_id` replaces `reg_number`, filled by matching the numbers. The unique
-- keys keep their names, now on the student.
--
-- A row whose number matches no student cannot point anywhere. It is not dropped silently: it is
-- moved, whole, to `unmatched_student_references` (table, row id, number and the row as JSON),
-- so the registry can enter the student and the row again; nothing reads that table but people.

CREATE TABLE unmatched_student_references (
  id serial PRIMARY KEY,
  source_table text NOT NULL,
  source_id integer NOT NULL,
  reg_number text NOT NULL,
  row_data jsonb NOT NULL,
  moved_at timestamptz NOT NULL DEFAULT now()
);

-- student_unit_limits
ALTER TABLE student_unit_limits ADD COLUMN student_id integer REFERENCES students (id);
UPDATE student_unit_limits t SET student_id = s.id FROM students s WHERE s.reg_number = t.reg_number;
INSERT INTO unmatched_student_references (source_table, source_id, reg_number, row_data)
  SELECT 'student_unit_limits', t.id, t.reg_number, to_jsonb(t) FROM student_unit_limits t WHERE t.student_id IS NULL;
DELETE FROM student_unit_limits WHERE student_id IS NULL;
ALTER TABLE student_unit_limits
  ALTER COLUMN student_id SET NOT NULL,
  DROP CONSTRAINT student_unit_limits_student_session_semester_key,
  DROP COLUMN reg_number,
  ADD CONSTRAINT student_unit_limits_student_session_semester_key UNIQUE (student_id, session_id, semester_id);

-- student_registration_openings
ALTER TABLE student_registration_openings ADD COLUMN student_id integer REFERENCES students (id);
UPDATE student_registration_openings t SET student_id = s.id FROM students s WHERE s.reg_number = t.reg_number;
INSERT INTO unmatched_student_references (source_table, source_id, reg_number, row_data)
  SELECT 'student_registration_openings', t.id, t.reg_number, to_jsonb(t)
  FROM student_registration_openings t WHERE t.student_id IS NULL;
DELETE FROM student_registration_openings WHERE student_id IS NULL;
ALTER TABLE student_registration_openings
  ALTER COLUMN student_id SET NOT NULL,
  DROP CONSTRAINT student_registration_openings_student_session_semester_key,
  DROP COLUMN reg_number,
  ADD CONSTRAINT student_registration_openings_student_session_semester_key UNIQUE (student_id, session_id, semester_id);

-- borrowed_course_requests
ALTER TABLE borrowed_course_requests ADD COLUMN student_id integer REFERENCES students (id);
UPDATE borrowed_course_requests t SET student_id = s.id FROM students s WHERE s.reg_number = t.reg_number;
INSERT INTO unmatched_student_references (source_table, source_id, reg_number, row_data)
  SELECT 'borrowed_course_requests', t.id, t.reg_number, to_jsonb(t)
  FROM borrowed_course_requests t WHERE t.student_id IS NULL;
DELETE FROM borrowed_course_requests WHERE student_id IS NULL;
ALTER TABLE borrowed_course_requests
  ALTER COLUMN student_id SET NOT NULL,
  DROP CONSTRAINT borrowed_course_requests_student_course_session_key,
  DROP COLUMN reg_number,
  ADD CONSTRAINT borrowed_course_requests_student_course_session_key UNIQUE (student_id, course_id, session_id);
