-- Transcripts printed and graduate clearance (issue 13, "Transcripts" and "Graduate clearance";
-- src/server/modules/results/README.md).
--
-- transcript_issues: one row per transcript the registry prints for a paid transcript request
-- (migration 0150). The printed figures (CGPA, units, class) are kept, so the QR code's public
-- verification page shows what the paper says even after a later result changes the record.
-- The verification code signs 'T|<issue id>|<matric number>' (HMAC, RECEIPT_SIGNING_KEY).
CREATE TABLE transcript_issues (
  id serial PRIMARY KEY,
  transcript_request_id integer NOT NULL REFERENCES transcript_requests (id),
  student_id integer NOT NULL REFERENCES students (id),
  cgpa numeric(3, 2) CHECK (cgpa BETWEEN 0 AND 5),
  units integer NOT NULL CHECK (units >= 0),
  certificate_class text,
  printed_by integer NOT NULL REFERENCES users (id),
  printed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transcript_issues_request_idx ON transcript_issues (transcript_request_id, id);
CREATE INDEX transcript_issues_student_idx ON transcript_issues (student_id, id);

-- graduate_clearances: the registry clears a final-year student once (the checks are the
-- server's: src/server/modules/results/clearance.ts); the CGPA and class are those on the day.
CREATE TABLE graduate_clearances (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES students (id),
  graduation_session_id integer NOT NULL REFERENCES academic_sessions (id),
  cgpa numeric(3, 2) NOT NULL CHECK (cgpa BETWEEN 0 AND 5),
  units integer NOT NULL CHECK (units > 0),
  certificate_class text NOT NULL,
  cleared_by integer NOT NULL REFERENCES users (id),
  cleared_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT graduate_clearances_student_key UNIQUE (student_id)
);
CREATE INDEX graduate_clearances_session_idx ON graduate_clearances (graduation_session_id, id);

-- A student's published results, read on every results page (the busiest day of the year):
-- only published rows, in term order, with what the page shows, straight from the index.
CREATE INDEX course_results_published_idx ON course_results (student_id, session_id, semester_id, course_id)
  INCLUDE (units, points, grade, ca_score, exam_score)
  WHERE status = 'published';
