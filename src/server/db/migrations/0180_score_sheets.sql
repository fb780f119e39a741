-- Score sheets (issue 13, "Scores and results"; src/server/modules/scores): one sheet per course and
-- session, the unit the approval chain moves — the lecturer submits (draft → submitted), the head of
-- the course's department approves (→ hod_approved) or returns it (→ draft, with a reason), the dean
-- of its School or an admin approves (→ approved) or returns it, and the registry publishes it
-- (→ published). The sheet's rows are the `course_results` of its course and session; their
-- `status` follows the sheet's in the same transaction (students see published results only).
-- Who did each step and when is in the audit log (entity "score_sheets"); the last of each is kept
-- here too so lists need no join on the log.
CREATE TABLE score_sheets (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses (id),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  semester_id integer NOT NULL REFERENCES semesters (id),
  status text NOT NULL DEFAULT 'draft'
    CONSTRAINT score_sheets_status_check CHECK (status IN ('draft', 'submitted', 'hod_approved', 'approved', 'published')),
  return_reason text CONSTRAINT score_sheets_return_reason_check CHECK (length(return_reason) <= 500),
  submitted_by integer REFERENCES users (id),
  submitted_at timestamptz,
  hod_approved_by integer REFERENCES users (id),
  hod_approved_at timestamptz,
  approved_by integer REFERENCES users (id),
  approved_at timestamptz,
  published_by integer REFERENCES users (id),
  published_at timestamptz,
  returned_by integer REFERENCES users (id),
  returned_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT score_sheets_course_session_key UNIQUE (course_id, session_id)
);
CREATE INDEX score_sheets_term_status_idx ON score_sheets (session_id, semester_id, status, id);

-- The chain's order, whatever the caller: one step forward, or back to draft from the two
-- approval steps before approval is final. A published sheet never moves.
CREATE FUNCTION score_sheets_transition_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
    (OLD.status, NEW.status) IN (
      ('draft', 'submitted'), ('submitted', 'hod_approved'), ('hod_approved', 'approved'),
      ('approved', 'published'), ('submitted', 'draft'), ('hod_approved', 'draft'))
  ) THEN
    RAISE EXCEPTION 'a score sheet cannot go from % to %', OLD.status, NEW.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'score_sheets_transition', TABLE = 'score_sheets';
  END IF;
  IF NEW.course_id <> OLD.course_id OR NEW.session_id <> OLD.session_id THEN
    RAISE EXCEPTION 'a score sheet stays with its course and session'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'score_sheets_transition', TABLE = 'score_sheets';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER score_sheets_transition_check BEFORE UPDATE ON score_sheets
  FOR EACH ROW EXECUTE FUNCTION score_sheets_transition_check();

-- Scores change only while a result is a draft: a submitted, approved or published result keeps
-- its scores, grade and points until the sheet is returned to the lecturer.
CREATE FUNCTION course_results_scores_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'draft' AND (
    NEW.ca_score IS DISTINCT FROM OLD.ca_score OR NEW.exam_score IS DISTINCT FROM OLD.exam_score
    OR NEW.grade IS DISTINCT FROM OLD.grade OR NEW.points IS DISTINCT FROM OLD.points
  ) THEN
    RAISE EXCEPTION 'the scores of a % result cannot change', OLD.status
      USING ERRCODE = 'check_violation', CONSTRAINT = 'course_results_scores_frozen', TABLE = 'course_results';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER course_results_scores_frozen BEFORE UPDATE ON course_results
  FOR EACH ROW EXECUTE FUNCTION course_results_scores_frozen();
