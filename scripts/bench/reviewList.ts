/**
 * `npm run bench:reviewlist`: the admission rush at the admissions office. A few thousand
 * submitted applications on the embedded database (PGlite, in memory), the portal listening on
 * 127.0.0.1, and REVIEW_CLIENTS signed-in admissions officers paging, filtering and counting the
 * application review list (`/api/workflows/application-review/rows`) over loopback HTTP at once.
 *
 * Baselines, served by the same app in the same run and loaded in alternating rounds (so a busy
 * neighbour slows them alike):
 * - **before**: the same workflow file as it was before it named a `source`
 *   (`application-review-before.json`: thirteen fields each a subquery per row, an EXISTS as its
 *   `listWhere`), through the same endpoint;
 * - **plain**: the generic resource list over the `application_reviews` view
 *   (`/api/resources/application-reviews`), which shows ids where the review list shows names and
 *   works out no steps per row.
 *
 *   npm run bench:reviewlist
 *   REVIEW_APPLICATIONS=1000 REVIEW_REQUESTS=60 REVIEW_CLIENTS=10 npm run bench:reviewlist
 *
 * Prints per scenario and list p50 / p99 latency and throughput, and the ratios of the review list
 * to both baselines (below 1: faster). The clients share the server's process and CPU.
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { checkWorkflowFile } from "../../src/schema/workflows";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase, queryRows } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { signAccessToken } from "../../src/server/modules/auth/accessToken";
import { issueRefreshToken } from "../../src/server/modules/auth/refreshTokens";

const APPLICATIONS = Number(process.env.REVIEW_APPLICATIONS ?? 3_000);
/** Requests per scenario and list, over all rounds. */
const REQUESTS = Number(process.env.REVIEW_REQUESTS ?? 120);
const CLIENTS = Number(process.env.REVIEW_CLIENTS ?? 20);
const ROUNDS = 3;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Run {
  latencies: number[];
  seconds: number;
  errors: number;
}

/** `requests` GETs of `url` from CLIENTS clients at once. */
async function load(url: string, token: string, requests: number, into: Run): Promise<void> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await answer.arrayBuffer();
        into.latencies.push(performance.now() - t0);
        if (answer.status !== 200) into.errors += 1;
      }
    }),
  );
  into.seconds += (performance.now() - started) / 1000;
}

/**
 * Submitted applications of the current session, as the rush leaves them: chosen departments,
 * UTME scores, O-level sittings (some checked), one in five decided.
 */
export async function seedApplications(
  db: Parameters<typeof seedDemoData>[0],
  sessionId: number,
): Promise<void> {
  const [{ first } = { first: 0 }] = await queryRows<{ first: number }>(
    db,
    sql`SELECT coalesce(max(id), 0) + 1 AS first FROM applicants`,
  );
  await db.execute(sql`
    INSERT INTO applicants (application_type_id, session_id, last_name, first_name, middle_name, email, mobile_number, status)
    SELECT 'nce', ${sessionId},
      (ARRAY['Okafor','Adeyemi','Bello','Eze','Ibrahim','Okonkwo','Adebayo','Musa','Nwosu','Ogunleye'])[1 + g % 10],
      (ARRAY['Ada','Tunde','Aisha','Emeka','Fatima','Ngozi','Sani','Bola','Chidi','Zainab'])[1 + (g / 10) % 10],
      'Rush', 'rush' || g || '@example.com', '081' || lpad(g::text, 8, '0'),
      CASE WHEN g % 10 = 0 THEN 'admitted' WHEN g % 10 = 5 THEN 'not_admitted' ELSE 'submitted' END
    FROM generate_series(1, ${APPLICATIONS}) AS g`);
  await db.execute(sql`
    WITH choices AS (
      SELECT row_number() OVER (ORDER BY pd.department_id) - 1 AS n, pd.department_id
      FROM programme_departments pd JOIN programmes p ON p.id = pd.programme_id WHERE p.code = 'NCE' AND pd.active)
    INSERT INTO application_drafts (application_type, data, applicant_id, submitted_at)
    SELECT 'nce', jsonb_build_object(
        'programme', jsonb_build_object('departmentId', d.department_id),
        'utme', jsonb_build_object('utmeScore', 140 + a.id % 200, 'regNumber', 'RUSH' || a.id),
        'olevel', jsonb_build_array(jsonb_build_object('examNumber', 'E' || a.id))),
      a.id, now() - (a.id % 5000) * interval '1 minute'
    FROM applicants a
    JOIN choices d ON d.n = a.id % (SELECT count(*) FROM choices)
    WHERE a.id >= ${first}`);
  await db.execute(sql`
    INSERT INTO admission_decisions (applicant_id, status, programme_id, department_id, level_id, session_id)
    SELECT a.id, a.status, CASE WHEN a.status = 'admitted' THEN p.id END,
      CASE WHEN a.status = 'admitted' THEN (d.data #>> '{programme,departmentId}')::integer END,
      CASE WHEN a.status = 'admitted' THEN (SELECT id FROM levels ORDER BY value LIMIT 1) END, a.session_id
    FROM applicants a JOIN application_drafts d ON d.applicant_id = a.id
    CROSS JOIN (SELECT id FROM programmes WHERE code = 'NCE') p
    WHERE a.id >= ${first} AND a.status IN ('admitted', 'not_admitted')`);
  await db.execute(sql`
    INSERT INTO applicant_verifications (applicant_id, kind, item_index, exam_type_id, result_found, verified)
    SELECT a.id, 'olevel', 0, (SELECT min(id) FROM olevel_exam_types), 'Five credits', a.id % 9 <> 0
    FROM applicants a WHERE a.id >= ${first} AND a.id % 3 = 0`);
  await db.execute(sql`ANALYZE`);
}

