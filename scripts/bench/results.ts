/**
 * `npm run bench:results`: the day results are released. On PostgreSQL (BENCH_DATABASE_URL,
 * DATABASE_URL or TEST_DATABASE_URL; a throw-away schema, dropped afterwards): the demo college,
 * 20,000 load students (seed:load's) with published results of two sessions (about 12 per
 * student), and 500 of them with sign-in accounts. 500 concurrent clients each sign in once, then
 * read their /results page's API calls (GET /api/Results/student-results and
 * /api/Results/my-transcript-requests) over and over for 60 s: first against bare Fastify routes
 * calling the same service functions (one process, no access check, validation, envelope, helmet,
 * logging or caches: the baseline), then against the portal as `npm start` runs it with 1 and with
 * 2 processes (WORKERS), each in child processes on a free port. Prints p50 / p99, errors and
 * throughput of each, and each portal run's ratios to the baseline of the same run. Targets:
 * p99 ≤ 200 ms, 0 errors, the portal's throughput ≥ 70% of the bare route's.
 *
 *   npm run bench:results
 *   npm run bench:results -- --duration 15 --workers 1,2   (seconds per run; process counts)
 *   RESULTS_CLIENTS=100 LOAD_STUDENTS=5000 npm run bench:results
 *
 * The clients run in this process and share the machine with the servers and PostgreSQL: on a
 * small machine the figures are an upper bound on the server's latency; compare the ratios.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/server/db/database";
import { argument, benchDatabaseUrl, compare, prepareCollege, workerCounts } from "./load/loadRun";

const DURATION_S = Number(argument("duration") ?? process.env.RESULTS_DURATION ?? 60);
const CLIENTS = Number(argument("clients") ?? process.env.RESULTS_CLIENTS ?? 500);
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 20_000);
/** The calls the /results page makes when it opens (ResultsPage.tsx). */
const PAGE_CALLS = ["/Results/student-results", "/Results/my-transcript-requests"];

/**
 * Published results: each load student's 100-level courses in the session before last and
 * 200-level ones in the last, of their department and General Studies; scores spread by ids,
 * graded by the bands.
 */
async function publishResults(db: Db): Promise<void> {
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
}

async function main(): Promise<void> {
  const url = benchDatabaseUrl("bench:results");
  const workers = workerCounts();
  const prepared = performance.now();
  const college = await prepareCollege(url, {
    students: STUDENTS,
    clients: CLIENTS,
    extra: publishResults,
    chosen: sql`EXISTS (SELECT 1 FROM course_results r WHERE r.student_id = st.id)`,
  });
  try {
    const [counts] = await queryRows<{ students: number; results: number }>(
      college.database.db,
      sql`SELECT (SELECT count(*)::int FROM students) AS students, (SELECT count(*)::int FROM course_results) AS results`,
    );
    console.log(
      `bench:results — ${counts?.students} students, ${counts?.results} published results, ${college.accounts.length} signed-in clients, ${DURATION_S} s per run, portal with ${workers.join(" and ")} process(es) (prepared in ${((performance.now() - prepared) / 1000).toFixed(0)} s)`,
    );
    await compare(college, "results", PAGE_CALLS, workers, DURATION_S);
    console.log("  targets: p99 ≤ 200 ms, 0 errors, portal throughput ≥ 0.70 of the bare route's");
  } finally {
    await college.drop();
  }
}

main().catch((error: unknown) => {
  console.error("bench:results failed:", error);
  process.exit(1);
});
