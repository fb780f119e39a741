-- From admitted to student (issue 12): the admission list, the acceptance fee and letter of an
-- admitted applicant, and the student record and account they create themselves.

-- One admission decision per applicant, uploaded by the admissions office
-- (/student_management/admission_list): admitted into a programme, department (and course
-- option) at a level for the applicant's session, or not admitted. A later upload may change a
-- decision until the applicant has created their student record from it.
CREATE TABLE admission_decisions (
  id serial PRIMARY KEY,
  applicant_id integer NOT NULL REFERENCES applicants (id) ON DELETE CASCADE,
  status text NOT NULL CONSTRAINT admission_decisions_status_check CHECK (status IN ('admitted', 'not_admitted')),
  programme_id integer REFERENCES programmes (id),
  department_id integer REFERENCES departments (id),
  department_option_id integer REFERENCES department_options (id),
  level_id integer REFERENCES levels (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  decided_by integer REFERENCES users (id) ON DELETE SET NULL,
  decided_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT admission_decisions_applicant_key UNIQUE (applicant_id),
  CONSTRAINT admission_decisions_admitted_placed CHECK (
    status = 'not_admitted' OR (programme_id IS NOT NULL AND department_id IS NOT NULL AND level_id IS NOT NULL)
  )
);
CREATE INDEX admission_decisions_session_idx ON admission_decisions (session_id, status, id);
CREATE INDEX admission_decisions_programme_idx ON admission_decisions (programme_id);
CREATE INDEX admission_decisions_department_idx ON admission_decisions (department_id);

-- The student record an admitted applicant created: at most one per applicant (a second
-- /create_profile, even at the same instant, meets this key).
ALTER TABLE students ADD COLUMN applicant_id integer REFERENCES applicants (id) ON DELETE SET NULL;
ALTER TABLE students ADD CONSTRAINT students_applicant_id_key UNIQUE (applicant_id);

-- Matric numbers: one counter per prefix (everything before the serial, "NCE/2026/CSC/"). The
-- counter row is taken with INSERT … ON CONFLICT DO UPDATE … RETURNING, which locks it until the
-- creating transaction ends: concurrent profiles of one prefix queue there and each gets the next
-- serial; a profile that fails rolls its serial back, so numbers have no gaps. The unique key on
-- students.reg_number stays the last word.
CREATE TABLE matric_number_counters (
  prefix text PRIMARY KEY,
  last_serial integer NOT NULL CHECK (last_serial >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
