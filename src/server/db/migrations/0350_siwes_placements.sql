-- A student's SIWES placement (spec: /siwes, Student student-siwes and
-- add-or-update-student-siwes-details): one per student per session, written by the student through
-- schemas/forms/siwes-placement.json. The checks repeat the form's rules the database can hold, so
-- no other writer stores a placement the form would refuse.
CREATE TABLE siwes_placements (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  organisation_name text NOT NULL,
  organisation_address text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  supervisor_name text NOT NULL,
  supervisor_phone text NOT NULL,
  supervisor_email text,
  start_date date NOT NULL,
  end_date date NOT NULL,
  bank_name text NOT NULL,
  account_number text NOT NULL CONSTRAINT siwes_placements_account_number_check CHECK (account_number ~ '^[0-9]{10}$'),
  account_name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT siwes_placements_one_per_session UNIQUE (student_id, session_id),
  CONSTRAINT siwes_placements_dates_check CHECK (end_date > start_date AND end_date <= start_date + 366)
);

CREATE INDEX siwes_placements_session ON siwes_placements (session_id);
