/**
 * `npm run seed:load`: 20,000 students for load benchmarks on the configured database (PGlite in
 * DATA_DIR, or PostgreSQL at DATABASE_URL), in batches of 1,000 with progress. Idempotent: a second
 * run adds nothing. Not part of `npm start`; refused in production. Stop a PGlite server first (one
 * process owns a PGlite data directory).
 *
 *   npm run seed:load                 (20,000)
 *   LOAD_STUDENTS=5000 npm run seed:load
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/database";
import { migrate } from "../src/server/db/migrate";
import { LOAD_STUDENT_COUNT, seedLoadStudents } from "../src/server/db/seed/students/loadStudents";

async function main(): Promise<void> {
  if (process.env.NODE_ENV === "production") {
    console.error("seed:load makes made-up students for benchmarks; it never runs in production.");
    process.exit(1);
  }
  const count = Number(process.env.LOAD_STUDENTS ?? LOAD_STUDENT_COUNT);
  if (!Number.isSafeInteger(count) || count < 1) {
    console.error(`LOAD_STUDENTS must be a whole number of students, not "${process.env.LOAD_STUDENTS}".`);
    process.exit(1);
  }
  const url = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR ?? "./data";
  const database = await openDatabase({ url, dataDir });
  const where = url ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${dataDir}`;
  try {
    await migrate(database);
    console.log(`seed:load: ${count} load-test students on ${where}`);
    const started = performance.now();
    const outcome = await seedLoadStudents(database.db, count, (done, added) => {
      console.log(`  ${String(done).padStart(6)} / ${count} checked, ${added} new`);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `seed:load: ${outcome.added} new students in ${seconds} s; ${outcome.total} students in all.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error("seed:load failed:", error);
  process.exit(1);
});
