import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type Database, type Db, openDatabase, queryRows } from "../../../src/server/db/database";
import { migrate } from "../../../src/server/db/migrate";
import { DEMO_PASSWORD } from "../../../src/server/db/seed/identity";
import { seedDemoData } from "../../../src/server/db/seed/seed";
import { seedLoadStudents } from "../../../src/server/db/seed/students/loadStudents";
import { hashPassword } from "../../../src/server/modules/auth/passwords";
import { type RunningServer, startBare, startPortal, urlInSchema } from "./portalProcesses";

/**
 * What bench:results and bench:dashboard share: a throw-away schema with the demo college and
 * load students, sign-in accounts for the clients, the portal in 1 and 2 processes and the bare
 * routes in one, each loaded in turn by the same clients, and the printed comparison.
 */

export function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/** `--workers 1,2` (the default): the process counts the portal is measured with. */
export function workerCounts(): number[] {
  return (argument("workers") ?? "1,2").split(",").map((count) => {
    const workers = Number(count);
    if (!Number.isInteger(workers) || workers < 1 || workers > 32)
      throw new Error(`--workers takes process counts from 1 to 32, like 1,2 (got "${count}")`);
    return workers;
  });
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export interface Run {
  requests: number;
  perSecond: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface Client {
  headers: Record<string, string>;
  path: (call: string) => string;
}

/** What one stretch of load gave: each request's latency, the errors, the requests answered in time, its length. */
interface Stretch {
  latencies: number[];
  errors: number;
  /** Requests answered before the stretch's end (those still out then are not counted as throughput). */
  answered: number;
  seconds: number;
}

/** Each client reads `calls` in a loop until the time is up; every call is one request. */
async function readLoop(
  clients: readonly Client[],
  base: string,
  calls: readonly string[],
  seconds: number,
): Promise<Stretch> {
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        for (const call of calls) {
          if (performance.now() >= deadline) break;
          const t0 = performance.now();
          try {
            const answer = await fetch(`${base}${client.path(call)}`, { headers: client.headers });
            const body = (await answer.json()) as { data?: unknown };
            if (!answer.ok || body.data === undefined) {
              errors += 1;
              firstError ??= `${answer.status} ${call}: ${JSON.stringify(body).slice(0, 200)}`;
            }
          } catch (error) {
            errors += 1;
            firstError ??= `${call}: ${String(error)}`;
          }
          const t1 = performance.now();
          latencies.push(t1 - t0);
          if (t1 <= deadline) answered += 1;
        }
      }
    }),
  );
  if (firstError) console.error(`  first error (${base}): ${firstError}`);
  return { latencies, errors, answered, seconds };
}

function summary(stretches: readonly Stretch[]): Run {
  const sorted = stretches.flatMap((stretch) => stretch.latencies).sort((a, b) => a - b);
  const seconds = stretches.reduce((sum, stretch) => sum + stretch.seconds, 0);
  const answered = stretches.reduce((sum, stretch) => sum + stretch.answered, 0);
  return {
    requests: sorted.length,
    perSecond: answered / seconds,
    errors: stretches.reduce((sum, stretch) => sum + stretch.errors, 0),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

export interface PreparedCollege {
  /** DATABASE_URL for the servers: the bench's schema. */
  url: string;
  database: Database;
  /** The clients' user names (password DEMO_PASSWORD). */
  accounts: string[];
  drop(): Promise<void>;
}

/**
 * A fresh schema on `url` with the migrations, the demo college, `students` load students,
 * `extra` (the bench's own rows) and sign-in accounts for `clients` of the load students that
 * `chosen` (SQL over `st`) picks, all with one argon2id hash of the demo password.
 */
export async function prepareCollege(
  url: string,
  {
    students,
    clients,
    extra,
    chosen,
  }: {
    students: number;
    clients: number;
    extra?: (db: Db) => Promise<void>;
    chosen?: ReturnType<typeof sql>;
  },
): Promise<PreparedCollege> {
  const schemaName = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  const database = await openDatabase({ url, searchPath: schemaName });
  const drop = async () => {
    await database.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await admin.end();
  };
  try {
    const db = database.db;
    await migrate(database);
    await seedDemoData(db);
    await seedLoadStudents(db, students);
    await extra?.(db);
    await db.execute(sql`ANALYZE`);
    const hash = await hashPassword(DEMO_PASSWORD);
    const accounts = await queryRows<{ user_name: string }>(
      db,
      sql`WITH chosen AS (
        SELECT st.id, st.full_name, row_number() OVER (ORDER BY st.id) AS n FROM students st
        WHERE st.user_id IS NULL AND ${chosen ?? sql`true`}
        ORDER BY st.id LIMIT ${clients}
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
    return {
      url: urlInSchema(url, schemaName),
      database,
      accounts: accounts.map((account) => account.user_name),
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

export interface Session {
  token: string;
  userId: number;
}

/** Everyone signs in once through `base` (argon2id: measured apart from the reads). */
export async function signIn(
  base: string,
  accounts: readonly string[],
): Promise<{ sessions: Session[]; seconds: number; errors: number }> {
  const startedAt = performance.now();
  let errors = 0;
  const sessions: Session[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(50, accounts.length) }, async () => {
      while (next < accounts.length) {
        const userName = accounts[next++];
        if (!userName) break;
        const answer = await fetch(`${base}/Authentication/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ userName, password: DEMO_PASSWORD }),
        });
        const body = (await answer.json()) as { data?: { jwtToken?: { token: string }; userId?: number } };
        if (!answer.ok || !body.data?.jwtToken) {
          if (errors === 0) console.error(`  first sign-in error: ${answer.status} ${JSON.stringify(body)}`);
          errors += 1;
          continue;
        }
        sessions.push({ token: body.data.jwtToken.token, userId: Number(body.data.userId) });
      }
    }),
  );
  return { sessions, seconds: (performance.now() - startedAt) / 1000, errors };
}

