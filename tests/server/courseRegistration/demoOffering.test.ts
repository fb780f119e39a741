import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedDemoData } from "../../../src/server/db/seed/seed";
import { registrableCourses } from "../../../src/server/modules/courseRegistration/registrableCourses";
import { termOf, termRules } from "../../../src/server/modules/courseRegistration/studentTerm";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * The demo college's course offering (issue 20, item 3): every class a demo student is in, and
 * every class a newly admitted student of any student type starts in (the programmes the type
 * admits to, the departments offering them, at the admission list's entry level: Pre-NCE for
 * PNCE, else 100 Level), can register the current semester: its window is open and the courses
 * offered reach the unit load's minimum, while the compulsory ones stay within its maximum.
 */
describe.each(databaseKinds)("the demo course offering on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db);
  }, 300_000);
  afterAll(async () => t?.close());

  it("lets every demo student's class and every newly admitted student's class register the current semester", async () => {
    const db = t.database.db;
    const [current] = await queryRows<{ sessionId: number; semesterId: number }>(
      db,
      sql`SELECT s.id AS "sessionId", sem.id AS "semesterId"
          FROM academic_sessions s, semesters sem WHERE s.is_current AND sem.is_current`,
    );
    if (!current) throw new Error("the demo has no current session and semester");
    const classes = await queryRows<{
      programmeId: number;
      departmentId: number;
      levelId: number;
      levelName: string;
      name: string;
      who: string;
    }>(
      db,
      sql`WITH reached AS (
            SELECT programme_id, department_id, level_id, 'demo students' AS who FROM students WHERE status = 'active'
            UNION
            SELECT stp.programme_id, pd.department_id, lv.id, 'newly admitted'
            FROM student_type_programmes stp
            JOIN programmes p ON p.id = stp.programme_id
            JOIN programme_departments pd ON pd.programme_id = p.id AND pd.active
            JOIN levels lv ON lv.value = CASE WHEN p.code = 'PNCE' THEN 0 ELSE 100 END
            WHERE stp.active
          )
          SELECT DISTINCT r.programme_id AS "programmeId", r.department_id AS "departmentId", r.level_id AS "levelId",
            lv.name AS "levelName", p.code || ' ' || d.code || ' ' || lv.name AS name, r.who
          FROM reached r JOIN programmes p ON p.id = r.programme_id JOIN departments d ON d.id = r.department_id
          JOIN levels lv ON lv.id = r.level_id
          ORDER BY name, r.who`,
    );
    // Students in every programme, and admissions into every programme a student type leads to.
    expect(new Set(classes.map((c) => c.name.split(" ")[0]))).toEqual(
      new Set(["NCE", "NCES", "PNCE", "BTECHED", "BSCED", "PGDE", "JUPEB"]),
    );
    expect(classes.some((c) => c.who === "newly admitted")).toBe(true);

    const term = await termOf(db, current.sessionId, current.semesterId);
    const short: string[] = [];
    for (const c of classes) {
      // A student of the class with no results or requests of their own (no carry-overs, no borrowed courses).
      const student = {
        id: 0,
        regNumber: "",
        fullName: "",
        programmeId: c.programmeId,
        departmentId: c.departmentId,
        level: { id: c.levelId, name: c.levelName },
        status: "active",
      };
      const rules = await termRules(db, student, term).catch((error: Error) => error);
      if (rules instanceof Error) {
        short.push(`${c.name} (${c.who}): ${rules.message}`);
        continue;
      }
      const courses = await registrableCourses(db, student, term);
      const offered = courses.reduce((sum, course) => sum + course.units, 0);
      const compulsory = courses
        .filter((course) => course.kind === "compulsory")
        .reduce((sum, course) => sum + course.units, 0);
      if (!rules.open) short.push(`${c.name} (${c.who}): registration is closed`);
      if (offered < rules.minUnits)
        short.push(`${c.name} (${c.who}): ${offered} units offered, ${rules.minUnits} needed`);
      if (compulsory > rules.maxUnits)
        short.push(`${c.name} (${c.who}): ${compulsory} compulsory units, at most ${rules.maxUnits} allowed`);
    }
    expect(short).toEqual([]);
  }, 120_000);
});
