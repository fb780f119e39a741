-- The annual performance evaluation (APER, issue 24; spec 2 /performance_evaluation, 9 grades A–F).
--
-- Evaluation years are calendar years of their own, not academic sessions: the federal APER reports
-- on January–December of a year, while a session runs from September, and the registry opens the
-- exercise for a year once (the notice of the year names it).
CREATE TABLE evaluation_years (
  id serial PRIMARY KEY,
  year integer NOT NULL UNIQUE CONSTRAINT evaluation_years_year_check CHECK (year BETWEEN 2000 AND 2100),
  -- Staff start and fill evaluations only in an open year; a closed year keeps its records.
  is_open boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Finance lookups the personal record names (spec 7 Finance pension-funds, banks): admin lists.
CREATE TABLE pension_funds (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CONSTRAINT pension_funds_name_check CHECK (length(btrim(name)) >= 2),
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE banks (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE CONSTRAINT banks_name_check CHECK (length(btrim(name)) >= 2),
  active boolean NOT NULL DEFAULT true
);

-- The pension fund administrators licensed by PenCom and the CBN-licensed commercial banks.
INSERT INTO pension_funds (name) VALUES
  ('Access ARM Pensions'), ('AXA Mansard Pensions'), ('CrusaderSterling Pensions'),
  ('FCMB Pensions'), ('Fidelity Pension Managers'), ('Guaranty Trust Pension Managers'),
  ('Leadway Pensure PFA'), ('Nigerian University Pension Management Company (NUPEMCO)'),
  ('NLPC Pension Fund Administrators'), ('NPF Pensions'), ('Oak Pensions'),
  ('Pensions Alliance Limited (PAL)'), ('Premium Pension'), ('Stanbic IBTC Pension Managers'),
  ('Tangerine APT Pensions'), ('Trustfund Pensions'), ('Veritas Glanvills Pensions');

INSERT INTO banks (name) VALUES
  ('Access Bank'), ('Citibank Nigeria'), ('Ecobank Nigeria'), ('Fidelity Bank'), ('First Bank of Nigeria'),
  ('First City Monument Bank (FCMB)'), ('Globus Bank'), ('Guaranty Trust Bank (GTBank)'), ('Jaiz Bank'),
  ('Keystone Bank'), ('Lotus Bank'), ('Optimus Bank'), ('Parallex Bank'), ('Polaris Bank'),
  ('PremiumTrust Bank'), ('Providus Bank'), ('Signature Bank'), ('Stanbic IBTC Bank'),
  ('Standard Chartered Bank'), ('Sterling Bank'), ('SunTrust Bank'), ('TAJBank'), ('Titan Trust Bank'),
  ('Union Bank of Nigeria'), ('United Bank for Africa (UBA)'), ('Unity Bank'), ('Wema Bank'), ('Zenith Bank');

-- Who assesses whom in a year (/performance_evaluation/assessment_reviewers): the workflow reads
-- these live, so reassigning an officer on leave moves the waiting step to the new one.
CREATE TABLE evaluation_assessors (
  id serial PRIMARY KEY,
  year_id integer NOT NULL REFERENCES evaluation_years (id),
  staff_id integer NOT NULL REFERENCES users (id),
  reviewer_id integer NOT NULL REFERENCES users (id),
  reporting_officer_id integer NOT NULL REFERENCES users (id),
  counter_signing_officer_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT evaluation_assessors_one_per_year UNIQUE (staff_id, year_id),
  CONSTRAINT evaluation_assessors_not_self
    CHECK (staff_id <> reviewer_id AND staff_id <> reporting_officer_id AND staff_id <> counter_signing_officer_id)
);
CREATE INDEX evaluation_assessors_reviewer_idx ON evaluation_assessors (reviewer_id, year_id);
CREATE INDEX evaluation_assessors_reporting_officer_idx ON evaluation_assessors (reporting_officer_id, year_id);
CREATE INDEX evaluation_assessors_counter_signing_idx ON evaluation_assessors (counter_signing_officer_id, year_id);
CREATE INDEX evaluation_assessors_year_idx ON evaluation_assessors (year_id, id);

-- One evaluation per staff member and year. `answers` holds each section's answers under its form
-- file's name (schemas/forms/aper-*.json, validated by that file before it is written); the grades
-- and the recommendation are copied out of them when their sections are saved, for the results.
CREATE TABLE performance_evaluations (
  id serial PRIMARY KEY,
  year_id integer NOT NULL REFERENCES evaluation_years (id),
  staff_id integer NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT performance_evaluations_status_check
    CHECK (status IN ('draft', 'submitted', 'assessed', 'reported', 'signed')),
  answers jsonb NOT NULL DEFAULT '{}' CONSTRAINT performance_evaluations_answers_check
    CHECK (jsonb_typeof(answers) = 'object'),
  -- The reviewer's overall grade, A–F as 1–6 (spec 9), and the mean of the qualities' grades.
  overall_grade smallint CONSTRAINT performance_evaluations_overall_grade_check CHECK (overall_grade BETWEEN 1 AND 6),
  mean_grade numeric(3, 2) CONSTRAINT performance_evaluations_mean_grade_check CHECK (mean_grade BETWEEN 1 AND 6),
  recommendation text CONSTRAINT performance_evaluations_recommendation_check
    CHECK (recommendation IN ('Accelerated', 'Normal', 'Not due')),
  submitted_by integer REFERENCES users (id),
  submitted_at timestamptz,
  assessed_by integer REFERENCES users (id),
  assessed_at timestamptz,
  reported_by integer REFERENCES users (id),
  reported_at timestamptz,
  signed_by integer REFERENCES users (id),
  signed_at timestamptz,
  returned_by integer REFERENCES users (id),
  returned_at timestamptz,
  return_reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT performance_evaluations_one_per_year UNIQUE (staff_id, year_id)
);
CREATE INDEX performance_evaluations_year_idx ON performance_evaluations (year_id, status);

-- /performance_evaluation/results (schemas/reports/performance-evaluation-results.json): every
-- evaluation of a year with its grades and recommendation.
CREATE VIEW report_performance_evaluations AS
SELECT
  e.id,
  e.year_id,
  l.department_id,
  coalesce(d.name, 'Non-teaching') AS department,
  CASE e.status
    WHEN 'draft' THEN 'With the staff member'
    WHEN 'submitted' THEN 'With the reviewer'
    WHEN 'assessed' THEN 'With the reporting officer'
    WHEN 'reported' THEN 'With the counter-signing officer'
    ELSE 'Signed'
  END AS status_label,
  CASE WHEN e.overall_grade IS NULL THEN 'Not graded yet' ELSE chr(64 + e.overall_grade) END AS grade,
  coalesce(e.recommendation, 'Not recommended yet') AS recommendation,
  -- One group per evaluation: the staff member with the year, grade and recommendation in its label.
  u.full_name || coalesce(' (' || l.staff_number || ')', '') || ', ' || y.year || ': grade '
    || CASE WHEN e.overall_grade IS NULL THEN '–' ELSE chr(64 + e.overall_grade) END
    || coalesce(', mean ' || e.mean_grade::text, '') || ', ' || coalesce(e.recommendation, 'no recommendation yet')
    AS evaluation,
  (e.recommendation = 'Accelerated')::integer AS accelerated,
  (e.recommendation = 'Normal')::integer AS normal,
  (e.recommendation = 'Not due')::integer AS not_due
FROM performance_evaluations e
JOIN evaluation_years y ON y.id = e.year_id
JOIN users u ON u.id = e.staff_id
LEFT JOIN lecturers l ON l.user_id = e.staff_id
LEFT JOIN departments d ON d.id = l.department_id;
