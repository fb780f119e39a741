-- Issue 20 item 2: the admissions office decides with the applications in front of it.
--
-- application_reviews: one row per submitted application, as the review list
-- (schemas/resources/application-reviews.json, /applications/review) shows and filters it. The id
-- is the applicant's. Programme and department are the decision's once one is taken, else what
-- the application chose: its first-choice department, and its programme when the form names one
-- (postgraduate) or when its type's student type leads to one programme only. The UTME score is
-- the form's; the aggregate (of 100) that of the post-UTME results matched by JAMB number. The
-- status is in words (Pending, Admitted, Not admitted), as the list shows and filters it.
CREATE VIEW application_reviews AS
  SELECT a.id,
    upper(a.application_type_id) || '/' || coalesce(left(s.name, 4), '0000') || '/' || lpad(a.id::text, 6, '0')
      AS application_number,
    concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name,
    a.mobile_number,
    a.application_type_id,
    a.session_id,
    CASE ad.status WHEN 'admitted' THEN 'Admitted' WHEN 'not_admitted' THEN 'Not admitted' ELSE 'Pending' END
      AS status,
    coalesce(ad.programme_id, choice.programme_id, only_programme.programme_id) AS programme_id,
    coalesce(ad.department_id, choice.department_id) AS department_id,
    ad.level_id,
    choice.utme_score,
    putme.aggregate_score,
    d.submitted_at,
    ad.decided_at
  FROM applicants a
  JOIN academic_sessions s ON s.id = a.session_id
  JOIN application_drafts d ON d.applicant_id = a.id AND d.submitted_at IS NOT NULL
  LEFT JOIN admission_decisions ad ON ad.applicant_id = a.id
  LEFT JOIN application_type_versions v ON v.type_key = a.application_type_id AND v.version = coalesce(d.type_version, 1)
  CROSS JOIN LATERAL (
    SELECT
      CASE WHEN d.data #>> '{programme,departmentId}' ~ '^[0-9]{1,9}$'
        THEN (d.data #>> '{programme,departmentId}')::integer END AS department_id,
      CASE WHEN d.data #>> '{programme,programmeId}' ~ '^[0-9]{1,9}$'
        THEN (d.data #>> '{programme,programmeId}')::integer END AS programme_id,
      CASE WHEN d.data #>> '{utme,utmeScore}' ~ '^[0-9]{1,3}$'
        THEN (d.data #>> '{utme,utmeScore}')::integer END AS utme_score,
      upper(regexp_replace(coalesce(d.data #>> '{utme,regNumber}', d.data #>> '{directEntry,regNumber}',
        d.data #>> '{programme,regNumber}'), '[[:space:]]', '', 'g')) AS jamb_number
  ) choice
  LEFT JOIN LATERAL (
    SELECT min(stp.programme_id) AS programme_id FROM student_type_programmes stp
    WHERE stp.active AND (v.meta ->> 'studentTypeId') ~ '^[0-9]{1,9}$'
      AND stp.student_type_id = (v.meta ->> 'studentTypeId')::integer
    HAVING count(*) = 1
  ) only_programme ON true
  LEFT JOIN LATERAL (
    SELECT max(e.aggregate_score) AS aggregate_score FROM putme_result_entries e
    WHERE e.session_id = a.session_id AND e.reg_number = choice.jamb_number
  ) putme ON true;

-- The menu entry that opens it, for the admissions officer and the registrar (the super-admin has
-- every staff menu). On a new database the roles are seeded after the migrations
-- (src/server/db/seed/identity.ts, which lists it too): then only the menu row is made here.
UPDATE menu_items SET sort_order = sort_order + 1 WHERE sort_order >= 8;
INSERT INTO menu_items (name, title, sort_order) VALUES ('application_review', 'Application Review', 8)
  ON CONFLICT (name) DO NOTHING;
INSERT INTO role_menus (role_id, menu_item_id)
  SELECT r.id, m.id FROM roles r JOIN menu_items m ON m.name = 'application_review'
  WHERE r.name IN ('admissions', 'registrar', 'superadmin')
  ON CONFLICT DO NOTHING;
