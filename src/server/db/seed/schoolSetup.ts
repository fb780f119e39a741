import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../database";

/**
 * The demo college's setup: a federal technical college of education with its Schools,
 * departments, NCE course options, areas of specialisation, sessions and programmes.
 *
 * Migration 0020 already holds the reference rows every installation has (the School of General
 * Studies and its department, the NCE and Pre-NCE programmes, levels, programme groups, student
 * types, semesters). Each area here is seeded only while its table holds nothing beyond those
 * rows, so a restart never duplicates rows nor undoes what someone changed.
 */

/** [name, code] of each School, the college's word for a faculty. */
export const DEMO_SCHOOLS: [name: string, code: string][] = [
  ["School of Technical Education", "STE"],
  ["School of Vocational Education", "SVE"],
  ["School of Science Education", "SSE"],
  ["School of Education", "SED"],
  ["School of Languages", "SLA"],
  ["School of Arts and Social Sciences", "SASS"],
];

/** [name, code, School code] of each department (names pass the resource's lettersAndSpaces). */
export const DEMO_DEPARTMENTS: [name: string, code: string, school: string][] = [
  ["Automobile Technology Education", "AUT", "STE"],
  ["Building Technology Education", "BLD", "STE"],
  ["Electrical and Electronics Technology Education", "ELE", "STE"],
  ["Metalwork Technology Education", "MWK", "STE"],
  ["Woodwork Technology Education", "WWK", "STE"],
  ["Agricultural Science Education", "AGR", "SVE"],
  ["Business Education", "BED", "SVE"],
  ["Home Economics Education", "HEC", "SVE"],
  ["Fine and Applied Arts", "FAA", "SVE"],
  ["Computer Science Education", "CSC", "SSE"],
  ["Biology Education", "BIO", "SSE"],
  ["Chemistry Education", "CHM", "SSE"],
  ["Physics Education", "PHY", "SSE"],
  ["Integrated Science Education", "ISC", "SSE"],
  ["Mathematics Education", "MTH", "SSE"],
  ["Educational Foundations", "EDF", "SED"],
  ["Early Childhood Care Education", "ECC", "SED"],
  ["Primary Education Studies", "PES", "SED"],
  ["English Language Education", "ENG", "SLA"],
  ["Yoruba Language Education", "YOR", "SLA"],
  ["Hausa Language Education", "HAU", "SLA"],
  ["Igbo Language Education", "IGB", "SLA"],
  ["Social Studies Education", "SOS", "SASS"],
  ["Economics Education", "ECO", "SASS"],
];

/** NCE double-major course options: [name, department code]. */
const DEMO_OPTIONS: [name: string, department: string][] = [
  ["Biology and Chemistry", "BIO"],
  ["Biology and Integrated Science", "BIO"],
  ["Chemistry and Mathematics", "CHM"],
  ["Physics and Mathematics", "PHY"],
  ["Mathematics and Computer Science", "MTH"],
  ["Computer Science and Physics", "CSC"],
  ["English and Yoruba", "ENG"],
  ["Economics and Social Studies", "ECO"],
];

/** Areas of specialisation of the technical and vocational departments: [name, department code]. */
const DEMO_AREAS: [name: string, department: string][] = [
  ["Motor Vehicle Mechanics Work", "AUT"],
  ["Auto Electrical Work", "AUT"],
  ["Block Laying Bricklaying and Concreting", "BLD"],
  ["Electrical Installation and Maintenance Work", "ELE"],
  ["Radio Television and Electronics Work", "ELE"],
  ["Fabrication and Welding", "MWK"],
  ["Machine Shop Practice", "MWK"],
  ["Furniture Making", "WWK"],
  ["Animal Science", "AGR"],
  ["Crop Science", "AGR"],
  ["Accounting Education", "BED"],
  ["Office Technology and Management Education", "BED"],
  ["Food and Nutrition", "HEC"],
  ["Clothing and Textiles", "HEC"],
  ["Graphics", "FAA"],
  ["Sculpture", "FAA"],
];

/** [name, start date, end date, current]. */
export const DEMO_SESSIONS: [name: string, start: string, end: string, current: boolean][] = [
  ["2024/2025", "2024-10-07", "2025-08-29", false],
  ["2025/2026", "2025-10-06", "2026-08-28", false],
  ["2026/2027", "2026-10-05", "2027-08-27", true],
];

/** Programmes beyond the migration's NCE and Pre-NCE: [name, code, programme group id (spec 9), years]. */
const DEMO_PROGRAMMES: [name: string, code: string, group: number, years: number][] = [
  ["NCE Sandwich", "NCES", 9, 4],
  ["Bachelor of Science in Education in Affiliation", "BSCED", 1, 4],
  ["Bachelor of Technology in Education in Affiliation", "BTECHED", 1, 4],
  ["Postgraduate Diploma in Education", "PGDE", 222, 1],
  ["Joint Universities Preliminary Examinations Board Programme", "JUPEB", 8, 1],
];

/** Departments that also run the affiliated degrees: [programme code, department codes]. */
const DEGREE_DEPARTMENTS: [programme: string, departments: string[]][] = [
  ["BTECHED", ["AUT", "BLD", "ELE", "MWK", "WWK"]],
  ["BSCED", ["BED", "CSC", "MTH", "ENG"]],
];

const values = (rows: SQL[]) => sql.join(rows, sql`, `);

