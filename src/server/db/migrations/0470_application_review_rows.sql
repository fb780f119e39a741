-- The admissions review list (schemas/workflows/application-review.json) reads its rows from this
-- view, its workflow `source`: one row per applicant with every column the list shows, filters
-- and sorts on, joined once. Before, each of the list's thirteen fields was a subquery per row
-- (six of them into application_reviews by id), so a page of thousands of applications re-ran
-- the review view for every row. The admission steps still lock and update `applicants`.
-- Every applicant is here (the list's `listWhere` keeps the submitted ones), so a step on an
-- unsubmitted applicant is refused as before rather than as a missing row.
CREATE VIEW application_review_rows AS
  SELECT a.id,
    a.status,
    concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name,
    a.mobile_number,
    a.application_type_id,
    coalesce(t.name, upper(a.application_type_id)) AS application_type,
    a.session_id,
    s.name AS session,
    r.application_number,
    r.programme_id,
    p.name AS programme,
    r.department_id,
    dep.name AS department,
    l.name AS level,
    r.utme_score,
    r.aggregate_score,
    r.olevel_verification,
    r.certificate_verification,
    r.submitted_at
  FROM applicants a
  LEFT JOIN application_reviews r ON r.id = a.id
  LEFT JOIN application_type_choices t ON t.key = a.application_type_id
  LEFT JOIN academic_sessions s ON s.id = a.session_id
  LEFT JOIN programmes p ON p.id = r.programme_id
  LEFT JOIN departments dep ON dep.id = r.department_id
  LEFT JOIN levels l ON l.id = r.level_id;
