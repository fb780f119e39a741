/**
 * `npm run bench:rush`: the admission-day rush. 10,000 application-invoice generations from 200
 * concurrent clients over loopback HTTP, on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; a
 * throw-away schema, dropped afterwards). Every applicant asks several times, as impatient people
 * do, so the one-open-invoice rule is exercised under load. Prints p50 / p99 latency and the count
 * of duplicate invoices. Targets: p99 ≤ 300 ms, 0 duplicates.
 *
 *   npm run bench:rush
 *   RUSH_REQUESTS=2000 RUSH_CLIENTS=100 npm run bench:rush      (a smaller machine)
 *
 * The app runs in this process (listening on 127.0.0.1, reached by real HTTP requests), so the
 * clients' own work shares its CPU: the figures are an upper bound on the server's latency.
 */
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase, queryRows } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { seedDemoData } from "../../src/server/db/seed/seed";

const REQUESTS = Number(process.env.RUSH_REQUESTS ?? 10_000);
const CLIENTS = Number(process.env.RUSH_CLIENTS ?? 200);
/** How many times each applicant asks for their invoice. */
const ASKS_PER_APPLICANT = 5;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error("bench:rush needs PostgreSQL: set DATABASE_URL or TEST_DATABASE_URL.");
    process.exit(1);
  }
  const schemaName = `rush_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  const database = await openDatabase({ url, searchPath: schemaName });
  try {
    await migrate(database);
    await seedDemoData(database.db);
    const [session] = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM academic_sessions WHERE is_current`,
    );
    const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir" });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const applicants = Math.ceil(REQUESTS / ASKS_PER_APPLICANT);
    const phoneOf = (index: number) => `0803${String(index).padStart(7, "0")}`;
    // Side by side, so that one applicant's asks are in flight at the same time.
    const work = Array.from({ length: REQUESTS }, (_, i) => Math.floor(i / ASKS_PER_APPLICANT));
    const latencies: number[] = [];
    const numbersByPhone = new Map<string, Set<string>>();
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < work.length) {
          const phone = phoneOf(work[next++] ?? 0);
          const t0 = performance.now();
          const answer = await fetch(`${base}/api/ApplicationInvoice/generate`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              lastName: "Rush",
              firstName: "Applicant",
              mobileNumber: phone,
              sessionId: session?.id,
              applicationTypeId: "nce",
            }),
          });
          const body = (await answer.json()) as { data?: { invoiceNumber?: string } };
          latencies.push(performance.now() - t0);
          if (!answer.ok || !body.data?.invoiceNumber) {
            failures += 1;
            continue;
          }
          const seen = numbersByPhone.get(phone) ?? new Set<string>();
          seen.add(body.data.invoiceNumber);
          numbersByPhone.set(phone, seen);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await app.close();

    const [rows] = await queryRows<{ invoices: number; duplicates: number }>(
      database.db,
      sql`SELECT count(*)::int AS invoices,
  (SELECT coalesce(sum(n - 1), 0)::int FROM (SELECT count(*) AS n FROM invoices GROUP BY applicant_id, fee_purpose_id, session_id, payment_type) g) AS duplicates
FROM invoices`,
    );
    const answeredDuplicates = [...numbersByPhone.values()].reduce((sum, set) => sum + set.size - 1, 0);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(
      `bench:rush — ${REQUESTS} invoice requests, ${CLIENTS} concurrent clients, ${applicants} applicants`,
    );
    console.log(
      `  time ${seconds.toFixed(1)} s, ${(REQUESTS / seconds).toFixed(0)} requests/s, failures ${failures}`,
    );
    console.log(
      `  latency p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `  invoices ${rows?.invoices}, duplicate invoices ${(rows?.duplicates ?? 0) + answeredDuplicates} (targets: p99 ≤ 300 ms, 0 duplicates)`,
    );
  } finally {
    await database.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error("bench:rush failed:", error);
  process.exit(1);
});
