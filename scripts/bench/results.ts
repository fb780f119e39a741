/**
 * `npm run bench:results`: the day results are released. On PostgreSQL (BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL; a throw-away schema, dropped afterwards): the demo college,
 * 20,000 load students (seed:load's) with published results of two sessions (about 12 per
 * student), and 500 of them with sign-in accounts. 500 concurrent clients each sign in once, then
 * read their /results page's API calls (GET /api/Results/student-results and
 * /api/Results/my-transcript-requests) over and over for 60 s. Then the same queries from a bare
 * Fastify route (the same service functions on the same pool, no access check, validation,
 * envelope, helmet or logging) in the same run, as the baseline. Prints p50 / p99, errors and
 * throughput of each, and the ratios. Targets: p99 ≤ 200 ms, 0 errors, the portal's throughput
 * ≥ 70% of the bare route's.
 *
 *   npm run bench:results
 *   npm run bench:results -- --duration 15            (seconds per run)
 *   RESULTS_CLIENTS=100 LOAD_STUDENTS=5000 npm run bench:results
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
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase, queryRows } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { DEMO_PASSWORD } from "../../src/server/db/seed/identity";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { seedLoadStudents } from "../../src/server/db/seed/students/loadStudents";
import { hashPassword } from "../../src/server/modules/auth/passwords";
import { studentResults } from "../../src/server/modules/results/studentResults";
import { ownTranscriptRequests } from "../../src/server/modules/results/transcripts";

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

const DURATION_S = Number(argument("duration") ?? process.env.RESULTS_DURATION ?? 60);
const CLIENTS = Number(argument("clients") ?? process.env.RESULTS_CLIENTS ?? 500);
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 20_000);
/** The calls the /results page makes when it opens (ResultsPage.tsx). */
const PAGE_CALLS = ["/Results/student-results", "/Results/my-transcript-requests"];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

interface Run {
  requests: number;
  perSecond: number;
  errors: number;
  p50: number;
  p99: number;
}

