-- Issue 24 (Utilities): the outcome of checking an application's O-level sittings and certificates
-- shows on it in the admissions review list (schemas/resources/application-reviews.json). The view
-- of migration 0205 as it was, with the two outcomes (applicant_verification_outcomes, 0410) added
-- at its end (a replaced view may only gain columns after its own).
CREATE OR REPLACE VIEW application_reviews AS
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
    ad.decided_at,
    olevel.outcome AS olevel_verification,
    certificate.outcome AS certificate_verification
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
  ) putme ON true
  LEFT JOIN applicant_verification_outcomes olevel ON olevel.applicant_id = a.id AND olevel.kind = 'olevel'
  LEFT JOIN applicant_verification_outcomes certificate ON certificate.applicant_id = a.id
    AND certificate.kind = 'certificate';
