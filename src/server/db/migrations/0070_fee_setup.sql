-- Fee setup (issue 11, "Money model"; spec section 2 "Fees assignment", section 9 fee purposes):
-- what each payer owes, read by the invoice service through money/feeResolution.ts. Amounts are
-- integer kobo (₦1 = 100 kobo) in bigint columns; the screens show naira.
--
-- Every column a grid sorts or filters by has an index ending in id (the grid's tie-breaker).

-- Fee purposes with the ids of spec section 9: school fees 1, acceptance 2 (the invoice check also
-- knows it by the code ACPT), sundry 9, and the purposes the spec names without an id (hostel,
-- change of department) plus the development levy of the student routes. Fixed rows: invoices and
-- pay links key on these ids and codes, so the list is read-only on screen.
CREATE TABLE fee_purposes (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT fee_purposes_code_check CHECK (code = upper(code)),
  active boolean NOT NULL DEFAULT true
);
INSERT INTO fee_purposes (id, name, code) VALUES
  (1, 'School Fees', 'SCHOOLFEES'),
  (2, 'Acceptance', 'ACPT'),
  (3, 'Hostel', 'HOSTEL'),
  (4, 'Change of Department', 'CHANGEOFDEPARTMENT'),
  (5, 'Development Levy', 'DEVLEVY'),
  (9, 'Sundry', 'SUNDRY');

-- Fee items: the lines of an invoice (Tuition, Library, Medical...), each under one purpose.
CREATE TABLE fee_items (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  code text NOT NULL UNIQUE CONSTRAINT fee_items_code_check CHECK (code ~ '^[A-Z0-9_]+$'),
  fee_purpose_id integer NOT NULL REFERENCES fee_purposes (id),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX fee_items_name_idx ON fee_items (name, id);
CREATE INDEX fee_items_fee_purpose_id_idx ON fee_items (fee_purpose_id, id);

-- Fee assignments: for a session and purpose, the fee a group of payers owes, narrowed by
-- programme and/or student type, level and mode of study (NULL = any). feeResolution picks the
-- most specific row; two rows naming the same dimensions with the same values would match one
-- payer equally, so they cannot both exist (NULLs compare equal here: "any" twice is a clash).
-- `name` and `total_amount` are kept by the triggers below (read-only on screen): the name says
-- which payers the row is for and names it in drop-downs and uploads of its items; the total sums
-- its items.
CREATE TABLE fee_assignments (
  id serial PRIMARY KEY,
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  fee_purpose_id integer NOT NULL REFERENCES fee_purposes (id),
  programme_id integer REFERENCES programmes (id),
  student_type_id integer REFERENCES student_types (id),
  level_id integer REFERENCES levels (id),
  mode_of_study_id integer REFERENCES modes_of_study (id),
  -- The first installment's share in basis points (5000 = half); money/installments.ts splits.
  first_installment_basis_points integer NOT NULL DEFAULT 5000
    CONSTRAINT fee_assignments_installment_check CHECK (first_installment_basis_points BETWEEN 1 AND 9999),
  name text NOT NULL DEFAULT '',
  total_amount bigint NOT NULL DEFAULT 0,
  CONSTRAINT fee_assignments_payer_key UNIQUE NULLS NOT DISTINCT
    (session_id, fee_purpose_id, programme_id, student_type_id, level_id, mode_of_study_id)
);
CREATE INDEX fee_assignments_name_idx ON fee_assignments (name, id);
CREATE INDEX fee_assignments_fee_purpose_id_idx ON fee_assignments (fee_purpose_id, id);
CREATE INDEX fee_assignments_programme_id_idx ON fee_assignments (programme_id, id);
CREATE INDEX fee_assignments_student_type_id_idx ON fee_assignments (student_type_id, id);
CREATE INDEX fee_assignments_level_id_idx ON fee_assignments (level_id, id);

-- "2026/2027 · School Fees · Nigeria Certificate in Education · 100 Level · Full-time".
CREATE FUNCTION fee_assignments_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.name := concat_ws(' · ',
    (SELECT name FROM academic_sessions WHERE id = NEW.session_id),
    (SELECT name FROM fee_purposes WHERE id = NEW.fee_purpose_id),
    (SELECT name FROM programmes WHERE id = NEW.programme_id),
    (SELECT name FROM student_types WHERE id = NEW.student_type_id),
    (SELECT name FROM levels WHERE id = NEW.level_id),
    (SELECT name FROM modes_of_study WHERE id = NEW.mode_of_study_id),
    CASE WHEN num_nonnulls(NEW.programme_id, NEW.student_type_id, NEW.level_id, NEW.mode_of_study_id) = 0
      THEN 'Everyone' END);
  RETURN NEW;
END
$$;
CREATE TRIGGER fee_assignments_name BEFORE INSERT OR UPDATE ON fee_assignments
  FOR EACH ROW EXECUTE FUNCTION fee_assignments_name();

-- The fee items of one assignment with their amounts. An assignment with items is not deleted
-- (the lists answer "used by other records"): its items go first, so nothing vanishes unseen.
CREATE TABLE fee_assignment_items (
  id serial PRIMARY KEY,
  fee_assignment_id integer NOT NULL REFERENCES fee_assignments (id),
  fee_item_id integer NOT NULL REFERENCES fee_items (id),
  amount bigint NOT NULL CONSTRAINT fee_assignment_items_amount_check CHECK (amount > 0),
  CONSTRAINT fee_assignment_items_item_key UNIQUE (fee_assignment_id, fee_item_id)
);
CREATE INDEX fee_assignment_items_fee_item_id_idx ON fee_assignment_items (fee_item_id, id);

CREATE FUNCTION fee_assignment_total(assignment integer) RETURNS void LANGUAGE sql AS $$
  UPDATE fee_assignments SET total_amount =
    (SELECT coalesce(sum(amount), 0) FROM fee_assignment_items WHERE fee_assignment_id = assignment)
  WHERE id = assignment;
$$;

CREATE FUNCTION fee_assignment_items_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    PERFORM fee_assignment_total(NEW.fee_assignment_id);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM fee_assignment_total(OLD.fee_assignment_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER fee_assignment_items_total AFTER INSERT OR UPDATE OR DELETE ON fee_assignment_items
  FOR EACH ROW EXECUTE FUNCTION fee_assignment_items_total();

-- Application fees: what an applicant of one application type (schemas/applications/<type>,
-- the folder name) pays in a session.
CREATE TABLE application_fees (
  id serial PRIMARY KEY,
  application_type text NOT NULL CONSTRAINT application_fees_type_check CHECK (application_type ~ '^[a-z][a-z0-9_]*$'),
  session_id integer NOT NULL REFERENCES academic_sessions (id),
  amount bigint NOT NULL CONSTRAINT application_fees_amount_check CHECK (amount > 0),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT application_fees_type_session_key UNIQUE (application_type, session_id)
);
CREATE INDEX application_fees_session_id_idx ON application_fees (session_id, id);

-- Scholarships: a percentage of the gross fee (basis points: 12.5% = 1250) or a fixed amount in
-- kobo, never both (money/scholarship.ts applies them).
CREATE TABLE scholarships (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  percentage_basis_points integer
    CONSTRAINT scholarships_percentage_check CHECK (percentage_basis_points BETWEEN 1 AND 10000),
  fixed_amount bigint CONSTRAINT scholarships_fixed_amount_check CHECK (fixed_amount > 0),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT scholarships_kind_check CHECK (num_nonnulls(percentage_basis_points, fixed_amount) = 1)
);
CREATE INDEX scholarships_name_idx ON scholarships (name, id);
