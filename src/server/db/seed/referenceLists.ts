import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../database";
import { COUNTRIES } from "./lists/countries";
import { NIGERIA_STATES } from "./lists/nigeria";

/**
 * The reference lists every installation needs (migration 0030): genders, religions, marital
 * statuses, relationships, titles, countries, states and local government areas, O-level
 * examinations, subjects and grades, payment types, campuses and modes of entry and study.
 * Reference data, not demo data: seeded on first start in every environment.
 *
 * Ids are fixed (spec section 9: English Language = 9; the application form's fixture ids) and
 * each table is seeded only while it is empty, so a restart never duplicates rows nor brings back
 * a row someone deleted. Each sequence then continues after the highest id.
 */

type Value = string | number | boolean | null;

/** One list: its table, its columns (after `id`) and its rows, the id first. */
interface ListSeed {
  table: string;
  columns: string[];
  rows: Value[][];
}

/** [id, name] rows of a list that is only names. */
function named(table: string, names: [id: number, name: string][]): ListSeed {
  return { table, columns: ["name"], rows: names };
}

/**
 * O-level subjects with fixed ids: English Language is 9 (spec section 9) and the first 18 are
 * those of the application form's fixture (tests/support/lookups.fixture.json).
 */
export const OLEVEL_SUBJECTS: [id: number, name: string][] = [
  [1, "Mathematics"],
  [2, "Physics"],
  [3, "Chemistry"],
  [4, "Biology"],
  [5, "Agricultural Science"],
  [6, "Economics"],
  [7, "Geography"],
  [8, "Civic Education"],
  [9, "English Language"],
  [10, "Further Mathematics"],
  [11, "Technical Drawing"],
  [12, "Basic Electricity"],
  [13, "Computer Studies"],
  [14, "Literature in English"],
  [15, "Government"],
  [16, "Commerce"],
  [17, "Financial Accounting"],
  [18, "Yoruba"],
  [19, "Hausa"],
  [20, "Igbo"],
  [21, "Christian Religious Studies"],
  [22, "Islamic Religious Studies"],
  [23, "Auto Mechanics"],
  [24, "Woodwork"],
  [25, "Metalwork"],
  [26, "Building Construction"],
  [27, "Food and Nutrition"],
  [28, "History"],
  [29, "French"],
  [30, "Arabic"],
  [31, "Home Management"],
  [32, "Clothing and Textiles"],
  [33, "Fine Art"],
  [34, "Music"],
  [35, "Physical Education"],
  [36, "Health Education"],
  [37, "Office Practice"],
  [38, "Book Keeping"],
  [39, "Marketing"],
  [40, "Data Processing"],
  [41, "Electronics"],
  [42, "Radio Television and Electronics Works"],
  [43, "Animal Husbandry"],
  [44, "Fisheries"],
  [45, "Catering Craft Practice"],
  [46, "Insurance"],
  [47, "Visual Art"],
];

/** The college's own country, listed before the others in country drop-downs. */
export const PINNED_COUNTRY = "NG";

/** [grade, points, credit]: A1 to C6 are credit passes. */
export const OLEVEL_GRADES: [grade: string, points: number, credit: boolean][] = [
  ["A1", 1, true],
  ["B2", 2, true],
  ["B3", 3, true],
  ["C4", 4, true],
  ["C5", 5, true],
  ["C6", 6, true],
  ["D7", 7, false],
  ["E8", 8, false],
  ["F9", 9, false],
];

