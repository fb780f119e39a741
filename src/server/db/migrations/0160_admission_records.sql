-- Admissions records (issue 12, spec section 2 "Applications admin": jamb_list_upload,
-- putme_result_upload, putme_result_upload/view, de_list_upload): the lists JAMB sends the
-- college, the post-UTME scores the college records, and when and where the post-UTME holds.
-- Each is an admin list (schemas/resources/*.json) uploaded all or nothing from CSV/XLSX.

-- A candidate's LGA must be one of their state's: the lists point at (lga, state) pairs.
ALTER TABLE lgas ADD CONSTRAINT lgas_id_state_key UNIQUE (id, state_id);

-- UTME candidates who chose the college (the JAMB list): one row per JAMB registration number.
CREATE TABLE jamb_candidates (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  reg_number varchar(20) NOT NULL
    CONSTRAINT jamb_candidates_reg_number_check CHECK (reg_number ~ '^[0-9A-Z]{8,20}$'),
  full_name varchar(150) NOT NULL,
  gender_id integer NOT NULL REFERENCES genders (id),
  state_id integer NOT NULL REFERENCES states (id),
  lga_id integer,
  utme_score integer NOT NULL CHECK (utme_score BETWEEN 0 AND 400),
  subject1_id integer NOT NULL REFERENCES olevel_subjects (id),
  subject1_score integer NOT NULL CHECK (subject1_score BETWEEN 0 AND 100),
  subject2_id integer NOT NULL REFERENCES olevel_subjects (id),
  subject2_score integer NOT NULL CHECK (subject2_score BETWEEN 0 AND 100),
  subject3_id integer NOT NULL REFERENCES olevel_subjects (id),
  subject3_score integer NOT NULL CHECK (subject3_score BETWEEN 0 AND 100),
  subject4_id integer NOT NULL REFERENCES olevel_subjects (id),
  subject4_score integer NOT NULL CHECK (subject4_score BETWEEN 0 AND 100),
  -- The course the candidate chose: a department of the college.
  department_id integer NOT NULL REFERENCES departments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT jamb_candidates_reg_number_key UNIQUE (reg_number),
  CONSTRAINT jamb_candidates_lga_state_fkey FOREIGN KEY (lga_id, state_id) REFERENCES lgas (id, state_id),
  CONSTRAINT jamb_candidates_subjects_check CHECK (
    subject1_id NOT IN (subject2_id, subject3_id, subject4_id)
    AND subject2_id NOT IN (subject3_id, subject4_id)
    AND subject3_id <> subject4_id),
  CONSTRAINT jamb_candidates_total_check CHECK (
    utme_score = subject1_score + subject2_score + subject3_score + subject4_score)
);
CREATE INDEX jamb_candidates_session_idx ON jamb_candidates (session_id, id);
CREATE INDEX jamb_candidates_department_idx ON jamb_candidates (department_id);
CREATE INDEX jamb_candidates_state_idx ON jamb_candidates (state_id);
CREATE INDEX jamb_candidates_lga_idx ON jamb_candidates (lga_id);
CREATE INDEX jamb_candidates_gender_idx ON jamb_candidates (gender_id);

-- Direct-entry candidates JAMB admits on an A-level, ND, NCE or similar qualification (the DE list).
CREATE TABLE direct_entry_candidates (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  reg_number varchar(20) NOT NULL
    CONSTRAINT direct_entry_candidates_reg_number_check CHECK (reg_number ~ '^[0-9A-Z]{8,20}$'),
  full_name varchar(150) NOT NULL,
  gender_id integer NOT NULL REFERENCES genders (id),
  state_id integer NOT NULL REFERENCES states (id),
  lga_id integer,
  department_id integer NOT NULL REFERENCES departments (id),
  qualification varchar(100) NOT NULL,
  institution varchar(150),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT direct_entry_candidates_reg_number_key UNIQUE (reg_number),
  CONSTRAINT direct_entry_candidates_lga_state_fkey FOREIGN KEY (lga_id, state_id) REFERENCES lgas (id, state_id)
);
CREATE INDEX direct_entry_candidates_session_idx ON direct_entry_candidates (session_id, id);
CREATE INDEX direct_entry_candidates_department_idx ON direct_entry_candidates (department_id);
CREATE INDEX direct_entry_candidates_state_idx ON direct_entry_candidates (state_id);
CREATE INDEX direct_entry_candidates_lga_idx ON direct_entry_candidates (lga_id);
CREATE INDEX direct_entry_candidates_gender_idx ON direct_entry_candidates (gender_id);

-- Post-UTME screening scores (out of 100), one per candidate of the JAMB list.
CREATE TABLE putme_results (
  id serial PRIMARY KEY,
  jamb_candidate_id integer NOT NULL REFERENCES jamb_candidates (id),
  putme_score integer NOT NULL CHECK (putme_score BETWEEN 0 AND 100),
  remark varchar(200),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT putme_results_candidate_key UNIQUE (jamb_candidate_id)
);

-- The results as the admissions office reads them: the candidate beside the scores, and the
-- aggregate out of 100 (UTME / 8 + post-UTME / 2, the usual weighting of the two halves).
CREATE VIEW putme_result_entries AS
  SELECT r.id, c.session_id, c.reg_number, c.full_name, c.department_id, c.state_id, c.utme_score,
    r.putme_score, round(c.utme_score / 8.0 + r.putme_score / 2.0, 2)::float8 AS aggregate_score, r.remark
  FROM putme_results r
  JOIN jamb_candidates c ON c.id = r.jamb_candidate_id;

-- When and where the post-UTME holds: per session, for one department's candidates or (no
-- department) for everyone else. The exam slip (/invoice_generate_putme_slip) prints the row of
-- the candidate's first-choice department, else the session's general row.
CREATE TABLE putme_exam_schedules (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  department_id integer REFERENCES departments (id),
  venue varchar(200) NOT NULL,
  exam_date date NOT NULL,
  start_time varchar(5) NOT NULL
    CONSTRAINT putme_exam_schedules_start_time_check CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  instructions varchar(500),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX putme_exam_schedules_department_key ON putme_exam_schedules (session_id, department_id)
  WHERE department_id IS NOT NULL;
CREATE UNIQUE INDEX putme_exam_schedules_general_key ON putme_exam_schedules (session_id)
  WHERE department_id IS NULL;
CREATE INDEX putme_exam_schedules_department_idx ON putme_exam_schedules (department_id);