/** True while `table` holds no row with an id above the migration's reference rows. */
export async function onlyReferenceRows(db: Db, table: string, lastReferenceId = 0): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE id > ${lastReferenceId}) AS "seeded"`,
  );
  return !row?.seeded;
}

export interface SchoolSetupSeeded {
  faculties: number;
  departments: number;
  departmentOptions: number;
  areasOfSpecialisation: number;
  sessions: number;
  programmes: number;
  programmeDepartments: number;
}

/** Seeds the demo college's setup; answers how many rows of each list it added. */
export async function seedSchoolSetup(db: Db): Promise<SchoolSetupSeeded> {
  const seeded: SchoolSetupSeeded = {
    faculties: 0,
    departments: 0,
    departmentOptions: 0,
    areasOfSpecialisation: 0,
    sessions: 0,
    programmes: 0,
    programmeDepartments: 0,
  };
  if (await onlyReferenceRows(db, "faculties", 1)) {
    const rows = DEMO_SCHOOLS.map(([name, code]) => sql`(${name}, ${code})`);
    await db.execute(sql`INSERT INTO faculties (name, code) VALUES ${values(rows)} ON CONFLICT DO NOTHING`);
    seeded.faculties = DEMO_SCHOOLS.length;
  }
  if (await onlyReferenceRows(db, "departments", 1)) {
    const rows = DEMO_DEPARTMENTS.map(([name, code, school]) => sql`(${name}, ${code}, ${school})`);
    await db.execute(sql`
      INSERT INTO departments (name, code, faculty_id)
      SELECT d.name, d.code, f.id FROM (VALUES ${values(rows)}) AS d (name, code, school)
      JOIN faculties f ON f.code = d.school
      ON CONFLICT DO NOTHING`);
    seeded.departments = DEMO_DEPARTMENTS.length;
  }
  if (await onlyReferenceRows(db, "department_options")) {
    const rows = DEMO_OPTIONS.map(([name, department]) => sql`(${name}, ${department})`);
    await db.execute(sql`
      INSERT INTO department_options (name, department_id)
      SELECT o.name, d.id FROM (VALUES ${values(rows)}) AS o (name, department)
      JOIN departments d ON d.code = o.department
      ON CONFLICT DO NOTHING`);
    seeded.departmentOptions = DEMO_OPTIONS.length;
  }
  if (await onlyReferenceRows(db, "areas_of_specialisation")) {
    const rows = DEMO_AREAS.map(([name, department]) => sql`(${name}, ${department})`);
    await db.execute(sql`
      INSERT INTO areas_of_specialisation (name, department_id)
      SELECT a.name, d.id FROM (VALUES ${values(rows)}) AS a (name, department)
      JOIN departments d ON d.code = a.department
      ON CONFLICT DO NOTHING`);
    seeded.areasOfSpecialisation = DEMO_AREAS.length;
  }
  if (await onlyReferenceRows(db, "academic_sessions")) {
    // Not current first, so the one-current rule never sees two at once.
    const ordered = [...DEMO_SESSIONS].sort((a, b) => Number(a[3]) - Number(b[3]));
    for (const [name, start, end, current] of ordered) {
      await db.execute(sql`
        INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        SELECT ${name}, ${start}::date, ${end}::date, ${current}
        WHERE NOT ${current} OR NOT EXISTS (SELECT 1 FROM academic_sessions WHERE is_current)
        ON CONFLICT DO NOTHING`);
    }
    seeded.sessions = DEMO_SESSIONS.length;
  }
  if (await onlyReferenceRows(db, "programmes", 2)) {
    const rows = DEMO_PROGRAMMES.map(
      ([name, code, group, years]) => sql`(${name}, ${code}, ${group}::integer, ${years}::integer)`,
    );
    await db.execute(sql`
      INSERT INTO programmes (name, code, programme_group_id, duration_years)
      SELECT p.name, p.code, g.id, p.years FROM (VALUES ${values(rows)}) AS p (name, code, grp, years)
      JOIN programme_groups g ON g.id = p.grp
      ON CONFLICT DO NOTHING`);
    seeded.programmes = DEMO_PROGRAMMES.length;
  }
  if (await onlyReferenceRows(db, "programme_departments")) {
    const degrees = DEGREE_DEPARTMENTS.flatMap(([programme, departments]) =>
      departments.map((department) => sql`(${programme}, ${department})`),
    );
    // NCE and NCE Sandwich in every teaching department, Pre-NCE in the science and technical
    // ones, the affiliated degrees where the college has them, PGDE in Educational Foundations,
    // JUPEB (a foundation year, not a teaching subject) in General Studies.
    await db.execute(sql`
      INSERT INTO programme_departments (programme_id, department_id)
      SELECT p.id, d.id FROM programmes p CROSS JOIN departments d
      WHERE (p.code IN ('NCE', 'NCES') AND d.code <> 'GSE')
         OR (p.code = 'PNCE' AND d.faculty_id IN (SELECT id FROM faculties WHERE code IN ('STE', 'SSE')))
         OR (p.code, d.code) IN (${values(degrees)})
         OR (p.code = 'PGDE' AND d.code = 'EDF')
         OR (p.code = 'JUPEB' AND d.code = 'GSE')
      ON CONFLICT DO NOTHING`);
    const [row] = await queryRows<{ count: number }>(
      db,
      sql`SELECT count(*)::int AS "count" FROM programme_departments`,
    );
    seeded.programmeDepartments = row?.count ?? 0;
  }
  return seeded;
}
