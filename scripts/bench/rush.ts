/**
 * `npm run bench:rush`: the admission-day rush. 10,000 application-invoice generations from 200
 * concurrent clients over loopback HTTP, on PostgreSQL (DATABASE_URL or TEST_DATABASE_URL; a
 * throw-away schema, dropped afterwards). Every applicant asks several times, as impatient people
 * do, so the one-open-invoice rule is exercised under load. Prints p50 / p99 latency and the count
 * of duplicate invoices, and the same workload against a bare Fastify route that calls the same
 * invoice service on the same pool, as the baseline of the figures; both servers are warmed
 * first. Targets: p99 ≤ 300 ms, 0 duplicates.
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
import Fastify from "fastify";
import pg from "pg";
import type { ApplicationInvoiceRequest } from "../../src/contract/payments";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase, queryRows } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { generateApplicationInvoice } from "../../src/server/modules/payments/invoices/applicantInvoices";

const REQUESTS = Number(process.env.RUSH_REQUESTS ?? 10_000);
const CLIENTS = Number(process.env.RUSH_CLIENTS ?? 200);
/** How many times each applicant asks for their invoice. */
const ASKS_PER_APPLICANT = 5;
/** Requests sent to each server before the measured runs (not counted). */
const WARM_UP_REQUESTS = Math.min(1_000, Math.max(CLIENTS * 2, Math.floor(REQUESTS / 10)));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface RushRun {
  seconds: number;
  perSecond: number;
  failures: number;
  p50: number;
  p99: number;
  /** Phones that were answered more than one invoice number. */
  answeredDuplicates: number;
}

/** REQUESTS invoice requests from CLIENTS concurrent clients, each applicant asking several times. */
async function rush(
  url: string,
  sessionId: number | undefined,
  firstPhone: number,
  requests = REQUESTS,
): Promise<RushRun> {
  const phoneOf = (index: number) => `0803${String(firstPhone + index).padStart(7, "0")}`;
  // Side by side, so that one applicant's asks are in flight at the same time.
  const work = Array.from({ length: requests }, (_, i) => Math.floor(i / ASKS_PER_APPLICANT));
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
        const answer = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            lastName: "Rush",
            firstName: "Applicant",
            mobileNumber: phone,
            sessionId,
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
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    seconds,
    perSecond: requests / seconds,
    failures,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    answeredDuplicates: [...numbersByPhone.values()].reduce((sum, set) => sum + set.size - 1, 0),
  };
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
    // The same service with none of the portal around it (no validation, access, envelope, helmet,
    // rate limits or logging), on the same pool, in the same run: the baseline of the figures.
    const bare = Fastify();
    bare.post("/bare", async (request) => {
      const invoice = await generateApplicationInvoice(
        database.db,
        app.applicationTypes,
        request.body as ApplicationInvoiceRequest,
      );
      return { data: { invoiceNumber: invoice.invoice_number } };
    });
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;

    // Both servers are warmed first with applicants of their own (phones from 8000000 and 9000000
    // on, not counted): whichever ran first otherwise paid alone for the pool's connections, the
    // JIT and PostgreSQL's caches, which showed as a tail twice the other's whichever that was.
    await rush(`${base}/api/ApplicationInvoice/generate`, session?.id, 8_000_000, WARM_UP_REQUESTS);
    await rush(`${bareBase}/bare`, session?.id, 9_000_000, WARM_UP_REQUESTS);
    const portal = await rush(`${base}/api/ApplicationInvoice/generate`, session?.id, 0);
    // Other applicants (phones from 5000000 on), so the baseline creates as many invoices as the portal.
    const baseline = await rush(`${bareBase}/bare`, session?.id, 5_000_000);
    await app.close();
    await bare.close();

    const [rows] = await queryRows<{ invoices: number; duplicates: number }>(
      database.db,
      sql`SELECT count(*)::int AS invoices,
  (SELECT coalesce(sum(n - 1), 0)::int FROM (SELECT count(*) AS n FROM invoices WHERE applicant_id IS NOT NULL
    GROUP BY applicant_id, fee_purpose_id, session_id, payment_type) g) AS duplicates
FROM invoices WHERE applicant_id IS NOT NULL`,
    );
    console.log(
      `bench:rush — ${REQUESTS} invoice requests, ${CLIENTS} concurrent clients, ${applicants} applicants, per run`,
    );
    for (const [name, run] of [
      ["portal (POST /api/ApplicationInvoice/generate)", portal],
      ["baseline (bare Fastify route, same service and pool)", baseline],
    ] as const)
      console.log(
        `  ${name}: ${run.seconds.toFixed(1)} s, ${run.perSecond.toFixed(0)} requests/s, failures ${run.failures}, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`,
      );
    console.log(
      `  portal / baseline: throughput ${(portal.perSecond / baseline.perSecond).toFixed(2)}, p99 ${(portal.p99 / baseline.p99).toFixed(2)}`,
    );
    console.log(
      `  applicant invoices ${rows?.invoices}, duplicate invoices ${(rows?.duplicates ?? 0) + portal.answeredDuplicates + baseline.answeredDuplicates} (targets: p99 ≤ 300 ms, 0 duplicates)`,
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
