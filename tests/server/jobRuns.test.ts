import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { claimJobRun } from "../../src/server/db/jobRuns";
import { underStartupLock } from "../../src/server/db/migrate";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/testDatabase";

const HOUR = 60 * 60_000;

describe.each(databaseKinds)("background jobs with several processes, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => t?.drop());
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM job_runs`);
  });

  it("claims one run per interval: the first asker runs it, the others skip until the interval has passed", async () => {
    const { db } = t.database;
    expect(await claimJobRun(db, "reconciliation", HOUR)).toBe(true);
    expect(await claimJobRun(db, "reconciliation", HOUR)).toBe(false);
    // Another job has its own rounds.
    expect(await claimJobRun(db, "housekeeping", HOUR)).toBe(true);
    await db.execute(
      sql`UPDATE job_runs SET last_run_at = now() - interval '61 minutes' WHERE name = 'reconciliation'`,
    );
    const asked = await Promise.all(
      Array.from({ length: 12 }, () => claimJobRun(db, "reconciliation", HOUR)),
    );
    expect(asked.filter(Boolean)).toHaveLength(1);
  });

  it.runIf(kind === "postgres")(
    "two processes asking at once make one run, and seed one after the other",
    async () => {
      const other: Database = await t.openAnother();
      const asked = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          claimJobRun((i % 2 ? other : t.database).db, "reconciliation", HOUR),
        ),
      );
      expect(asked.filter(Boolean)).toHaveLength(1);

      // Startup work under the lock never overlaps across processes.
      const spans: [number, number][] = [];
      const work = (database: Database) =>
        underStartupLock(database, async () => {
          const start = performance.now();
          await database.db.execute(sql`SELECT pg_sleep(0.2)`);
          spans.push([start, performance.now()]);
        });
      await Promise.all([work(t.database), work(other)]);
      const [first, second] = spans.sort((a, b) => a[0] - b[0]);
      expect(second?.[0]).toBeGreaterThanOrEqual(first?.[1] ?? Number.POSITIVE_INFINITY);
    },
  );
});
