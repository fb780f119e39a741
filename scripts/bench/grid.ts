/**
 * Grid benchmark: 100,000 generated student-like rows in a throw-away table, served by the
 * generic resource module through `app.inject`, against the same SQL run directly.
 *
 *   npx tsx scripts/bench/grid.ts            (PGlite; also PostgreSQL when TEST_DATABASE_URL or
 *                                             DATABASE_URL is set — a throw-away schema there)
 *   ROWS=20000 REQUESTS=100 npx tsx scripts/bench/grid.ts
 *
 * Prints p50/p95 per scenario, sequential (one request at a time: the latency a user sees) and
 * with 8 at once (what a busy office sees), and the ratio of the module to raw SQL. Targets:
 * p95 ≤ 50 ms and ≤ 1.5× raw SQL.
 */
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import Fastify from "fastify";
import pg from "pg";
import type { ResourceFile } from "../../src/schema/resourceFile";
import { loadConfig } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";
import { signAccessToken } from "../../src/server/modules/auth/accessToken";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { issueRefreshToken } from "../../src/server/modules/auth/refreshTokens";
import { registerImpersonationCheck } from "../../src/server/modules/impersonation/impersonationCheck";
import { listSql, parseListQuery } from "../../src/server/modules/resources/listQuery";
import { buildRegistry } from "../../src/server/modules/resources/resourceRegistry";
import { listRows } from "../../src/server/modules/resources/resourceService";
import { resourceRoutes } from "../../src/server/modules/resources/routes";
import { rowsOf } from "../../src/server/modules/resources/sqlRows";
import { registerAccessControl } from "../../src/server/plugins/access";
import { registerErrorHandling } from "../../src/server/plugins/errors";
import { registerValidation } from "../../src/server/plugins/validation";
import "../../src/server/types";

const ROWS = Number(process.env.ROWS) || 100_000;
const REQUESTS = Number(process.env.REQUESTS) || 100;
const CONCURRENCY = 8;

const students: ResourceFile = {
  name: "bench-students",
  title: "Students",
  singular: "Student",
  route: "/bench",
  table: "bench_students",
  access: { read: ["official"], write: ["registrar"] },
  schema: {
    type: "object",
    properties: {
      matricNumber: { type: "string", title: "Matric number" },
      surname: { type: "string", title: "Surname" },
      firstName: { type: "string", title: "First name" },
      departmentId: { type: "integer", title: "Department" },
      level: { type: "integer", title: "Level" },
      email: { type: "string", title: "Email" },
      admittedAt: { type: "string", format: "date-time", title: "Admitted" },
      active: { type: "boolean", default: true },
    },
    required: ["matricNumber", "surname", "firstName", "departmentId", "level"],
  },
  grid: {
    columns: ["matricNumber", "surname", "firstName", "departmentId", "level", "admittedAt", "active"],
    search: ["surname", "firstName", "matricNumber"],
    filters: ["departmentId", "level", "active"],
    sort: "surname",
  },
};

const scenarios: [string, string][] = [
  ["first page (default sort)", "page=1&pageSize=10"],
  ["page 500", "page=500&pageSize=20"],
  ["sort -admittedAt", "sort=-admittedAt&pageSize=30"],
  ["sort matricNumber", "sort=matricNumber&page=3"],
  ["filter level=200", "level=200&sort=surname"],
  ["search 'okafor'", "search=okafor"],
  ["search + filter", "search=ade&level=300&active=true"],
];

async function createTable(database: Database): Promise<void> {
  await database.session(async (session) => {
    await session.exec(`
      DROP TABLE IF EXISTS bench_students;
      CREATE TABLE bench_students (
        id serial PRIMARY KEY,
        matric_number text NOT NULL UNIQUE,
        surname text NOT NULL,
        first_name text NOT NULL,
        department_id integer NOT NULL,
        level integer NOT NULL,
        email text,
        admitted_at timestamptz NOT NULL,
        active boolean NOT NULL DEFAULT true
      );
      INSERT INTO bench_students (matric_number, surname, first_name, department_id, level, email, admitted_at, active)
      SELECT
        'FCE/' || (2015 + g % 10) || '/' || lpad(g::text, 6, '0'),
        (ARRAY['Okafor','Adeyemi','Bello','Eze','Ibrahim','Okonkwo','Adebayo','Musa','Nwosu','Ogunleye','Abubakar','Chukwu'])[1 + g % 12] || ' ' || substr(md5(g::text), 1, 4),
        (ARRAY['Ada','Tunde','Aisha','Emeka','Fatima','Ngozi','Sani','Bola','Chidi','Zainab'])[1 + (g / 7) % 10],
        1 + g % 40,
        100 * (1 + g % 4),
        'student' || g || '@example.edu.ng',
        timestamptz '2015-01-01' + (g || ' minutes')::interval * 50,
        g % 17 <> 0
      FROM generate_series(1, ${ROWS}) AS g;
      -- What a real students table would have for its grid: the sort columns with id, the filters.
      CREATE INDEX ON bench_students (surname, id);
      CREATE INDEX ON bench_students (admitted_at, id);
      CREATE INDEX ON bench_students (level, surname, id);
      CREATE INDEX ON bench_students (department_id, id);
      ANALYZE bench_students;
    `);
    // Contains-search over 100,000 rows needs trigram indexes: PostgreSQL ships pg_trgm (a trusted
    // extension) and our PGlite loads it at start (src/server/db/database.ts).
    try {
      await session.exec(`
          CREATE EXTENSION IF NOT EXISTS pg_trgm;
          CREATE INDEX ON bench_students USING gin (lower(surname) gin_trgm_ops);
          CREATE INDEX ON bench_students USING gin (lower(first_name) gin_trgm_ops);
          CREATE INDEX ON bench_students USING gin (lower(matric_number) gin_trgm_ops);
          ANALYZE bench_students;
        `);
      trigram = true;
    } catch (error) {
      console.log(`(no pg_trgm: ${(error as Error).message}; searches scan the table)`);
    }
  });
}

