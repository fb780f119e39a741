import { sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/database";
import { seedCourseManagement } from "../../src/server/db/seed/courses";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { seedDemoStudents } from "../../src/server/db/seed/students/demoStudents";
import { test as base } from "../fixtures";

/**
 * The academic specs' test: a worker of its own whose server holds the demo college (schools,
 * departments, sessions, programmes, the demo students, lecturers, courses and who teaches them)
 * plus whatever `extraSeeds` add, in order. Each test starts without sign-in throttling left by
 * the previous one (these flows sign several accounts in, many times over a worker's life).
 */
export function demoCollegeTest(extraSeeds: ((db: Db) => Promise<unknown>)[], timeout = 60_000) {
  return base.extend<{ freshRateLimits: undefined }, { demoCollege: undefined }>({
    demoCollege: [
      async ({ server }, use) => {
        const db = server.database.db;
        await seedSchoolSetup(db);
        await seedDemoStudents(db);
        await seedCourseManagement(db);
        for (const seed of extraSeeds) await seed(db);
        await use(undefined);
      },
      { scope: "worker", auto: true, timeout },
    ],
    freshRateLimits: [
      async ({ server }, use) => {
        await server.database.db.execute(sql`DELETE FROM rate_limits`);
        await use(undefined);
      },
      { auto: true },
    ],
  });
}
