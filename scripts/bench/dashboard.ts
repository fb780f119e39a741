/**
 * `npm run bench:dashboard`: the morning everyone opens the portal. On PostgreSQL
 * (BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL; a throw-away schema, dropped
 * afterwards): the demo college, 20,000 load students and 500 of them with sign-in accounts. 500
 * concurrent clients each sign in once, then read the student dashboard's API calls (GET
 * /api/Dashboard/student-dashboard, /api/Student/student-profile, /api/Notices/recent and the
 * bell's /api/Notification/recent) over and over for 60 s: first against bare Fastify routes
 * calling the same service functions (one process, no access or session check, validation,
 * envelope, helmet, logging or caches: the baseline), then against the portal as `npm start` runs
 * it with 1 and with 2 processes (WORKERS). Prints p50 / p99, errors and throughput of each, and
 * each portal run's ratios to the baseline of the same run. Target: the portal's throughput ≥ 70%
 * of the bare route's, 0 errors.
 *
 *   npm run bench:dashboard
 *   npm run bench:dashboard -- --duration 15 --workers 1,2   (seconds per run; process counts)
 *   DASHBOARD_CLIENTS=100 LOAD_STUDENTS=5000 npm run bench:dashboard
 */
import { performance } from "node:perf_hooks";
import { argument, benchDatabaseUrl, compare, prepareCollege, workerCounts } from "./load/loadRun";

const DURATION_S = Number(argument("duration") ?? process.env.DASHBOARD_DURATION ?? 60);
const CLIENTS = Number(argument("clients") ?? process.env.DASHBOARD_CLIENTS ?? 500);
const STUDENTS = Number(process.env.LOAD_STUDENTS ?? 20_000);
/** What a student's dashboard asks for when it opens (StudentDashboard.tsx, the shell's bell). */
const DASHBOARD_CALLS = [
  "/Dashboard/student-dashboard",
  "/Student/student-profile",
  "/Notices/recent",
  "/Notification/recent",
];

async function main(): Promise<void> {
  const url = benchDatabaseUrl("bench:dashboard");
  const workers = workerCounts();
  const prepared = performance.now();
  const college = await prepareCollege(url, { students: STUDENTS, clients: CLIENTS });
  try {
    console.log(
      `bench:dashboard — ${STUDENTS} load students, ${college.accounts.length} signed-in clients, ${DURATION_S} s per run, portal with ${workers.join(" and ")} process(es) (prepared in ${((performance.now() - prepared) / 1000).toFixed(0)} s)`,
    );
    await compare(college, "dashboard", DASHBOARD_CALLS, workers, DURATION_S);
    console.log("  target: 0 errors, portal throughput ≥ 0.70 of the bare route's");
  } finally {
    await college.drop();
  }
}

main().catch((error: unknown) => {
  console.error("bench:dashboard failed:", error);
  process.exit(1);
});
