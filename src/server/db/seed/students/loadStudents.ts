import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../database";
import { seedProgrammeLinks } from "../programmeLinks";
import { seedReferenceLists } from "../referenceLists";
import { seedSchoolSetup } from "../schoolSetup";
import { insertStudents } from "./insertStudents";
import { generateStudents } from "./studentPopulation";

/** How many students `npm run seed:load` makes for load benchmarks. */
export const LOAD_STUDENT_COUNT = 20_000;

export interface LoadStudentsOutcome {
  /** Students of the load set added by this run (0 when it ran before). */
  added: number;
  /** Every student in the database afterwards. */
  total: number;
}

/**
 * The load benchmarks' student body: `count` generated students on top of whatever is there,
 * in batches, telling `progress` after each. Their matric numbers start at serial 1000 of each
 * series, their NINs and email domain differ from the demo students', so the two sets never
 * meet; the same run again adds nothing. The demo college's setup (programmes, departments,
 * sessions, student types' programmes) is seeded first when missing, since students point at it.
 */
export async function seedLoadStudents(
  db: Db,
  count: number = LOAD_STUDENT_COUNT,
  progress?: (done: number, added: number) => void,
): Promise<LoadStudentsOutcome> {
  await seedReferenceLists(db);
  await seedSchoolSetup(db);
  await seedProgrammeLinks(db);
  const students = generateStudents({
    count,
    seed: 20_000,
    firstSerial: 1000,
    ninOffset: 1_000_000,
    emailDomain: "load.students.fcet.edu.ng",
  });
  const added = await insertStudents(db, students, progress);
  const [row] = await queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS "total" FROM students`);
  return { added, total: row?.total ?? 0 };
}