async function main(): Promise<void> {
  const database = await openDatabase();
  try {
    const seeding = performance.now();
    await migrate(database);
    await seedDemoData(database.db);
    const db = database.db;
    const [session] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM academic_sessions WHERE is_current`,
    );
    if (!session) throw new Error("the demo data has no current session");
    await seedApplications(db, session.id);
    const [counted] = await queryRows<{ submitted: number; department: number }>(
      db,
      sql`SELECT count(*)::integer AS submitted,
        (SELECT department_id FROM application_reviews WHERE olevel_verification = 'Not checked'
          GROUP BY department_id ORDER BY count(*) DESC, department_id LIMIT 1) AS department
        FROM application_reviews`,
    );
    const before = checkWorkflowFile(
      "application-review-before.json",
      JSON.parse(readFileSync(new URL("application-review-before.json", import.meta.url), "utf8")),
    );
    const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir" });
    const app = await buildApp({ config, database, workflows: [before] });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
    const [officer] = await queryRows<{ id: number; userName: string }>(
      db,
      sql`SELECT id, user_name AS "userName" FROM users WHERE user_name = 'admissions'`,
    );
    if (!officer) throw new Error("the demo data has no admissions officer");
    const { familyId } = await issueRefreshToken(db, officer.id);
    const token = signAccessToken(
      { ...officer, userType: "official", roles: ["admissions"], claims: [], sessionId: familyId },
      config.jwtSecret,
    ).token;
    console.log(
      `${counted?.submitted.toLocaleString()} submitted applications seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ` +
        `${CLIENTS} clients, ${REQUESTS} requests per scenario and list in ${ROUNDS} alternating rounds`,
    );

    const filtered = `departmentId=${counted?.department}&olevelVerification=Not%20checked&utmeScoreFrom=200&search=rush&pageSize=20`;
    const scenarios: [string, string, string][] = [
      ["first page", "waiting=true&pageSize=20", "pageSize=20"],
      ["filtered + sorted page", filtered, filtered],
      ["count (pageSize=5, all states)", "pageSize=5", "pageSize=5"],
    ];
    const lists = [
      ["review list", (query: string) => `${base}/workflows/application-review/rows?${query}`],
      ["before", (query: string) => `${base}/workflows/application-review-before/rows?${query}`],
      ["plain", (_: string, plain: string) => `${base}/resources/application-reviews?${plain}`],
    ] as const;
    const table: string[][] = [];
    for (const [scenario, query, plain] of scenarios) {
      const urls = lists.map(([name, url]) => [name, url(query, plain)] as const);
      // The same rows from both workflow files, or the comparison means nothing.
      const totals = await Promise.all(
        urls.map(async ([, url]) => {
          const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${await answer.text()}`);
          return ((await answer.json()) as { data: { meta: { totalCount: number } } }).data.meta.totalCount;
        }),
      );
      if (totals[0] !== totals[1])
        throw new Error(`${scenario}: ${totals[0]} rows against ${totals[1]} before`);
      for (const [, url] of urls) await load(url, token, CLIENTS, { latencies: [], seconds: 0, errors: 0 }); // warm-up
      const runs = urls.map((): Run => ({ latencies: [], seconds: 0, errors: 0 }));
      for (let round = 0; round < ROUNDS; round += 1) {
        const order = round % 2 === 0 ? [0, 1, 2] : [2, 1, 0];
        for (const index of order)
          await load(urls[index]?.[1] as string, token, Math.ceil(REQUESTS / ROUNDS), runs[index] as Run);
      }
      const figures = runs.map((run) => {
        const sorted = [...run.latencies].sort((a, b) => a - b);
        return {
          p50: percentile(sorted, 50),
          p99: percentile(sorted, 99),
          perSecond: run.latencies.length / run.seconds,
          errors: run.errors,
        };
      });
      for (const [index, [name]] of lists.entries()) {
        const own = figures[index] as (typeof figures)[number];
        const ours = figures[0] as (typeof figures)[number];
        table.push([
          scenario,
          `${name} (${totals[index]} rows)`,
          own.p50.toFixed(0),
          own.p99.toFixed(0),
          own.perSecond.toFixed(1),
          String(own.errors),
          index === 0
            ? ""
            : `${(ours.p50 / own.p50).toFixed(2)} / ${(ours.perSecond / own.perSecond).toFixed(2)}`,
        ]);
      }
    }
    console.log(
      "\n| scenario | list | p50 ms | p99 ms | requests/s | errors | review list ÷ this: p50 / throughput |",
    );
    console.log("| --- | --- | --- | --- | --- | --- | --- |");
    for (const row of table) console.log(`| ${row.join(" | ")} |`);
    await app.close();
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