export const REFERENCE_LISTS: ListSeed[] = [
  named("genders", [
    [1, "Male"],
    [2, "Female"],
  ]),
  named("religions", [
    [1, "Christianity"],
    [2, "Islam"],
    [3, "Traditional"],
    [4, "Other"],
  ]),
  named("marital_statuses", [
    [1, "Single"],
    [2, "Married"],
    [3, "Divorced"],
    [4, "Widowed"],
    [5, "Separated"],
  ]),
  named("relationships", [
    [1, "Father"],
    [2, "Mother"],
    [3, "Brother"],
    [4, "Sister"],
    [5, "Spouse"],
    [6, "Guardian"],
    [7, "Self"],
    [8, "Uncle"],
    [9, "Aunt"],
    [10, "Son"],
    [11, "Daughter"],
    [12, "Cousin"],
    [13, "Grandparent"],
    [14, "Employer"],
    [15, "Sponsor"],
  ]),
  named(
    "titles",
    [
      "Mr",
      "Mrs",
      "Miss",
      "Ms",
      "Dr",
      "Prof",
      "Engr",
      "Arc",
      "Barr",
      "Pharm",
      "Alhaji",
      "Alhaja",
      "Hajiya",
      "Chief",
      "Rev",
      "Pastor",
      "Mallam",
    ].map((name, index) => [index + 1, name]),
  ),
  {
    // Nigeria is pinned: country drop-downs list it first (migration 0032).
    table: "countries",
    columns: ["name", "code", "pinned"],
    rows: COUNTRIES.map(([name, code], index) => [index + 1, name, code, code === PINNED_COUNTRY]),
  },
  {
    table: "states",
    columns: ["name", "code"],
    rows: NIGERIA_STATES.map((state) => [state.id, state.name, state.code]),
  },
  {
    table: "lgas",
    columns: ["name", "state_id"],
    rows: NIGERIA_STATES.flatMap((state) => state.lgas.map((lga) => [lga, state.id] as [string, number])).map(
      ([name, stateId], index) => [index + 1, name, stateId],
    ),
  },
  {
    table: "olevel_exam_types",
    columns: ["name", "description"],
    rows: [
      [1, "WAEC", "West African Senior School Certificate Examination"],
      [2, "NECO", "National Examinations Council Senior School Certificate Examination"],
      [3, "NABTEB", "National Business and Technical Examinations Board"],
      [4, "GCE", "General Certificate of Education"],
    ],
  },
  named("olevel_subjects", OLEVEL_SUBJECTS),
  {
    table: "olevel_grades",
    columns: ["name", "points", "is_credit"],
    rows: OLEVEL_GRADES.map(([grade, points, credit]) => [points, grade, points, credit]),
  },
  {
    table: "payment_types",
    columns: ["name", "code"],
    rows: [
      [1, "Full payment", "Full"],
      [2, "First installment", "FirstInstallment"],
      [3, "Second installment", "SecondInstallment"],
    ],
  },
  { table: "campuses", columns: ["name", "code", "address"], rows: [[1, "Main Campus", "MAIN", null]] },
  named("modes_of_entry", [
    [1, "UTME"],
    [2, "Direct Entry"],
    [3, "Pre-NCE"],
    [4, "Transfer"],
  ]),
  named("modes_of_study", [
    [1, "Full-time"],
    [2, "Part-time"],
    [3, "Sandwich"],
  ]),
];

/** Seeds one list while its table is empty; returns the rows inserted. */
async function seedList(db: Db, list: ListSeed): Promise<number> {
  const table = sql.identifier(list.table);
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    db,
    sql`SELECT count(*)::int AS count FROM ${table}`,
  );
  if (Number(count) > 0 || list.rows.length === 0) return 0;
  const columns = sql.join(
    ["id", ...list.columns].map((column) => sql.identifier(column)),
    sql`, `,
  );
  const values: SQL[] = list.rows.map(
    (row) =>
      sql`(${sql.join(
        row.map((value) => sql`${value}`),
        sql`, `,
      )})`,
  );
  await db.execute(
    sql`INSERT INTO ${table} (${columns}) VALUES ${sql.join(values, sql`, `)} ON CONFLICT DO NOTHING`,
  );
  await db.execute(
    sql`SELECT setval(pg_get_serial_sequence(${list.table}, 'id'), (SELECT max(id) FROM ${table}))`,
  );
  return list.rows.length;
}

/**
 * Seeds every reference list that is still empty, in order (states before their local
 * government areas). Returns the rows inserted per table; empty when there was nothing to do.
 */
export async function seedReferenceLists(db: Db): Promise<Record<string, number>> {
  const seeded: Record<string, number> = {};
  for (const list of REFERENCE_LISTS) {
    const count = await seedList(db, list);
    if (count > 0) seeded[list.table] = count;
  }
  return seeded;
}
