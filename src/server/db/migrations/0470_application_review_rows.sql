-- The admissions review list (schemas/workflows/application-review.json) reads its rows from one
-- view, its workflow `source`, instead of thirteen subqueries per row (six of them into
-- application_reviews by id). For that view to cost little when a page needs only a few of its
-- columns (the workflow engine finds a page's ids and count first, then reads the page's rows),
-- an application's verification outcomes are worked out from its own checks (a lateral count,
-- which PostgreSQL leaves out of a query that reads no outcome), instead of a grouped view it had
-- to build for every application first. The words and the counts of
-- entered items are one function each, shared by every view that shows them.

-- What a submitted application entered (its form's data): O-level sittings, and certificates (a
-- list of them, or the one certificate of the uploads section).
CREATE FUNCTION entered_olevels(data jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(data -> 'olevel') = 'array' THEN jsonb_array_length(data -> 'olevel') ELSE 0 END
$$;
CREATE FUNCTION entered_certificates(data jsonb) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(data -> 'certificates') = 'array' THEN jsonb_array_length(data -> 'certificates')
    WHEN data #>> '{uploads,certificateTypeId}' IS NOT NULL OR data #>> '{uploads,certificate}' IS NOT NULL
    THEN 1 ELSE 0 END
$$;

-- An application's outcome of one kind in words (migration 0410): None entered (no item of the
-- kind), Not checked (nothing recorded), Not verified (any item found wrong), Verified (every
-- entered item found right), Partly checked (some found right, others not checked yet).
CREATE FUNCTION verification_outcome(entered integer, checked bigint, wrong boolean) RETURNS text
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN checked = 0 AND entered = 0 THEN 'None entered'
    WHEN checked = 0 THEN 'Not checked'
    WHEN wrong THEN 'Not verified'
    WHEN checked >= entered THEN 'Verified'
    ELSE 'Partly checked' END
$$;

-- Migration 0410's views, as they were, through the functions above.
CREATE OR REPLACE VIEW applicant_entered_items AS
  SELECT a.id AS applicant_id,
    entered_olevels(d.data) AS olevel_count,
    entered_certificates(d.data) AS certificate_count
  FROM applicants a
  JOIN application_drafts d ON d.applicant_id = a.id AND d.submitted_at IS NOT NULL;

CREATE OR REPLACE VIEW applicant_verification_outcomes AS
  SELECT e.applicant_id, k.kind,
    verification_outcome(CASE k.kind WHEN 'olevel' THEN e.olevel_count ELSE e.certificate_count END,
      count(v.id), bool_or(NOT v.verified)) AS outcome,
    max(v.verified_at) AS verified_at,
    (array_agg(u.full_name ORDER BY v.verified_at DESC) FILTER (WHERE v.id IS NOT NULL))[1] AS verified_by_name
  FROM applicant_entered_items e
  CROSS JOIN (VALUES ('olevel'), ('certificate')) AS k (kind)
  LEFT JOIN applicant_verifications v ON v.applicant_id = e.applicant_id AND v.kind = k.kind
  LEFT JOIN users u ON u.id = v.verified_by
  GROUP BY e.applicant_id, k.kind, e.olevel_count, e.certificate_count;

-- Migration 0411's view, as it was, with its two outcomes from the checks and the single programme
-- of a student type joined by type; the applicant's own status and the session's name added at
-- its end (for the review list's rows below).
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
    verification_outcome(entered_olevels(d.data), coalesce(checks.olevel_checked, 0), checks.olevel_wrong)
      AS olevel_verification,
    verification_outcome(entered_certificates(d.data), coalesce(checks.certificate_checked, 0),
      checks.certificate_wrong) AS certificate_verification,
    a.status AS applicant_status,
    s.name AS session_name
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
  -- The programme of a student type that leads to one only: per type once (hashed, not a scan per row).
  LEFT JOIN (
    SELECT stp.student_type_id, min(stp.programme_id) AS programme_id FROM student_type_programmes stp
    WHERE stp.active GROUP BY stp.student_type_id HAVING count(*) = 1
  ) only_programme ON only_programme.student_type_id =
    CASE WHEN (v.meta ->> 'studentTypeId') ~ '^[0-9]{1,9}$' THEN (v.meta ->> 'studentTypeId')::integer END
  LEFT JOIN LATERAL (
    SELECT max(e.aggregate_score) AS aggregate_score FROM putme_result_entries e
    WHERE e.session_id = a.session_id AND e.reg_number = choice.jamb_number
  ) putme ON true
  -- What has been checked, per kind: one row per application, left out of a query that reads
  -- neither outcome, and read by the applicant's index for a page of rows.
  LEFT JOIN LATERAL (
    SELECT count(*) FILTER (WHERE av.kind = 'olevel') AS olevel_checked,
      bool_or(NOT av.verified) FILTER (WHERE av.kind = 'olevel') AS olevel_wrong,
      count(*) FILTER (WHERE av.kind = 'certificate') AS certificate_checked,
      bool_or(NOT av.verified) FILTER (WHERE av.kind = 'certificate') AS certificate_wrong
    FROM applicant_verifications av WHERE av.applicant_id = a.id
  ) checks ON true;

-- The review list's rows: the submitted applications, with the names the list shows beside the
-- ids it filters on. The steps still lock and update `applicants`; an applicant who has not
-- submitted is no row of the list (a step on one is refused as not found). Built on
-- application_reviews alone (not beside a second `applicants`): a page's ids then reach its
-- applicants' key, and on the nullable side of an outer join its columns would keep every join
-- in every query, read or not.
CREATE VIEW application_review_rows AS
  SELECT r.id,
    r.applicant_status AS status,
    r.full_name,
    r.mobile_number,
    r.application_type_id,
    coalesce(t.name, upper(r.application_type_id)) AS application_type,
    r.session_id,
    r.session_name AS session,
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
  FROM application_reviews r
  LEFT JOIN application_type_choices t ON t.key = r.application_type_id
  LEFT JOIN programmes p ON p.id = r.programme_id
  LEFT JOIN departments dep ON dep.id = r.department_id
  LEFT JOIN levels l ON l.id = r.level_id;
