import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import { type Database, queryRows } from "../../src/server/db/database";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { studentResults } from "../../src/server/modules/results/studentResults";
import { queriesDuring } from "../support/queryCounter";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * Results day: what one /results page costs the database (counted in the drivers, tests/support/
 * queryCounter.ts), and that the answers kept per process (published results, certificate
 * classes, fee purposes) are dropped the moment what they were read from changes — by a request
 * of this process, a script, or another process on the same PostgreSQL.
 */
const PAGE_CALLS = ["/api/Results/student-results", "/api/Results/my-transcript-requests"];
const RESULTS = PAGE_CALLS[0] as string;

/** A test-only write inside a request, as publishing results would be (any write may be one). */
const CHANGE = "/api/test/change";

async function withChange(app: FastifyInstance): Promise<FastifyInstance> {
  app.post<{ Body: { statement: string } }>(
    CHANGE,
    { config: { access: "authenticated" } },
    async (request) => {
      await app.database.db.execute(sql.raw(request.body.statement));
      return { done: true };
    },
  );
  await app.ready();
  return app;
}

/** The demo student's first result: published, or withdrawn from publication (back to approved). */
const publishFirst = (status: "published" | "approved") =>
  `UPDATE course_results SET status = '${status}'
   WHERE id = (SELECT min(r.id) FROM course_results r JOIN students s ON s.id = r.student_id
               JOIN users u ON u.id = s.user_id WHERE u.user_name = 'student')`;