const line = (name: string, run: Run) =>
  `  ${name}: ${run.requests} requests, ${run.perSecond.toFixed(0)} requests/s, errors ${run.errors}, p50 ${run.p50.toFixed(1)} ms, p99 ${run.p99.toFixed(1)} ms`;

/** Each target's load comes in stretches this long, taking turns, so all meet the same neighbours. */
const STRETCH_S = 10;

/**
 * The bare routes (one process) and the portal with each of `workers` processes, all started
 * at once on free ports and loaded in turns by the same signed-in clients reading `calls` —
 * stretches of 10 s each until every one has had `seconds`, so a machine shared with other work
 * slows them alike — after a warm-up each (not counted: whichever ran first otherwise paid alone
 * for the JIT, the pool and PostgreSQL's caches). Prints each and its ratios to the bare route's.
 * Tokens come from the first portal (all share the development signing secret).
 */
export async function compare(
  college: PreparedCollege,
  bench: string,
  calls: readonly string[],
  workers: readonly number[],
  seconds: number,
): Promise<{ bare: Run; portal: Map<number, Run> }> {
  const servers: RunningServer[] = [];
  try {
    const bareServer = await startBare(college.url, bench);
    servers.push(bareServer);
    const portals: { workers: number; server: RunningServer }[] = [];
    for (const count of workers) {
      const server = await startPortal(college.url, count);
      servers.push(server);
      portals.push({ workers: count, server });
    }
    const first = portals[0];
    if (!first) throw new Error("--workers names no process count");
    const signedIn = await signIn(first.server.base, college.accounts);
    console.log(
      `  sign-in: ${signedIn.sessions.length} clients in ${signedIn.seconds.toFixed(1)} s, errors ${signedIn.errors}`,
    );
    const targets = [
      {
        name: "bare routes, 1 process (same services and SQL, no portal around them)",
        server: bareServer,
        clients: bareClients(signedIn.sessions),
      },
      ...portals.map(({ workers: count, server }) => ({
        name: `portal, ${count} process${count > 1 ? "es" : ""}`,
        server,
        clients: signedIn.sessions.map(
          (session): Client => ({
            headers: { authorization: `Bearer ${session.token}` },
            path: (call) => call,
          }),
        ),
      })),
    ];
    for (const target of targets)
      await readLoop(target.clients, target.server.base, calls, Math.max(2, Math.round(seconds / 6)));
    const stretches = targets.map(() => [] as Stretch[]);
    for (let done = 0; done < seconds; done += STRETCH_S)
      for (const [i, target] of targets.entries())
        stretches[i]?.push(
          await readLoop(target.clients, target.server.base, calls, Math.min(STRETCH_S, seconds - done)),
        );
    const runs = stretches.map(summary);
    for (const [i, target] of targets.entries()) console.log(line(target.name, runs[i] as Run));
    const bare = runs[0] as Run;
    const portal = new Map(portals.map(({ workers: count }, i) => [count, runs[i + 1] as Run]));
    for (const [count, run] of portal)
      console.log(
        `  portal (${count} process${count > 1 ? "es" : ""}) / bare: throughput ${(run.perSecond / bare.perSecond).toFixed(2)}, p50 ${(run.p50 / bare.p50).toFixed(2)}, p99 ${(run.p99 / bare.p99).toFixed(2)}`,
      );
    return { bare, portal };
  } finally {
    for (const server of servers) await server.stop();
  }
}

function bareClients(sessions: readonly Session[]): Client[] {
  return sessions.map((session) => ({
    headers: {},
    path: (call) => `${call}?userId=${session.userId}`,
  }));
}

/** PostgreSQL for a bench: BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL; exits without one. */
export function benchDatabaseUrl(bench: string): string {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error(`${bench} needs PostgreSQL: set BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL.`);
    process.exit(1);
  }
  return url;
}
