import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../database";
import { onlyReferenceRows } from "./schoolSetup";

/**
 * The demo college's programme links: which areas of specialisation each programme offers
 * ("Assign AOS") and which programmes each student type may be admitted to.
 *
 * Runs after `seedSchoolSetup` (areas, programmes and programme departments are looked up by name
 * and code). Each table is seeded only while it holds nothing beyond migration 0051's rows (the
 * NCE and Pre-NCE student type pairs), so a restart never duplicates rows nor undoes what
 * someone changed.
 */

/**
 * Programmes whose areas of specialisation are those of every department offering them: NCE and
 * NCE Sandwich (every teaching department), and the affiliated degrees (technical departments for
 * the B.Tech., Business Education among the B.Sc. ones). Pre-NCE and the PGDE have none.
 */
const PROGRAMMES_WITH_AREAS = ["NCE", "NCES", "BTECHED", "BSCED"];

/**
 * [student type id (spec section 9, migrations 0020 and 0033), programme codes]. Pre-degree (10)
 * leads to a programme the demo college does not run, so it has none.
 */
export const DEMO_STUDENT_TYPE_PROGRAMMES: [studentType: number, programmes: string[]][] = [
  [1, ["NCE"]], // NCE
  [2, ["BSCED", "BTECHED"]], // Inter-university Transfer
  [5, ["PNCE"]], // Pre-NCE
  [7, ["PGDE"]], // Postgraduate
  [8, ["BSCED", "BTECHED"]], // UTME
  [9, ["NCES"]], // Five-year Sandwich
  [15, ["NCE"]], // Supplementary
  [16, ["NCE"]], // Continuing Education
  [17, ["NCES"]], // Four-year Sandwich
  [33, ["BSCED", "BTECHED"]], // Direct Entry
  [50, ["JUPEB"]], // JUPEB
];

export interface ProgrammeLinksSeeded {
  programmeAreas: number;
  studentTypeProgrammes: number;
}

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS "count" FROM ${sql.identifier(table)}`,
  );
  return row?.count ?? 0;
}

/** Seeds the demo programme links; answers how many rows of each list it added. */
export async function seedProgrammeLinks(db: Db): Promise<ProgrammeLinksSeeded> {
  const seeded: ProgrammeLinksSeeded = { programmeAreas: 0, studentTypeProgrammes: 0 };
  if (await onlyReferenceRows(db, "programme_areas_of_specialisation")) {
    // Through programme_departments, so every row keeps the department rule by construction.
    await db.execute(sql`
      INSERT INTO programme_areas_of_specialisation (programme_id, area_of_specialisation_id)
      SELECT pd.programme_id, a.id
      FROM areas_of_specialisation a
      JOIN programme_departments pd ON pd.department_id = a.department_id
      JOIN programmes p ON p.id = pd.programme_id
      WHERE p.code IN (${values(PROGRAMMES_WITH_AREAS.map((code) => sql`${code}`))})
      ORDER BY pd.programme_id, a.name
      ON CONFLICT DO NOTHING`);
    seeded.programmeAreas = await countOf(db, "programme_areas_of_specialisation");
  }
  if (await onlyReferenceRows(db, "student_type_programmes", 2)) {
    const before = await countOf(db, "student_type_programmes");
    const pairs = DEMO_STUDENT_TYPE_PROGRAMMES.flatMap(([type, codes]) =>
      codes.map((code) => sql`(${type}::integer, ${code})`),
    );
    await db.execute(sql`
      INSERT INTO student_type_programmes (student_type_id, programme_id)
      SELECT t.id, p.id FROM (VALUES ${values(pairs)}) AS v (type_id, code)
      JOIN student_types t ON t.id = v.type_id
      JOIN programmes p ON p.code = v.code
      ORDER BY t.id, p.id
      ON CONFLICT DO NOTHING`);
    seeded.studentTypeProgrammes = (await countOf(db, "student_type_programmes")) - before;
  }
  return seeded;
}
