-- Grading scales (issue 13, "Scores and results"): the grade bands that turn a course's total
-- score into a grade and grade points, and the classes of certificate that a final CGPA earns.
-- Both are admin lists (schemas/resources/grade-bands.json, certificate-class-bands.json) that the
-- registrar edits; the shared module src/schema/grading reads them.
--
-- A band is given by its lowest value only and reaches up to the next band's lowest (the top one
-- to the maximum), so bands can never overlap; they cover the whole range exactly when one band
-- starts at 0. The triggers keep that band (it can be neither moved nor deleted) and keep points
-- from rising as scores fall. Seeded with the NCE scale and the NCE classes.

CREATE TABLE grade_bands (
  id serial PRIMARY KEY,
  grade text NOT NULL CONSTRAINT grade_bands_grade_check CHECK (grade ~ '^[A-Z][+-]?$'),
  min_score integer NOT NULL CONSTRAINT grade_bands_min_score_check CHECK (min_score BETWEEN 0 AND 100),
  points integer NOT NULL CONSTRAINT grade_bands_points_check CHECK (points BETWEEN 0 AND 5),
  remark text,
  CONSTRAINT grade_bands_grade_key UNIQUE (grade),
  CONSTRAINT grade_bands_min_score_key UNIQUE (min_score)
);
CREATE INDEX grade_bands_points_idx ON grade_bands (points, id);

CREATE FUNCTION grade_bands_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM grade_bands WHERE min_score = 0) THEN
    RAISE EXCEPTION 'one grade band must start at 0'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'grade_bands_starts_at_zero', TABLE = 'grade_bands';
  END IF;
  IF EXISTS (
    SELECT 1 FROM grade_bands higher JOIN grade_bands lower
      ON lower.min_score < higher.min_score AND lower.points > higher.points
  ) THEN
    RAISE EXCEPTION 'grade points must not rise as scores fall'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'grade_bands_points_order', TABLE = 'grade_bands';
  END IF;
  RETURN NULL;
END
$$;
INSERT INTO grade_bands (grade, min_score, points, remark) VALUES
  ('A', 70, 5, 'Excellent'), ('B', 60, 4, 'Very good'), ('C', 50, 3, 'Good'),
  ('D', 45, 2, 'Fair'), ('E', 40, 1, 'Pass'), ('F', 0, 0, 'Fail');
CREATE TRIGGER grade_bands_check AFTER INSERT OR UPDATE OR DELETE ON grade_bands
  FOR EACH STATEMENT EXECUTE FUNCTION grade_bands_check();

CREATE TABLE certificate_class_bands (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- At most 2 decimals: a CGPA is compared as printed (src/schema/grading/certificateClass.ts).
  min_cgpa numeric NOT NULL
    CONSTRAINT certificate_class_bands_min_cgpa_check CHECK (min_cgpa BETWEEN 0 AND 5 AND min_cgpa = round(min_cgpa, 2)),
  CONSTRAINT certificate_class_bands_name_key UNIQUE (name),
  CONSTRAINT certificate_class_bands_min_cgpa_key UNIQUE (min_cgpa)
);

CREATE FUNCTION certificate_class_bands_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM certificate_class_bands WHERE min_cgpa = 0) THEN
    RAISE EXCEPTION 'one class must start at 0.00'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'certificate_class_bands_starts_at_zero',
            TABLE = 'certificate_class_bands';
  END IF;
  RETURN NULL;
END
$$;
INSERT INTO certificate_class_bands (name, min_cgpa) VALUES
  ('Distinction', 4.50), ('Credit', 3.50), ('Merit', 2.40), ('Pass', 1.50), ('Fail', 0);
CREATE TRIGGER certificate_class_bands_check AFTER INSERT OR UPDATE OR DELETE ON certificate_class_bands
  FOR EACH STATEMENT EXECUTE FUNCTION certificate_class_bands_check();
