-- Student management (issue 13, "Student management"; spec section 2 student-management routes,
-- section 7 Student calls): the registry's read-only lists over the students table, the course
-- registration charge, and the history of staff add/drop (src/server/modules/students).

-- The course registration charge (issue 13: "the registration invoice where the college charges
-- one"). The spec names no purpose for it; the bursary prices it per session and class in the fee
-- setup like any other purpose, and a class with no price set registers without an invoice.
-- Id 11: 10 is the application fee (migration 0080).
INSERT INTO fee_purposes (id, name, code) VALUES (11, 'Course Registration', 'COURSEREG');

-- Matric number report (/reports/registration_number_reports; spec 7 matric-number-report and
-- download): every student's matric number with their class and when the record was made. A
-- view, so the list, its filters and its CSV / XLSX export read the students table itself.
CREATE VIEW matric_number_report AS
  SELECT s.id, s.reg_number, s.full_name, s.programme_id, s.department_id, s.level_id,
    s.student_type_id, s.session_of_entry_id, s.mode_of_entry_id, s.status,
    (s.created_at AT TIME ZONE 'Africa/Lagos')::date AS issued_on
  FROM students s;

-- Manage claims (/student_management/manage_claims): a student claims their portal account at
-- /verify_account with their matric number and the email or phone on record; the registry sees
-- each student's claim: no account yet, an account waiting to be claimed (set up), claimed, or
-- deactivated.
CREATE VIEW student_account_claims AS
  SELECT s.id, s.reg_number, s.full_name, s.programme_id, s.department_id, s.level_id, s.status,
    u.user_name, u.email AS account_email,
    CASE
      WHEN u.id IS NULL THEN 'no_account'
      WHEN NOT u.active THEN 'deactivated'
      WHEN NOT u.setup_complete THEN 'awaiting_claim'
      ELSE 'claimed'
    END AS claim_status
  FROM students s LEFT JOIN users u ON u.id = s.user_id;

-- Staff add/drop (/course_management/add_drop): every course a member of staff added to or
-- dropped from a student's registration, by whom, in which post and why. The registration's own
-- rules (window, units, duplicates, level; migration 0121) hold for these changes as for the
-- student's; this table is their history.
CREATE TABLE course_registration_changes (
  id serial PRIMARY KEY,
  registration_id integer NOT NULL REFERENCES course_registrations (id) ON DELETE CASCADE,
  course_id integer NOT NULL REFERENCES courses (id),
  action text NOT NULL CONSTRAINT course_registration_changes_action_check CHECK (action IN ('add', 'drop')),
  changed_by integer REFERENCES users (id) ON DELETE SET NULL,
  changed_as text NOT NULL
    CONSTRAINT course_registration_changes_changed_as_check CHECK (changed_as IN ('courseadviser', 'hod', 'official')),
  reason text CONSTRAINT course_registration_changes_reason_check CHECK (length(reason) <= 300),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_registration_changes_registration_idx ON course_registration_changes (registration_id, id);
CREATE INDEX course_registration_changes_course_id_idx ON course_registration_changes (course_id);
CREATE INDEX course_registration_changes_changed_by_idx ON course_registration_changes (changed_by);