describe.each(databaseKinds)("results day's reads on %s", (kind) => {
  let t: TestApp;
  let token = "";
  const get = (app: FastifyInstance, url: string) =>
    app.inject({ url, headers: { authorization: `Bearer ${token}` } });
  /** How many published courses /results counts. */
  const coursesOn = async (app: FastifyInstance) => {
    const answer = await get(app, RESULTS);
    expect(answer.statusCode).toBe(200);
    return (answer.json().data.terms as { courses: number }[]).reduce((sum, term) => sum + term.courses, 0);
  };
  /** What of a /results read reached the database beyond the session check. */
  const resultQueriesOf = async (app: FastifyInstance) =>
    (await queriesDuring(() => get(app, RESULTS))).queries.filter(
      (query) => !/FROM refresh_tokens/i.test(query),
    );

  const userIdOf = async (userName: string) => {
    const [user] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM users WHERE user_name = ${userName}`,
    );
    if (!user) throw new Error(`no user ${userName}`);
    return user.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    await withChange(t.app);
    await seedDemoData(t.database.db);
    const signedIn = await t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName: "student", password: "Matric#2026" },
    });
    token = signedIn.json().data.jwtToken.token;
  }, 180_000);
  afterAll(async () => t?.close());

  it("opens /results in at most 3 queries a request, the student looked up once, the session checked once", async () => {
    // Cold: nothing kept yet in this process but what signing in left.
    t.app.sessionCache.forgetAll();
    const { result: answers, queries } = await queriesDuring(async () => {
      const first = await get(t.app, RESULTS);
      const second = await get(t.app, PAGE_CALLS[1] as string);
      return [first, second];
    });
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.json().data.terms.length).toBeGreaterThan(0);
    expect(queries.length).toBeLessThanOrEqual(2 * 3);
    const sessionChecks = queries.filter((query) => /FROM refresh_tokens/i.test(query));
    expect(sessionChecks).toHaveLength(1);
    // Each call finds the account's student once (in the statement that reads what it needs).
    const studentLookups = queries.filter((query) => /FROM students\b/i.test(query));
    expect(studentLookups).toHaveLength(2);

    // Per request, cold, counted alone.
    t.app.sessionCache.forgetAll();
    await t.app.inject({
      method: "POST",
      url: CHANGE,
      payload: { statement: publishFirst("published") },
      headers: { authorization: `Bearer ${token}` },
    });
    for (const url of PAGE_CALLS) {
      t.app.sessionCache.forgetAll();
      const { queries: alone } = await queriesDuring(() => get(t.app, url));
      expect(alone.length).toBeLessThanOrEqual(3);
    }

    // Warm: the published results come from what this process keeps; the session from its short memory.
    const { result: again, queries: warm } = await queriesDuring(() => get(t.app, RESULTS));
    expect(again.statusCode).toBe(200);
    expect(warm).toEqual([]);
  });

  it("shows a change to the published results on the very next read after the request that made it", async () => {
    const before = await coursesOn(t.app);
    expect(await resultQueriesOf(t.app)).toEqual([]);
    const changed = await t.app.inject({
      method: "POST",
      url: CHANGE,
      payload: { statement: publishFirst("approved") },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(changed.statusCode).toBe(200);
    const after = await coursesOn(t.app);
    expect(after).toBe(before - 1);
    // And back, written by a script (no request): dropped when the database says so.
    await t.database.db.execute(sql.raw(publishFirst("published")));
    await vi.waitFor(async () => expect(await coursesOn(t.app)).toBe(before), { timeout: 2000 });
  });

  it("reads the fee purposes once, and again after a purpose changes", async () => {
    const names = async (app: FastifyInstance) =>
      (
        (await app.inject({ url: "/api/Payment/fee-purposes" })).json().data as {
          key: string;
          name: string;
        }[]
      ).map((purpose) => purpose.name);
    const first = await names(t.app);
    expect(first.length).toBeGreaterThan(0);
    expect((await queriesDuring(() => names(t.app))).queries).toEqual([]);
    await t.database.db.execute(
      sql`UPDATE fee_purposes SET name = name || ' (renamed)' WHERE id = (SELECT min(id) FROM fee_purposes)`,
    );
    await vi.waitFor(
      async () => expect((await names(t.app)).filter((name) => name.endsWith("(renamed)"))).toHaveLength(1),
      {
        timeout: 2000,
      },
    );
    await t.database.db.execute(sql`UPDATE fee_purposes SET name = replace(name, ' (renamed)', '')`);
  });

  it("keeps each student's answer in the database from the publish on, and drops it when what it was made from changes", async () => {
    const db = t.database.db;
    const keptFor = async (userName: string) =>
      (
        await queryRows<{ results: unknown }>(
          db,
          sql`SELECT k.results FROM published_results_kept k JOIN users u ON u.id = k.user_id
              WHERE u.user_name = ${userName}`,
        )
      )[0]?.results;
    // One of the demo student's published courses goes back to an approved sheet, to be published again.
    const [course] = await queryRows<{ courseId: number; sessionId: number; semesterId: number }>(
      db,
      sql`SELECT r.course_id AS "courseId", r.session_id AS "sessionId", r.semester_id AS "semesterId"
          FROM course_results r JOIN students s ON s.id = r.student_id JOIN users u ON u.id = s.user_id
          WHERE u.user_name = 'student' AND r.status = 'published' ORDER BY r.id LIMIT 1`,
    );
    if (!course) throw new Error("the demo student has no published result");
    await db.execute(sql`UPDATE course_results SET status = 'approved'
        WHERE course_id = ${course.courseId} AND session_id = ${course.sessionId}`);
    const [sheet] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO score_sheets (course_id, session_id, semester_id, status)
          VALUES (${course.courseId}, ${course.sessionId}, ${course.semesterId}, 'approved') RETURNING id`,
    );
    expect(await keptFor("student")).toBeUndefined();
    const registrar = (
      await t.app.inject({
        method: "POST",
        url: "/api/Authentication/login",
        payload: { userName: "registrar", password: "Matric#2026" },
      })
    ).json().data.jwtToken.token;
    const published = await t.app.inject({
      method: "POST",
      url: "/api/workflows/score-sheets/transitions",
      payload: { transition: "publish", ids: [sheet?.id] },
      headers: { authorization: `Bearer ${registrar}` },
    });
    expect(published.statusCode).toBe(200);
    // Each student of the sheet is told, and the bell opens their results.
    const told = await queryRows<{ message: string }>(
      db,
      sql`SELECT n.message FROM notifications n JOIN users u ON u.id = n.user_id
          WHERE u.user_name = 'student' AND n.notification_category = 'results'`,
    );
    expect(told.map((notice) => notice.message)).toEqual([
      expect.stringMatching(/^Your result in .+ is published\.$/),
    ]);

    // Kept at the publish, equal to the answer worked out from the tables, and read in one query.
    const kept = await keptFor("student");
    expect(kept).toEqual(await studentResults(db, await userIdOf("student")));
    await t.app.changeFeed.heardAll();
    const { result: fromKept, queries } = await queriesDuring(() => get(t.app, RESULTS));
    expect(fromKept.json().data).toEqual(kept);
    const reads = queries.filter((query) => !/FROM refresh_tokens/i.test(query));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/FROM published_results_kept/);

    // A change to the student's record drops theirs; one to what every answer reads drops all.
    await db.execute(
      sql`UPDATE students SET updated_at = now() WHERE user_id = ${await userIdOf("student")}`,
    );
    expect(await keptFor("student")).toBeUndefined();
    const count = async () =>
      (await queryRows<{ n: number }>(db, sql`SELECT count(*)::integer AS n FROM published_results_kept`))[0]
        ?.n;
    // Another account's kept answer (a stand-in), to see the shared tables drop every one.
    await db.execute(sql`INSERT INTO published_results_kept (user_id, results)
        VALUES (${await userIdOf("registrar")}, '{}'::jsonb) ON CONFLICT DO NOTHING`);
    expect(await count()).toBeGreaterThan(0);
    await db.execute(sql`UPDATE courses SET title = title WHERE id = ${course.courseId}`);
    expect(await count()).toBe(0);
    // Worked out on each read meanwhile: the same answer.
    await vi.waitFor(async () => expect((await get(t.app, RESULTS)).json().data).toEqual(kept));
  });

  it.runIf(kind === "postgres")(
    "a change made through one process is seen by the next read on another, long before the cache would forget it",
    async () => {
      const other: Database = await t.openAnother();
      const second = await withChange(await buildApp({ config: t.config, database: other }));
      try {
        const before = await coursesOn(second);
        expect(await resultQueriesOf(second)).toEqual([]);
        const changed = await t.app.inject({
          method: "POST",
          url: CHANGE,
          payload: { statement: publishFirst("approved") },
          headers: { authorization: `Bearer ${token}` },
        });
        expect(changed.statusCode).toBe(200);
        // Told through PostgreSQL's NOTIFY: the cache itself would keep the answer 10 minutes.
        await vi.waitFor(async () => expect(await coursesOn(second)).toBe(before - 1), { timeout: 2000 });
        await t.app.inject({
          method: "POST",
          url: CHANGE,
          payload: { statement: publishFirst("published") },
          headers: { authorization: `Bearer ${token}` },
        });
        await vi.waitFor(async () => expect(await coursesOn(second)).toBe(before), { timeout: 2000 });
      } finally {
        await second.close();
      }
    },
  );
});
