-- Two school-setup links (spec section 2, "School setup": the routes /school_setup/assign_aos
-- and /school_setup/student_type/{id}), each an admin list (schemas/resources/*.json):
-- - which areas of specialisation a programme offers ("Assign AOS"), limited to areas whose
--   department offers the programme (a row of programme_departments);
-- - which programmes a student type may be admitted to (an NCE applicant to the NCE programme).
-- Rows are switched off rather than deleted, like the other school-setup lists; every column the
-- grids filter by has an index ending in id (the grid's tie-breaker).

CREATE TABLE programme_areas_of_specialisation (
  id serial PRIMARY KEY,
  programme_id integer NOT NULL REFERENCES programmes (id),
  area_of_specialisation_id integer NOT NULL REFERENCES areas_of_specialisation (id),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT programme_areas_of_specialisation_programme_area_key UNIQUE (programme_id, area_of_specialisation_id)
);
CREATE INDEX programme_areas_of_specialisation_programme_id_idx
  ON programme_areas_of_specialisation (programme_id, id);
CREATE INDEX programme_areas_of_specialisation_area_id_idx
  ON programme_areas_of_specialisation (area_of_specialisation_id, id);

-- The department rule, named programme_areas_of_specialisation_department_offers_programme
-- (check_violation: the resource file words it). It binds active assignments only: switching an
-- assignment off is always possible (say, after its department stopped offering the programme),
-- and switching one on checks again. A missing area or programme is left to the foreign keys.
-- FOR KEY SHARE holds the programme_departments row until the assignment commits, so a
-- concurrent delete of that row waits and then meets the guard below.
CREATE FUNCTION programme_areas_of_specialisation_check() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area_department integer;
BEGIN
  IF NOT NEW.active THEN
    RETURN NEW;
  END IF;
  SELECT department_id INTO area_department FROM areas_of_specialisation WHERE id = NEW.area_of_specialisation_id;
  IF area_department IS NULL OR NOT EXISTS (SELECT 1 FROM programmes WHERE id = NEW.programme_id) THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM programme_departments
    WHERE department_id = area_department AND programme_id = NEW.programme_id FOR KEY SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'the department of area of specialisation % does not offer programme %',
        NEW.area_of_specialisation_id, NEW.programme_id
      USING ERRCODE = 'check_violation',
            CONSTRAINT = 'programme_areas_of_specialisation_department_offers_programme',
            TABLE = 'programme_areas_of_specialisation', COLUMN = 'area_of_specialisation_id';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER programme_areas_of_specialisation_check
  BEFORE INSERT OR UPDATE ON programme_areas_of_specialisation
  FOR EACH ROW EXECUTE FUNCTION programme_areas_of_specialisation_check();

-- The other side of the rule, so it cannot be broken from there: a programme_departments row
-- that active assignments rely on cannot be deleted (foreign_key_violation, which the admin list
-- answers "used by other records; deactivate it instead") nor pointed elsewhere, and an area of
-- specialisation with active assignments cannot move to a department that does not offer their
-- programmes (check_violation).
CREATE FUNCTION programme_departments_keep_assigned_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.department_id = OLD.department_id AND NEW.programme_id = OLD.programme_id THEN
    RETURN NEW;
  END IF;
  IF EXISTS (
    SELECT 1 FROM programme_areas_of_specialisation l
    JOIN areas_of_specialisation a ON a.id = l.area_of_specialisation_id
    WHERE l.active AND l.programme_id = OLD.programme_id AND a.department_id = OLD.department_id
  ) THEN
    IF TG_OP = 'DELETE' THEN
      RAISE EXCEPTION 'areas of specialisation of department % are assigned to programme %',
          OLD.department_id, OLD.programme_id
        USING ERRCODE = 'foreign_key_violation',
              CONSTRAINT = 'programme_areas_of_specialisation_department_offers_programme',
              TABLE = 'programme_departments';
    END IF;
    RAISE EXCEPTION 'areas of specialisation of department % are assigned to programme %',
        OLD.department_id, OLD.programme_id
      USING ERRCODE = 'check_violation',
            CONSTRAINT = 'programme_areas_of_specialisation_department_offers_programme',
            TABLE = 'programme_departments';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER programme_departments_keep_assigned_areas
  BEFORE DELETE OR UPDATE OF department_id, programme_id ON programme_departments
  FOR EACH ROW EXECUTE FUNCTION programme_departments_keep_assigned_areas();

CREATE FUNCTION areas_of_specialisation_keep_assignments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.department_id <> OLD.department_id AND EXISTS (
    SELECT 1 FROM programme_areas_of_specialisation l
    WHERE l.area_of_specialisation_id = NEW.id AND l.active AND NOT EXISTS (
      SELECT 1 FROM programme_departments pd
      WHERE pd.department_id = NEW.department_id AND pd.programme_id = l.programme_id
    )
  ) THEN
    RAISE EXCEPTION 'area of specialisation % is assigned to programmes its new department does not offer', NEW.id
      USING ERRCODE = 'check_violation',
            CONSTRAINT = 'programme_areas_of_specialisation_department_offers_programme',
            TABLE = 'areas_of_specialisation', COLUMN = 'department_id';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER areas_of_specialisation_keep_assignments
  BEFORE UPDATE OF department_id ON areas_of_specialisation
  FOR EACH ROW EXECUTE FUNCTION areas_of_specialisation_keep_assignments();

-- The programmes a student type may be admitted to. Migration 0020 holds two unambiguous pairs:
-- the NCE type (1) to the NCE programme (1) and the Pre-NCE type (5) to the Pre-NCE programme (2).
-- The other types (UTME, direct entry, sandwich, postgraduate...) lead to programmes a college
-- sets up itself; the demo college's pairs are in seed/programmeLinks.ts.
CREATE TABLE student_type_programmes (
  id serial PRIMARY KEY,
  student_type_id integer NOT NULL REFERENCES student_types (id),
  programme_id integer NOT NULL REFERENCES programmes (id),
  active boolean NOT NULL DEFAULT true,
  CONSTRAINT student_type_programmes_student_type_programme_key UNIQUE (student_type_id, programme_id)
);
CREATE INDEX student_type_programmes_student_type_id_idx ON student_type_programmes (student_type_id, id);
CREATE INDEX student_type_programmes_programme_id_idx ON student_type_programmes (programme_id, id);
INSERT INTO student_type_programmes (id, student_type_id, programme_id)
  SELECT v.id, v.student_type_id, v.programme_id
  FROM (VALUES (1, 1, 1), (2, 5, 2)) AS v (id, student_type_id, programme_id)
  WHERE EXISTS (SELECT 1 FROM student_types WHERE id = v.student_type_id)
    AND EXISTS (SELECT 1 FROM programmes WHERE id = v.programme_id);
SELECT setval(pg_get_serial_sequence('student_type_programmes', 'id'), 2);
