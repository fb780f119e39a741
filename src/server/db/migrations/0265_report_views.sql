-- The views the reports of schemas/reports read (src/server/modules/reports). A report names one
-- of these views and never carries SQL itself: the view decides what a row is and how it is
-- labelled; the report file filters, groups and adds it up.

-- Credited payments (flagged ones are the bursary's to settle, not income), one row each, on the
-- college's calendar day (Lagos) whatever the server's zone. Applicants have no programme or
-- department yet: they are grouped as "Applicants".
CREATE VIEW report_credited_payments AS
  SELECT p.id, p.amount, i.session_id, ac.name AS session, i.fee_purpose_id, fp.name AS purpose,
    coalesce(pr.name, 'Applicants') AS programme, coalesce(d.name, 'Applicants') AS department,
    (p.created_at AT TIME ZONE 'Africa/Lagos')::date AS paid_on,
    to_char((p.created_at AT TIME ZONE 'Africa/Lagos')::date, 'YYYY-MM-DD') AS paid_day
  FROM payments p
  JOIN invoices i ON i.id = p.invoice_id
  JOIN fee_purposes fp ON fp.id = i.fee_purpose_id
  JOIN academic_sessions ac ON ac.id = i.session_id
  LEFT JOIN students s ON s.id = i.student_id
  LEFT JOIN programmes pr ON pr.id = s.programme_id
  LEFT JOIN departments d ON d.id = s.department_id
  WHERE p.outcome = 'credited';

-- Sundry payments: the purpose is found by its key (migration 0260), never by its number.
CREATE VIEW report_sundry_payments AS
  SELECT r.* FROM report_credited_payments r
  JOIN fee_purposes fp ON fp.id = r.fee_purpose_id
  WHERE fp.key = 'sundry';

-- Application fees (purpose key application) with the application type of the applicant who paid.
CREATE VIEW report_application_fee_payments AS
  SELECT r.*, coalesce(t.name, a.application_type_id, 'Unknown') AS application_type_name
  FROM report_credited_payments r
  JOIN fee_purposes fp ON fp.id = r.fee_purpose_id AND fp.key = 'application'
  JOIN payments p ON p.id = r.id
  JOIN invoices i ON i.id = p.invoice_id
  LEFT JOIN applicants a ON a.id = i.applicant_id
  LEFT JOIN application_type_choices t ON t.key = a.application_type_id;

-- Applications: an applicant (one per type, session and phone) with their draft, if any. Its
-- status is the furthest it has gone: admitted or not admitted (the admission decision), else
-- submitted, else "form in progress" (a saved draft), else paid (a paid application invoice,
-- purpose key application), else invoiced. Its programme is the first-choice department of its
-- form and its state the personal step's state of origin; both "Not chosen yet" until saved.
CREATE VIEW report_applications AS
  WITH apps AS (
    SELECT a.id, a.session_id, a.application_type_id AS application_type, d.data,
      CASE
        WHEN a.status IN ('admitted', 'not_admitted') THEN a.status
        WHEN d.submitted_at IS NOT NULL THEN 'submitted'
        WHEN d.id IS NOT NULL THEN 'in_progress'
        WHEN a.status = 'paid' OR EXISTS (SELECT 1 FROM invoices i JOIN fee_purposes fp ON fp.id = i.fee_purpose_id
          WHERE i.applicant_id = a.id AND fp.key = 'application' AND i.status = 'paid') THEN 'paid'
        ELSE 'invoiced'
      END AS status,
      CASE WHEN (d.data -> 'programme' ->> 'departmentId') ~ '^[0-9]{1,9}$'
        THEN (d.data -> 'programme' ->> 'departmentId')::int END AS department_id,
      CASE WHEN (d.data -> 'personal' ->> 'stateId') ~ '^[0-9]{1,9}$'
        THEN (d.data -> 'personal' ->> 'stateId')::int END AS state_id,
      upper(d.data -> 'utme' ->> 'regNumber') AS jamb_number
    FROM applicants a
    LEFT JOIN application_drafts d ON d.applicant_id = a.id
  )
  SELECT apps.id, apps.session_id, apps.application_type,
    coalesce(t.name, apps.application_type) AS application_type_name,
    coalesce(dep.name, 'Not chosen yet') AS programme,
    coalesce(st.name, 'Not chosen yet') AS state,
    apps.status,
    CASE apps.status
      WHEN 'invoiced' THEN 'Invoice generated'
      WHEN 'paid' THEN 'Paid, form not started'
      WHEN 'in_progress' THEN 'Form in progress'
      WHEN 'submitted' THEN 'Submitted'
      WHEN 'admitted' THEN 'Admitted'
      WHEN 'not_admitted' THEN 'Not admitted'
      ELSE apps.status
    END AS status_name,
    apps.jamb_number
  FROM apps
  LEFT JOIN application_type_choices t ON t.key = apps.application_type
  LEFT JOIN departments dep ON dep.id = apps.department_id
  LEFT JOIN states st ON st.id = apps.state_id;

-- Post-UTME applications with the post-UTME score of their JAMB number (the PUTME result
-- upload), in bands.
CREATE VIEW report_putme_applications AS
  SELECT a.*,
    CASE
      WHEN r.putme_score IS NULL THEN 'No result yet'
      WHEN r.putme_score >= 70 THEN '70–100'
      WHEN r.putme_score >= 60 THEN '60–69'
      WHEN r.putme_score >= 50 THEN '50–59'
      WHEN r.putme_score >= 40 THEN '40–49'
      ELSE '0–39'
    END AS score_band
  FROM report_applications a
  LEFT JOIN jamb_candidates c ON c.reg_number = a.jamb_number
  LEFT JOIN putme_results r ON r.jamb_candidate_id = c.id
  WHERE a.application_type IN ('putme', 'supplementary_putme');

CREATE VIEW report_jupeb_applications AS
  SELECT a.* FROM report_applications a WHERE a.application_type = 'jupeb';

-- Students by their registration (matric) numbers' programme, department, type and status.
CREATE VIEW report_students AS
  SELECT s.id, s.session_of_entry_id, coalesce(pr.name, 'None') AS programme,
    coalesce(d.name, 'None') AS department, coalesce(t.name, 'None') AS student_type,
    CASE s.status
      WHEN 'active' THEN 'Active'
      WHEN 'graduated' THEN 'Graduated'
      WHEN 'withdrawn' THEN 'Withdrawn'
      WHEN 'suspended' THEN 'Suspended'
      ELSE s.status
    END AS status_name
  FROM students s
  LEFT JOIN programmes pr ON pr.id = s.programme_id
  LEFT JOIN departments d ON d.id = s.department_id
  LEFT JOIN student_types t ON t.id = s.student_type_id;