let trigram = false;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

interface Percentiles {
  p50: number;
  p95: number;
}

function percentiles(times: number[]): Percentiles {
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * Times the API call and the raw SQL side by side: each round runs both, in alternating order, so
 * the machine's drift (another process, a GC, the disk) lands on both alike and the ratio compares
 * like with like. Timing one block of 100 calls and then the other made the ratio swing by ±0.5.
 */
async function measurePair(
  api: () => Promise<void>,
  raw: () => Promise<void>,
  concurrency: number,
): Promise<[Percentiles, Percentiles]> {
  for (let i = 0; i < 5; i++) {
    await api(); // warm-up: plans, caches, JIT
    await raw();
  }
  const apiTimes: number[] = [];
  const rawTimes: number[] = [];
  const timed = async (run: () => Promise<void>, times: number[]) => {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  };
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const round = next++;
      if (round % 2 === 0) {
        await timed(api, apiTimes);
        await timed(raw, rawTimes);
      } else {
        await timed(raw, rawTimes);
        await timed(api, apiTimes);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return [percentiles(apiTimes), percentiles(rawTimes)];
}

async function bench(kind: string, database: Database): Promise<void> {
  await migrate(database);
  const started = performance.now();
  await createTable(database);
  console.log(
    `\n${kind}: ${ROWS.toLocaleString()} rows generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const config = loadConfig({ NODE_ENV: "test" });
  const app = Fastify({ logger: false });
  app.decorate("database", database);
  app.decorate("appConfig", config);
  registerAccessControl(app);
  registerImpersonationCheck(app);
  registerValidation(app);
  registerErrorHandling(app);
  app.decorate("resources", buildRegistry([students]));
  await app.register(resourceRoutes, { prefix: "/api" });
  await app.ready();
  // Every request checks its session, as in production: the bench signs in a real account.
  const account = await createAccount(database.db, {
    userName: `bench${Date.now()}`,
    password: "Bench#2026",
    fullName: "Bench",
    userType: "official",
    roles: [],
  });
  const { familyId } = await issueRefreshToken(database.db, account.id);
  const token = signAccessToken(
    {
      id: account.id,
      userName: account.userName,
      userType: "official",
      roles: ["registrar"],
      claims: [],
      sessionId: familyId,
    },
    config.jwtSecret,
  ).token;
  const resource = app.resources.resources.get(students.name)!;

  const header = `${"scenario".padEnd(28)} ${"total".padStart(7)} | ${"api p50".padStart(8)} ${"api p95".padStart(8)} | ${"sql p50".padStart(8)} ${"sql p95".padStart(8)} | ${"ratio50".padStart(7)} ${"ratio95".padStart(7)} | ${`api p95 ×${CONCURRENCY}`.padStart(11)} ${`sql p95 ×${CONCURRENCY}`.padStart(11)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const [label, query] of scenarios) {
    const params = parseListQuery(resource, Object.fromEntries(new URLSearchParams(query)));
    const { meta } = await listRows(database.db, resource, params);
    const statement = listSql(resource, params);
    const api = async () => {
      const res = await app.inject({
        method: "GET",
        url: `/api/resources/${students.name}?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    };
    const raw = async () => {
      await rowsOf(database.db, statement);
    };
    const [apiOne, sqlOne] = await measurePair(api, raw, 1);
    const [apiMany, sqlMany] = await measurePair(api, raw, CONCURRENCY);
    const ms = (n: number) => `${n.toFixed(1)}`.padStart(8);
    console.log(
      `${label.padEnd(28)} ${String(meta.totalCount).padStart(7)} | ${ms(apiOne.p50)} ${ms(apiOne.p95)} | ${ms(sqlOne.p50)} ${ms(sqlOne.p95)} | ${(apiOne.p50 / sqlOne.p50).toFixed(2).padStart(7)} ${(apiOne.p95 / sqlOne.p95).toFixed(2).padStart(7)} | ${ms(apiMany.p95).padStart(11)} ${ms(sqlMany.p95).padStart(11)}`,
    );
  }
  console.log(
    `(milliseconds; ratios = api / sql at p50 and p95, one request at a time; trigram indexes: ${trigram ? "yes" : "no"})`,
  );
  await app.close();
}

async function main(): Promise<void> {
  const pglite = await openDatabase();
  try {
    await bench("PGlite (in memory)", pglite);
  } finally {
    await pglite.close();
  }

  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) return;
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const database = await openDatabase({ url, searchPath: schema });
  try {
    await bench("PostgreSQL", database);
  } finally {
    await database.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

await main();
