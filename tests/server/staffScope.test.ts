import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LecturerDashboard } from "../../src/contract/dashboard";
import { queryRows } from "../../src/server/db/database";
import { DEMO_USERS } from "../../src/server/db/seed/identity";
import { seedDemoData } from "../../src/server/db/seed/seed";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import type { ResourceDefinition } from "../../src/server/modules/resources/resourceDefinition";
import { buildRegistry, readResourceFiles } from "../../src/server/modules/resources/resourceRegistry";
import type { RowGuard } from "../../src/server/modules/resources/rowGuard";
import { defineStaffScopes, staffScopeGuard } from "../../src/server/modules/resources/staffScope";
import { caller, type ListedRow, listAll, upload } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * Staff scope (issue 14 §2): the demo `hod` heads Building Technology Education (BLD, School of
 * Technical Education) and `dean` is dean of the School of Science Education (SSE). Through
 * their posts they list, read, export and change only their own department's or School's
 * borrowed-course requests, course assignments and courses; the registrar sees and changes all.
 */

const BORROWED = "/api/resources/borrowed-course-requests";
const ASSIGNMENTS = "/api/resources/course-assignments";

describe.each(databaseKinds)("staff scope on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const people: Record<string, AuthUser> = {};

  const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const [row] = await queryRows<T & Record<string, unknown>>(t.database.db, query);
    if (!row) throw new Error("no row");
    return row;
  };
  /** The borrowed-course request for a course code (the seed has one per course). */
  const requestFor = (code: string) =>
    one<{ id: number }>(
      sql`SELECT b.id FROM borrowed_course_requests b JOIN courses c ON c.id = b.course_id WHERE c.code = ${code}`,
    );
  const courseIn = (department: string) =>
    one<{ id: number }>(
      sql`SELECT c.id FROM courses c JOIN departments d ON d.id = c.department_id WHERE d.code = ${department} ORDER BY c.id LIMIT 1`,
    );
  /** Ids of a table's rows whose course belongs to `where` (a condition on the department `d`). */
  const idsByCourse = async (table: string, where: ReturnType<typeof sql>) =>
    (
      await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT x.id FROM ${sql.identifier(table)} x JOIN courses c ON c.id = x.course_id
            JOIN departments d ON d.id = c.department_id JOIN faculties f ON f.id = d.faculty_id
            WHERE ${where} ORDER BY x.id`,
      )
    ).map((row) => row.id);
  const ids = (rows: readonly ListedRow[]) => rows.map((row) => row.id).sort((a, b) => a - b);
  const statusOf = async (id: number) =>
    (await one<{ status: string }>(sql`SELECT status FROM borrowed_course_requests WHERE id = ${id}`)).status;
  const lecturerId = async () =>
    (await one<{ id: number }>(sql`SELECT id FROM lecturers ORDER BY id LIMIT 1`)).id;
  const sessionId = async () =>
    (await one<{ id: number }>(sql`SELECT id FROM academic_sessions WHERE is_current`)).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoData(t.database.db);
    for (const user of DEMO_USERS) {
      const { id } = await one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = ${user.userName}`);
      people[user.userName] = {
        id,
        userName: user.userName,
        userType: user.userType,
        roles: user.roles,
        claims: [],
      };
    }
  }, 120_000);
  afterAll(async () => t?.close());

  const hod = () => people.hod as AuthUser;
  const dean = () => people.dean as AuthUser;
  const registrar = () => people.registrar as AuthUser;

  it("lists a head of department only their department's requests, and a dean only their School's", async () => {
    const all = ids(await listAll(call, registrar(), "borrowed-course-requests"));
    const bld = await idsByCourse("borrowed_course_requests", sql`d.code = 'BLD'`);
    const sse = await idsByCourse("borrowed_course_requests", sql`f.code = 'SSE'`);
    expect(bld.length).toBeGreaterThan(0);
    expect(sse.length).toBeGreaterThan(1);
    expect(all.length).toBeGreaterThan(bld.length + sse.length - 1);
    expect(ids(await listAll(call, hod(), "borrowed-course-requests"))).toEqual(bld);
    expect(ids(await listAll(call, dean(), "borrowed-course-requests"))).toEqual(sse);
    // A search or a filter narrows within the scope, never beyond it.
    const searched = await call(hod(), "GET", `${BORROWED}?search=NCE&status=pending`);
    expect(searched.json().data.items.every((row: ListedRow) => bld.includes(row.id))).toBe(true);
  });

  it("answers 404 for another department's request, to read or to approve, and leaves it pending", async () => {
    const yoruba = (await requestFor("YOR 111")).id;
    const read = await call(hod(), "GET", `${BORROWED}/${yoruba}`);
    expect(read.statusCode, read.body).toBe(404);
    expect(read.json().message).toBe(
      `Borrowed course request ${yoruba} was not found; it may have been deleted.`,
    );
    for (const user of [hod(), dean()]) {
      const approve = await call(user, "POST", `${BORROWED}/${yoruba}/actions/approve`);
      expect(approve.statusCode, approve.body).toBe(404);
    }
    expect(await statusOf(yoruba)).toBe("pending");
    // The registrar's role is college-wide.
    expect((await call(registrar(), "GET", `${BORROWED}/${yoruba}`)).statusCode).toBe(200);
  });

  it("lets the head approve their own department's request and the dean their School's", async () => {
    const building = (await requestFor("BLD 111")).id;
    const approved = await call(hod(), "POST", `${BORROWED}/${building}/actions/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(building)).toBe("approved");
    const physics = (await requestFor("PHY 111")).id;
    expect((await call(hod(), "POST", `${BORROWED}/${physics}/actions/reject`)).statusCode).toBe(404);
    const rejected = await call(dean(), "POST", `${BORROWED}/${physics}/actions/reject`);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(physics)).toBe("rejected");
  });

  it("refuses a request created or moved outside the post with a 400 on the course, and saves nothing", async () => {
    // A demo student with no borrowed-course request of their own.
    const student = await one<{ id: number }>(
      sql`SELECT id FROM students WHERE reg_number = 'NCE/2024/BED/0054'`,
    );
    const row = async (code: string) => ({
      studentId: student.id,
      courseId: (await courseIn(code)).id,
      sessionId: await sessionId(),
      semesterId: 1,
      reason: "Required for the option",
    });
    const outside = await call(hod(), "POST", BORROWED, await row("YOR"));
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json()).toMatchObject({
      message: "You may only save borrowed course requests of your department.",
      errors: [{ path: "courseId" }],
    });
    expect(
      await queryRows(
        t.database.db,
        sql`SELECT id FROM borrowed_course_requests WHERE student_id = ${student.id}`,
      ),
    ).toHaveLength(0);
    const inside = await call(hod(), "POST", BORROWED, await row("BLD"));
    expect(inside.statusCode, inside.body).toBe(201);
    const { id } = inside.json().data as { id: number };
    const moved = await call(hod(), "PUT", `${BORROWED}/${id}`, await row("CHM"));
    expect(moved.statusCode, moved.body).toBe(400);
    expect((await call(hod(), "GET", `${BORROWED}/${id}`)).json().data.courseId).toBe(
      (await courseIn("BLD")).id,
    );
    // The dean may reach Chemistry (their School) but not Building Technology.
    expect((await call(dean(), "PUT", `${BORROWED}/${id}`, await row("CHM"))).statusCode).toBe(404);
    expect((await call(hod(), "DELETE", `${BORROWED}/${id}`)).statusCode).toBe(200);
  });

  it("keeps a head's course assignments to their department: create, update, delete, upload, export", async () => {
    const assignment = async (department: string) => ({
      courseId: (await courseIn(department)).id,
      lecturerId: await lecturerId(),
      sessionId: await sessionId(),
      isCoordinator: false,
    });
    const outside = await call(hod(), "POST", ASSIGNMENTS, await assignment("YOR"));
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().message).toBe("You may only save course assignments of your department.");
    const created = await call(hod(), "POST", ASSIGNMENTS, await assignment("BLD"));
    expect(created.statusCode, created.body).toBe(201);
    const own = (created.json().data as { id: number }).id;
    expect((await call(hod(), "PUT", `${ASSIGNMENTS}/${own}`, await assignment("YOR"))).statusCode).toBe(400);

    const bld = await idsByCourse("course_assignments", sql`d.code = 'BLD'`);
    expect(bld).toContain(own);
    expect(ids(await listAll(call, hod(), "course-assignments"))).toEqual(bld);
    const others = await idsByCourse("course_assignments", sql`d.code <> 'BLD'`);
    expect(others.length).toBeGreaterThan(0);
    expect((await call(hod(), "DELETE", `${ASSIGNMENTS}/${others[0]}`)).statusCode).toBe(404);
    expect((await call(hod(), "GET", `${ASSIGNMENTS}/${others[0]}`)).statusCode).toBe(404);

    // An export carries the same rows as the list: a header and one line per row.
    const exported = await call(hod(), "GET", `${ASSIGNMENTS}/export?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.body.trim().split(/\r?\n/)).toHaveLength(bld.length + 1);

    // An upload with one row outside the department saves none of its rows.
    const { code: yoruba } = await one<{ code: string }>(
      sql`SELECT c.label AS code FROM courses c JOIN departments d ON d.id = c.department_id WHERE d.code = 'YOR' ORDER BY c.id LIMIT 1`,
    );
    const { label: building } = await one<{ label: string }>(
      sql`SELECT c.label FROM courses c JOIN departments d ON d.id = c.department_id WHERE d.code = 'BLD' ORDER BY c.id DESC LIMIT 1`,
    );
    const lecturer = await lecturerId();
    const session = await sessionId();
    const csv = `Course,Lecturer,Session\n"${building}",${lecturer},${session}\n"${yoruba}",${lecturer},${session}\n`;
    const before = (await listAll(call, registrar(), "course-assignments")).length;
    const uploaded = await upload(
      t.app,
      t.config.jwtSecret,
      hod(),
      "course-assignments",
      "a.csv",
      Buffer.from(csv),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(400);
    expect(uploaded.json()).toMatchObject({
      message: "Nothing was saved: 1 problem was found in the file.",
      errors: [
        { path: "row 3.courseId", message: "You may only save course assignments of your department." },
      ],
      data: { created: 0 },
    });
    expect((await listAll(call, registrar(), "course-assignments")).length).toBe(before);
  });

  it("narrows the course catalogue to the post and leaves the registrar's lists whole", async () => {
    const courses = await listAll(call, hod(), "courses");
    const { n } = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM courses c JOIN departments d ON d.id = c.department_id WHERE d.code = 'BLD'`,
    );
    expect(courses).toHaveLength(n);
    const { total } = await one<{ total: number }>(sql`SELECT count(*)::int AS total FROM courses`);
    expect(await listAll(call, registrar(), "courses")).toHaveLength(total);
    // A dean cannot write course assignments at all: the role check, before any scope.
    expect((await call(dean(), "POST", ASSIGNMENTS, {})).statusCode).toBe(403);
  });

  it("counts on the dashboard exactly the pending requests the post holder's list shows", async () => {
    for (const user of [hod(), dean()]) {
      const res = await call(user, "GET", "/api/Dashboard/lecturer-dashboard");
      expect(res.statusCode, res.body).toBe(200);
      const dashboard = res.json().data as LecturerDashboard;
      const counted = dashboard.posts.reduce((sum, post) => sum + post.pendingBorrowedCourseRequests, 0);
      const listed = await call(user, "GET", `${BORROWED}?status=pending&sessionId=${await sessionId()}`);
      expect(listed.json().data.meta.totalCount, user.userName).toBe(counted);
    }
  });

  it("narrows a course adviser to the class they advise, when a file declares the post", async () => {
    // No checked-in file uses the post yet: the requests list declares it here, as a file would.
    const files = (await readResourceFiles()).map((file) =>
      file.name === "borrowed-course-requests"
        ? {
            ...file,
            access: {
              read: [...file.access.read, "courseadviser"],
              write: [...file.access.write, "courseadviser"],
            },
            staffScope: {
              posts: ["hod", "dean", "courseadviser"],
              department: "courseId.departmentId",
              level: "courseId.levelId",
              session: "sessionId",
            },
          }
        : file,
    );
    const registry = buildRegistry(files);
    const resource = registry.resources.get("borrowed-course-requests") as ResourceDefinition;
    const lecturer = people.lecturer as AuthUser;
    const adviser = { ...lecturer, roles: ["lecturer", "courseadviser"] };
    const guard = staffScopeGuard(defineStaffScopes(registry), resource, adviser, "write") as RowGuard;
    const visible = async () =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`SELECT id FROM borrowed_course_requests WHERE ${guard.scope} ORDER BY id`,
        )
      ).map((row) => row.id);
    // The demo seed makes the lecturer adviser of the demo student's class (seed/courseRegistration.ts);
    // this test starts from an adviser of no class.
    await t.database.db.execute(
      sql`UPDATE course_adviser_assignments SET active = false WHERE user_id = ${lecturer.id}`,
    );
    expect(await visible()).toEqual([]);
    await t.database.db.execute(sql`
      INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
      SELECT c.department_id, c.level_id, b.session_id, ${lecturer.id}
      FROM borrowed_course_requests b JOIN courses c ON c.id = b.course_id WHERE c.code = 'CHM 111'`);
    const chemistry = (await requestFor("CHM 111")).id;
    expect(await visible()).toEqual([chemistry]);
    // A row bound for another class is refused before it is written.
    const check = async (courseId: number, session: number) => {
      try {
        await t.database.db.transaction(async (tx) =>
          guard.beforeWrite?.(tx, { kind: "create", values: { courseId, sessionId: session } }),
        );
        return 200;
      } catch (error) {
        return (error as { statusCode?: number }).statusCode;
      }
    };
    const { course_id: chemistryCourse, session_id: session } = await one<{
      course_id: number;
      session_id: number;
    }>(sql`SELECT course_id, session_id FROM borrowed_course_requests WHERE id = ${chemistry}`);
    expect(await check(chemistryCourse, session)).toBe(200);
    expect(await check((await courseIn("YOR")).id, session)).toBe(400);
    // The registrar stays unscoped whatever the file declares.
    expect(staffScopeGuard(defineStaffScopes(registry), resource, registrar(), "write")).toBeUndefined();
  });

  it("shows a head whose post has ended nothing, and refuses their writes", async () => {
    await t.database.db.execute(sql`UPDATE hod_assignments SET active = false WHERE user_id = ${hod().id}`);
    try {
      expect(await listAll(call, hod(), "borrowed-course-requests")).toHaveLength(0);
      const building = (await requestFor("BLD 111")).id;
      expect((await call(hod(), "GET", `${BORROWED}/${building}`)).statusCode).toBe(404);
      const created = await call(hod(), "POST", ASSIGNMENTS, {
        courseId: (await courseIn("BLD")).id,
        lecturerId: await lecturerId(),
        sessionId: await sessionId(),
      });
      expect(created.statusCode, created.body).toBe(400);
    } finally {
      await t.database.db.execute(sql`UPDATE hod_assignments SET active = true WHERE user_id = ${hod().id}`);
    }
  });
});
