-- Student and applicant records (issue "Money", "Records first"; spec section 3, "Student
-- profile" and "Applicant record"). Every later flow (invoices, payments, registration, results)
-- points at one of these two rows.
--
-- A student is known by a registration (matric) number, unique and in capitals (the same CHECK
-- as the course-management rows of migration 0050, so one student never appears under two
-- spellings), and belongs to one programme, department (and course option), level, student type,
-- modes of entry and study and session of entry. `user_id` links the record to the student's
-- sign-in account (set by the registry or the seed, never typed in the list). The profile's
-- lists (education history, employment) are kept as JSON beside the flat columns the admin list
-- shows. Every column a grid sorts or filters by has an index ending in id (the grid's
-- tie-breaker), so a page stops at LIMIT on the index even with tens of thousands of students.

CREATE TABLE students (
  id serial PRIMARY KEY,
  reg_number text NOT NULL
    CONSTRAINT students_reg_number_check CHECK (reg_number ~ '^[A-Z0-9]+(/[A-Z0-9]+)+$'),
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  full_name text GENERATED ALWAYS AS (
    last_name || ', ' || first_name || coalesce(' ' || nullif(middle_name, ''), '')
  ) STORED,
  -- What drop-downs and grids show for a student: "NCE/2025/CSC/0142 - Adeyemi, Adebayo".
  label text GENERATED ALWAYS AS (
    reg_number || ' - ' || last_name || ', ' || first_name || coalesce(' ' || nullif(middle_name, ''), '')
  ) STORED,
  gender_id integer REFERENCES genders (id),
  date_of_birth date,
  email text CONSTRAINT students_email_check CHECK (email = lower(email)),
  mobile_number text,
  nin text CONSTRAINT students_nin_check CHECK (nin ~ '^[0-9]{11}$'),
  country_id integer REFERENCES countries (id),
  state_id integer REFERENCES states (id),
  lga_id integer REFERENCES lgas (id),
  home_town text,
  permanent_address text,
  contact_address text,
  programme_id integer NOT NULL REFERENCES programmes (id),
  department_id integer NOT NULL REFERENCES departments (id),
  department_option_id integer REFERENCES department_options (id),
  level_id integer NOT NULL REFERENCES levels (id),
  student_type_id integer NOT NULL REFERENCES student_types (id),
  mode_of_entry_id integer NOT NULL REFERENCES modes_of_entry (id),
  mode_of_study_id integer NOT NULL REFERENCES modes_of_study (id),
  session_of_entry_id integer NOT NULL REFERENCES academic_sessions (id),
  status text NOT NULL DEFAULT 'active'
    CONSTRAINT students_status_check CHECK (status IN ('active', 'graduated', 'withdrawn', 'suspended')),
  passport text,
  next_of_kin_name text,
  next_of_kin_address text,
  next_of_kin_mobile_number text,
  next_of_kin_email text,
  next_of_kin_relationship_id integer REFERENCES relationships (id),
  education_history jsonb NOT NULL DEFAULT '[]'::jsonb,
  employment jsonb NOT NULL DEFAULT '[]'::jsonb,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT students_reg_number_key UNIQUE (reg_number),
  CONSTRAINT students_user_id_key UNIQUE (user_id)
);
CREATE UNIQUE INDEX students_email_key ON students (email) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX students_nin_key ON students (nin) WHERE nin IS NOT NULL;
CREATE INDEX students_full_name_idx ON students (full_name, id);
CREATE INDEX students_label_idx ON students (label, id);
CREATE INDEX students_programme_id_idx ON students (programme_id, id);
CREATE INDEX students_department_id_idx ON students (department_id, id);
CREATE INDEX students_department_option_id_idx ON students (department_option_id, id);
CREATE INDEX students_level_id_idx ON students (level_id, id);
CREATE INDEX students_student_type_id_idx ON students (student_type_id, id);
CREATE INDEX students_mode_of_entry_id_idx ON students (mode_of_entry_id, id);
CREATE INDEX students_mode_of_study_id_idx ON students (mode_of_study_id, id);
CREATE INDEX students_session_of_entry_id_idx ON students (session_of_entry_id, id);
CREATE INDEX students_status_idx ON students (status, id);
CREATE INDEX students_gender_id_idx ON students (gender_id, id);
CREATE INDEX students_state_id_idx ON students (state_id, id);
CREATE INDEX students_lga_id_idx ON students (lga_id, id);
CREATE INDEX students_country_id_idx ON students (country_id, id);
CREATE INDEX students_next_of_kin_relationship_id_idx ON students (next_of_kin_relationship_id);

-- Applicants: one per person per application type and session, created by the person's first
-- invoice (the invoice lookup finds it again by type and phone number, spec section 7). The
-- application type is the id of schemas/applications/<type>/meta.json ("nce"). The phone number
-- is stored in its one local form (0 and 10 digits; the service turns +234... into it), so the
-- unique key cannot be dodged by writing the same number another way. `user_id` is the
-- applicant's sign-in account once they have one.
CREATE TABLE applicants (
  id serial PRIMARY KEY,
  application_type_id text NOT NULL
    CONSTRAINT applicants_application_type_id_check CHECK (application_type_id ~ '^[a-z][a-z0-9_-]*$'),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  last_name text NOT NULL,
  first_name text NOT NULL,
  middle_name text,
  email text CONSTRAINT applicants_email_check CHECK (email = lower(email)),
  mobile_number text NOT NULL
    CONSTRAINT applicants_mobile_number_check CHECK (mobile_number ~ '^0[0-9]{10}$'),
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'invoiced'
    CONSTRAINT applicants_status_check CHECK (status IN ('invoiced', 'paid', 'submitted', 'admitted', 'not_admitted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT applicants_person_type_session_key UNIQUE (application_type_id, session_id, mobile_number)
);
CREATE INDEX applicants_session_id_idx ON applicants (session_id, id);
CREATE INDEX applicants_user_id_idx ON applicants (user_id);
CREATE INDEX applicants_status_idx ON applicants (status, id);
