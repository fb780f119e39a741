-- School setup (spec section 2, "School setup"; section 9 for the fixed ids): the college's
-- Schools (faculties), departments and their course options, academic sessions and semesters,
-- levels, programme groups, programmes, student types, areas of specialisation and which
-- department offers which programme. Each is an admin list (schemas/resources/*.json). A row
-- other rows point at cannot be deleted (the generic module answers 409); it is switched off.
-- Codes are stored in capitals; the CHECKs are named so their resource files can word them.
--
-- Reference rows every college of education has (and that a freshly migrated database, such as
-- the generic resource tests', needs so that rows can point at something): the School of General
-- Studies with its department, the NCE and Pre-NCE programmes, the levels, the programme groups
-- and student types with the ids of spec section 9, and the two semesters. The demo college
-- (seed/schoolSetup.ts) adds the rest outside production.

CREATE TABLE faculties (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT faculties_code_check CHECK (code = upper(code)),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO faculties (id, name, code) VALUES (1, 'School of General Studies', 'SGS');
SELECT setval(pg_get_serial_sequence('faculties', 'id'), 1);

CREATE TABLE departments (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT departments_code_check CHECK (code = upper(code)),
  faculty_id integer NOT NULL REFERENCES faculties (id),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX departments_faculty_id_idx ON departments (faculty_id, id);
INSERT INTO departments (id, name, code, faculty_id) VALUES (1, 'General Studies Education', 'GSE', 1);
SELECT setval(pg_get_serial_sequence('departments', 'id'), 1);

-- Course options of a department (NCE double majors such as "Biology and Chemistry").
CREATE TABLE department_options (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES departments (id),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX department_options_department_id_idx ON department_options (department_id, id);

-- Academic sessions, "2026/2027": the second year is the first plus one. Only one is current.
CREATE TABLE academic_sessions (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CONSTRAINT academic_sessions_name_check CHECK (
    CASE WHEN name ~ '^[0-9]{4}/[0-9]{4}$'
      THEN substr(name, 6, 4)::integer = substr(name, 1, 4)::integer + 1
      ELSE false
    END
  ),
  start_date date NOT NULL,
  end_date date NOT NULL,
  is_current boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT academic_sessions_dates_check CHECK (end_date > start_date),
  CONSTRAINT academic_sessions_current_active_check CHECK (active OR NOT is_current)
);
CREATE INDEX academic_sessions_start_date_idx ON academic_sessions (start_date, id);

-- Semesters: First = 1 and Second = 2 (spec section 9) are fixed rows. Only one is current.
CREATE TABLE semesters (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  is_current boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT semesters_current_active_check CHECK (active OR NOT is_current)
);
INSERT INTO semesters (id, name, is_current) VALUES (1, 'First Semester', true), (2, 'Second Semester', false);
SELECT setval(pg_get_serial_sequence('semesters', 'id'), 2);

-- "Only one current row" for sessions and semesters. The partial unique indexes are the guard
-- that holds under concurrent writes; the triggers give the usual case a check_violation named
-- "<table>_one_current" that the resource files word ("...is already the current...").
CREATE UNIQUE INDEX academic_sessions_one_current_key ON academic_sessions (is_current) WHERE is_current;
CREATE UNIQUE INDEX semesters_one_current_key ON semesters (is_current) WHERE is_current;

CREATE FUNCTION school_setup_one_current() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken boolean;
BEGIN
  IF NEW.is_current THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE is_current AND id <> $1)', TG_TABLE_NAME)
      INTO taken USING NEW.id;
    IF taken THEN
      RAISE EXCEPTION 'another row of % is already current', TG_TABLE_NAME
        USING ERRCODE = 'check_violation', CONSTRAINT = TG_TABLE_NAME || '_one_current',
              TABLE = TG_TABLE_NAME, COLUMN = 'is_current';
    END IF;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER academic_sessions_one_current BEFORE INSERT OR UPDATE OF is_current ON academic_sessions
  FOR EACH ROW EXECUTE FUNCTION school_setup_one_current();
CREATE TRIGGER semesters_one_current BEFORE INSERT OR UPDATE OF is_current ON semesters
  FOR EACH ROW EXECUTE FUNCTION school_setup_one_current();

-- Levels: Pre-NCE 0, then 100 to 400 (NCE runs 100 to 300).
CREATE TABLE levels (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  value integer NOT NULL UNIQUE CHECK (value >= 0),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO levels (id, name, value) VALUES
  (1, 'Pre-NCE', 0), (2, '100 Level', 100), (3, '200 Level', 200), (4, '300 Level', 300), (5, '400 Level', 400);
SELECT setval(pg_get_serial_sequence('levels', 'id'), 5);

-- Programme groups with the ids of spec section 9.
CREATE TABLE programme_groups (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  active boolean NOT NULL DEFAULT true
);
INSERT INTO programme_groups (id, name) VALUES
  (1, 'Undergraduate'), (2, 'Inter-university Transfer'), (3, 'Diploma'), (8, 'JUPEB'),
  (9, 'Sandwich'), (10, 'Sandwich Diploma'), (222, 'Postgraduate');
SELECT setval(pg_get_serial_sequence('programme_groups', 'id'), 222);

CREATE TABLE programmes (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT programmes_code_check CHECK (code = upper(code)),
  programme_group_id integer NOT NULL REFERENCES programme_groups (id),
  duration_years integer NOT NULL CHECK (duration_years BETWEEN 1 AND 7),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX programmes_programme_group_id_idx ON programmes (programme_group_id, id);
INSERT INTO programmes (id, name, code, programme_group_id, duration_years) VALUES
  (1, 'Nigeria Certificate in Education', 'NCE', 1, 3), (2, 'Pre-NCE', 'PNCE', 3, 1);
SELECT setval(pg_get_serial_sequence('programmes', 'id'), 2);

-- Student types with the ids of spec section 9. The spec gives two conflicting sets; a college
-- of education follows the second for NCE (1) and Pre-NCE (5) and the first elsewhere.
CREATE TABLE student_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  programme_group_id integer REFERENCES programme_groups (id),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO student_types (id, name, programme_group_id) VALUES
  (1, 'NCE', 1), (2, 'Inter-university Transfer', 2), (5, 'Pre-NCE', 3), (7, 'Postgraduate', 222),
  (8, 'UTME', 1), (9, 'Five-year Sandwich', 9), (10, 'Pre-degree', 3), (15, 'Supplementary', 1),
  (16, 'Continuing Education', 1), (17, 'Four-year Sandwich', 9), (33, 'Direct Entry', 1);
SELECT setval(pg_get_serial_sequence('student_types', 'id'), 33);
CREATE INDEX student_types_programme_group_id_idx ON student_types (programme_group_id, id);

CREATE TABLE areas_of_specialisation (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  department_id integer NOT NULL REFERENCES departments (id),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX areas_of_specialisation_department_id_idx ON areas_of_specialisation (department_id, id);

-- Which department offers which programme.
CREATE TABLE programme_departments (
  id serial PRIMARY KEY,
  department_id integer NOT NULL REFERENCES departments (id),
  programme_id integer NOT NULL REFERENCES programmes (id),
  active boolean NOT NULL DEFAULT true,
  UNIQUE (department_id, programme_id)
);
CREATE INDEX programme_departments_programme_id_idx ON programme_departments (programme_id, id);
