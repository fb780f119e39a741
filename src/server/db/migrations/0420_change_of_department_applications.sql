-- A student's application to change department (issue 23; spec: /change_of_department_application
-- and its _details, Student apply-for-change-of-department, fee purpose ChangeOfDepartment). The
-- student applies and is invoiced (awaiting_payment); paying submits it (the change_of_department
-- settle handler); then schemas/workflows/change-of-department.json takes it: the current HOD
-- releases, the receiving HOD accepts, the registry approves (the student's record moves) — or
-- one of them refuses with a reason. Each step stamps who, when and why on the row.
CREATE TABLE change_of_department_applications (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id) ON DELETE CASCADE,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  from_department_id integer NOT NULL REFERENCES departments (id),
  from_programme_id integer NOT NULL REFERENCES programmes (id),
  to_department_id integer NOT NULL REFERENCES departments (id),
  to_programme_id integer NOT NULL REFERENCES programmes (id),
  reason text NOT NULL CONSTRAINT change_of_department_applications_reason_check
    CHECK (length(btrim(reason)) BETWEEN 20 AND 1000),
  state text NOT NULL DEFAULT 'awaiting_payment'
    CONSTRAINT change_of_department_applications_state_check
    CHECK (state IN ('awaiting_payment', 'submitted', 'released', 'accepted', 'approved', 'refused')),
  invoice_id integer REFERENCES invoices (id),
  submitted_at timestamptz,
  released_by integer REFERENCES users (id),
  released_at timestamptz,
  release_note text,
  accepted_by integer REFERENCES users (id),
  accepted_at timestamptz,
  acceptance_note text,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  approval_note text,
  refused_by integer REFERENCES users (id),
  refused_at timestamptz,
  -- Which approver refused: the workflow's "post" stamp (currentHod, receivingHod, registry).
  refused_as text,
  refusal_reason text,
  -- The student's matric number before and after the move (equal when the pattern needs no new one).
  reg_number_before text,
  reg_number_after text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT change_of_department_applications_other_department_check
    CHECK (to_department_id <> from_department_id),
  CONSTRAINT change_of_department_applications_refusal_check
    CHECK (state <> 'refused' OR (refused_at IS NOT NULL AND refusal_reason IS NOT NULL))
);

-- The database's rule: at most one open application per student (one not yet approved or refused).
CREATE UNIQUE INDEX change_of_department_applications_one_open
  ON change_of_department_applications (student_id)
  WHERE state NOT IN ('approved', 'refused');

CREATE INDEX change_of_department_applications_invoice ON change_of_department_applications (invoice_id);
CREATE INDEX change_of_department_applications_from ON change_of_department_applications (from_department_id, state);
CREATE INDEX change_of_department_applications_to ON change_of_department_applications (to_department_id, state);

-- Paying the fee submits the application (payments/settlement/settleHandlers.ts).
UPDATE fee_purposes SET settle_handler = 'change_of_department' WHERE key = 'change_of_department';