/** CLIENTS clients, each reading its page's calls in a loop until the time is up. */
async function readLoop(
  clients: { headers: Record<string, string>; path: (call: string) => string }[],
  base: string,
  seconds = DURATION_S,
): Promise<Run> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        for (const call of PAGE_CALLS) {
          const t0 = performance.now();
          try {
            const answer = await fetch(`${base}${client.path(call)}`, { headers: client.headers });
            const body = (await answer.json()) as { data?: unknown };
            if (!answer.ok || body.data === undefined) errors += 1;
          } catch {
            errors += 1;
          }
          latencies.push(performance.now() - t0);
        }
      }
    }),
  );
  const took = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    perSecond: sorted.length / took,
    errors,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error(
      "bench:results needs PostgreSQL: set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL.",
    );
    process.exit(1);
  }
  const schemaName = `results_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  const database = await openDatabase({ url, searchPath: schemaName });
  const db = database.db;
  try {
    const prepared = performance.now();
    await migrate(database);
    await seedDemoData(db);
    await seedLoadStudents(db, STUDENTS);
    // Published results: each load student's 100-level courses in the session before last and
    // 200-level ones in the last, of their department and General Studies; scores spread by ids,
    // graded by the bands.
    await db.execute(sql`
      WITH sessions AS (
        SELECT id, row_number() OVER (ORDER BY start_date DESC) AS back FROM academic_sessions
        WHERE start_date < (SELECT start_date FROM academic_sessions WHERE is_current)
      ), taken AS (
        SELECT st.id AS student_id, c.id AS course_id, c.units, c.semester_id, s.id AS session_id,
          (st.id * 7 + c.id * 13) % 41 AS ca, (st.id * 11 + c.id * 17) % 61 AS exam
        FROM students st
        JOIN sessions s ON s.back IN (1, 2)
        JOIN levels l ON l.value = CASE s.back WHEN 2 THEN 100 ELSE 200 END
        JOIN courses c ON c.level_id = l.id AND c.active
          AND (c.department_id = st.department_id OR c.department_id = (SELECT id FROM departments WHERE code = 'GSE'))
        WHERE st.user_id IS NULL
      )
      INSERT INTO course_results (student_id, course_id, session_id, semester_id, units, ca_score, exam_score,
        grade, points, status)
      SELECT t.student_id, t.course_id, t.session_id, t.semester_id, t.units, t.ca, t.exam, b.grade, b.points, 'published'
      FROM taken t
      CROSS JOIN LATERAL (SELECT grade, points FROM grade_bands WHERE min_score <= t.ca + t.exam
        ORDER BY min_score DESC LIMIT 1) b
      ON CONFLICT DO NOTHING`);
    await db.execute(sql`ANALYZE`);
    // Sign-in accounts for CLIENTS students with results (one argon2id hash shared: the password is the same).
    const hash = await hashPassword(DEMO_PASSWORD);
    const accounts = await queryRows<{ user_name: string }>(
      db,
      sql`WITH chosen AS (
        SELECT st.id, st.full_name, row_number() OVER (ORDER BY st.id) AS n FROM students st
        WHERE st.user_id IS NULL AND EXISTS (SELECT 1 FROM course_results r WHERE r.student_id = st.id)
        ORDER BY st.id LIMIT ${CLIENTS}
      ), made AS (
        INSERT INTO users (user_name, full_name, user_type, password_hash, setup_complete)
        SELECT 'bench' || n, full_name, 'student', ${hash}, true FROM chosen RETURNING id, user_name
      ), linked AS (
        UPDATE students st SET user_id = made.id FROM chosen, made
        WHERE chosen.id = st.id AND made.user_name = 'bench' || chosen.n RETURNING st.id
      ), roled AS (
        INSERT INTO user_roles (user_id, role_id) SELECT made.id, r.id FROM made JOIN roles r ON r.name = 'student'
        RETURNING user_id
      )
      SELECT made.user_name FROM made WHERE (SELECT count(*) FROM linked) >= 0 AND (SELECT count(*) FROM roled) >= 0`,
    );
    const [counts] = await queryRows<{ students: number; results: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM students) AS students, (SELECT count(*)::int FROM course_results) AS results`,
    );
    console.log(
      `bench:results — ${counts?.students} students, ${counts?.results} published results, ${accounts.length} signed-in clients, ${DURATION_S} s per run (prepared in ${((performance.now() - prepared) / 1000).toFixed(0)} s)`,
    );

    const config = loadConfig({
      NODE_ENV: "test",
      CLIENT_DIR: "/nonexistent-client-dir",
      LOG_LEVEL: "silent",
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;

    // Everyone signs in once (argon2id: the slow part of the morning, measured apart).
    const signInStarted = performance.now();
    let signInErrors = 0;
    const sessions: { token: string; userId: number }[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(50, accounts.length) }, async () => {
        while (next < accounts.length) {
          const account = accounts[next++];
          if (!account) break;
          const answer = await fetch(`${base}/Authentication/login`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ userName: account.user_name, password: DEMO_PASSWORD }),
          });
          const body = (await answer.json()) as { data?: { jwtToken?: { token: string }; userId?: number } };
          if (!answer.ok || !body.data?.jwtToken) {
            if (signInErrors === 0)
              console.error(`  first sign-in error: ${answer.status} ${JSON.stringify(body)}`);
            signInErrors += 1;
            continue;
          }
          sessions.push({ token: body.data.jwtToken.token, userId: Number(body.data.userId) });
        }
      }),
    );
    const signInSeconds = (performance.now() - signInStarted) / 1000;

    // The same service functions with none of the portal around them, on the same pool.
    const bare = Fastify();
    bare.get("/bare/Results/student-results", async (request) => ({
      data: await studentResults(db, Number((request.query as { userId: string }).userId)),
    }));
    bare.get("/bare/Results/my-transcript-requests", async (request) => ({
      data: await ownTranscriptRequests(db, Number((request.query as { userId: string }).userId)),
    }));
    await bare.listen({ port: 0, host: "127.0.0.1" });
    const bareBase = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/bare`;

    const portalClients = sessions.map((session) => ({
      headers: { authorization: `Bearer ${session.token}` },
      path: (call: string) => call,
    }));
    const bareClients = sessions.map((session) => ({
      headers: {},
      path: (call: string) => `${call}?userId=${session.userId}`,
    }));
    // Both warmed first (not counted): whichever ran first otherwise paid alone for the JIT, the
    // pool's connections and PostgreSQL's caches, right after the sign-ins' hashing.
    const warmUp = Math.max(2, Math.round(DURATION_S / 6));
    await readLoop(portalClients, base, warmUp);
    await readLoop(bareClients, bareBase, warmUp);
    const portal = await readLoop(portalClients, base);
    const baseline = await readLoop(bareClients, bareBase);
    await app.close();
    await bare.close();

    console.log(
      `  sign-in: ${sessions.length} clients in ${signInSeconds.toFixed(1)} s, errors ${signInErrors}`,
    );
    for (const [name, run] of [
      ["portal (GET /api/Results/student-results + my-transcript-requests)", portal],
      ["baseline (bare Fastify routes, same services and pool)", baseline],
    ] as const)
      console.log(
        `  ${name}: ${run.requests} requests, ${run.perSecond.toFixed(0)} requests/s, errors ${run.errors}, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`,
      );
    console.log(
      `  portal / baseline: throughput ${(portal.perSecond / baseline.perSecond).toFixed(2)}, p50 ${(portal.p50 / baseline.p50).toFixed(2)}, p99 ${(portal.p99 / baseline.p99).toFixed(2)}`,
    );
    console.log("  targets: p99 ≤ 200 ms, 0 errors, portal throughput ≥ 0.70 of the baseline's");
  } finally {
    await database.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error("bench:results failed:", error);
  process.exit(1);
});
