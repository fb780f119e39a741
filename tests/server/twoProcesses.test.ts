import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { type Database, queryRows } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { type StartupSeed, seedAtStartup } from "../../src/server/db/seed/startupSeed";
import { GatewayUnreachableError } from "../../src/server/modules/payments/gateway/gatewayErrors";
import type { PaymentGateway } from "../../src/server/modules/payments/gateway/paymentGateway";
import { watchQueries } from "../support/queryCounter";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/testDatabase";

/**
 * Several server processes on one database (src/server/README.md, "Several processes"): started
 * together they migrate and seed once between them, and the payment reconciliation asks the
 * gateway once per interval whatever the number of processes. On PostgreSQL each "process" is an
 * app with its own connection pool, as `WORKERS=2` makes; PGlite serves one process, so there two
 * apps share its one connection (the job claims still decide), and its starts follow each other.
 */
/** Long enough that only the test's ticks, never real time, bring a round. */
const INTERVAL_MS = 10 * 60_000;

/** A gateway that notes when it is asked and cannot answer (so every round finds the invoice unpaid again). */
function countingGateway(asked: number[]): PaymentGateway {
  return {
    name: "remita",
    createRrr: () => Promise.reject(new Error("not used here")),
    checkStatus: async () => {
      asked.push(Date.now());
      throw new GatewayUnreachableError("checking a payment's status", "test gateway");
    },
    payLink: () => "",
    parseNotification: () => [],
  };
}

describe.each(databaseKinds)("two server processes on one %s database", (kind) => {
  let t: TestDatabase;
  let databases: Database[];
  let seeds: StartupSeed[];
  beforeAll(async () => {
    t = await createTestDatabase(kind, { migrated: false });
    databases = kind === "postgres" ? [t.database, await t.openAnother()] : [t.database, t.database];
    const start = async (database: Database) => {
      await migrate(database);
      return seedAtStartup(database, { seedDemo: true });
    };
    // Started together where two processes can be; one after the other on PGlite.
    seeds =
      kind === "postgres"
        ? await Promise.all(databases.map(start))
        : [await start(t.database), await start(t.database)];
  }, 240_000);
  afterAll(async () => t?.drop());

  it("seeds once: one start finds the other's rows and adds none", async () => {
    const seeded = seeds.filter((seed) => seed.rolesAndMenus);
    expect(seeded).toHaveLength(1);
    const other = seeds.find((seed) => !seed.rolesAndMenus);
    expect(other).toEqual({ rolesAndMenus: false, referenceLists: [], demo: { notices: 0, accounts: 0 } });
    const [counts] = await queryRows<{ superadmins: number; heads: number; departments: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM users WHERE user_name = 'superadmin') AS superadmins,
                 (SELECT count(*)::int FROM hod_assignments WHERE active) AS heads,
                 (SELECT count(DISTINCT department_id)::int FROM hod_assignments WHERE active) AS departments`,
    );
    expect(counts?.superadmins).toBe(1);
    // The seed that once failed two processes (hod_assignments_one_active): one head per department.
    expect(counts?.heads).toBe(counts?.departments);
  });

  it("asks the gateway once per reconciliation interval, not once per process", async () => {
    // An unpaid invoice with an RRR, as one whose payer never came back from the gateway.
    await t.database.db.execute(
      sql`INSERT INTO invoices (student_id, fee_purpose_id, session_id, payment_type, description, items, total, rrr)
          SELECT (SELECT min(id) FROM students WHERE id NOT IN (SELECT student_id FROM invoices WHERE student_id IS NOT NULL)),
            (SELECT min(id) FROM fee_purposes), (SELECT id FROM academic_sessions WHERE is_current),
            'Full', 'Reconciliation test', '[]'::jsonb, 0, '290000999001'`,
    );
    const [unpaid] = await queryRows<{ count: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS count FROM invoices WHERE status = 'unpaid' AND rrr IS NOT NULL`,
    );
    const invoices = unpaid?.count ?? 0;
    expect(invoices).toBeGreaterThan(0);
    await t.database.db.execute(sql`DELETE FROM job_runs`);
    const asked: number[] = [];
    // No expiry after the re-check: a round is over once the gateway was asked (no statement after it).
    const config = loadConfig({
      NODE_ENV: "test",
      CLIENT_DIR: "/nonexistent-client-dir",
      INVOICE_EXPIRY_DAYS: "0",
    });
    const apps: FastifyInstance[] = [];
    // The processes' timers tick when the test says (both at once, as in the worst case); the
    // database keeps its own clock, which is what the claims go by.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const watch = watchQueries();
    try {
      for (const database of databases) {
        const app = await buildApp({
          config,
          database,
          paymentGateway: countingGateway(asked),
          reconcileEveryMs: INTERVAL_MS,
        });
        await app.ready();
        apps.push(app);
      }
      const claimsSettled = () => watch.settled.filter((query) => /INSERT INTO job_runs/i.test(query)).length;
      for (let round = 1; round <= 3; round += 1) {
        const before = claimsSettled();
        vi.advanceTimersByTime(INTERVAL_MS);
        // Both processes asked for the round, and the one that got it asked the gateway.
        await vi.waitFor(
          () => {
            expect(claimsSettled()).toBeGreaterThanOrEqual(before + 2);
            expect(asked.length).toBeGreaterThanOrEqual(round * invoices);
          },
          { timeout: 20_000, interval: 20 },
        );
        expect(asked).toHaveLength(round * invoices);
        // The interval passes (on the database's clock).
        await t.database.db.execute(sql`UPDATE job_runs SET last_run_at = last_run_at - interval '1 hour'`);
      }
      expect(asked).toHaveLength(3 * invoices);
    } finally {
      watch.stop();
      vi.useRealTimers();
      for (const app of apps) await app.close();
    }
  }, 60_000);
});
