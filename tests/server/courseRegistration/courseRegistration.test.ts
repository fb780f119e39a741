import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { caller } from "../../support/resourceRequests";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Course registration through the real app (src/server/modules/courseRegistration, migration
 * 0121): registrable courses, registering all or nothing, the unit limit, the window, duplicates,
 * the level rule, another student's slip, add/drop, approval by the right adviser only, bulk
 * approval, the notification — and the limit holding under concurrent requests.
 */
const MAX_UNITS = 9;

function studentUser(id: number): AuthUser {
  return { id, userName: `student${id}`, userType: "student", roles: ["student"], claims: [] };
}
const adviser: AuthUser = {
  id: 910_001,
  userName: "adviser",
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
};
const otherAdviser: AuthUser = {
  id: 910_002,
  userName: "other",
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
};
const registrarUser: AuthUser = {
  id: 910_003,
  userName: "registrar",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};

describe.each(databaseKinds)("course registration on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sessionId: number;
  let otherDepartmentId: number;
  const course: Record<string, number> = {};
  const exec = (query: SQL) => t.database.db.execute(query);
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;

  /** A student of CSC at 200 level with a sign-in account (user id = `userId`). */
  async function addStudent(userId: number, number: number, departmentCode = "CSC"): Promise<AuthUser> {
    const user = studentUser(userId);
    await sessionToken(t.app, user); // makes the account row
    await exec(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id,
        student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id)
      SELECT ${`NCE/2025/${departmentCode}/${String(number).padStart(4, "0")}`}, 'Okafor', 'Chinedu', 1, d.id, 3, 1,
        (SELECT min(id) FROM modes_of_entry), (SELECT min(id) FROM modes_of_study), ${sessionId}, ${userId}
      FROM departments d WHERE d.code = ${departmentCode}`);
    return user;
  }

  const registrable = (user: AuthUser, semesterId = 1) =>
    call(
      user,
      "GET",
      `/api/CourseRegistration/registrable-courses?sessionId=${sessionId}&semesterId=${semesterId}`,
    );
  const registerCourses = (user: AuthUser, codes: string[]) =>
    call(user, "POST", "/api/CourseRegistration/register", {
      sessionId,
      semesterId: 1,
      courseIds: codes.map((code) => course[code]),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    sessionId = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2026/2027', '2026-09-01', '2027-08-31', true) RETURNING id`)
    ).id;
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES
      ('Computer Science Education', 'CSC', 1), ('Physics Education', 'PHY', 1)`);
    otherDepartmentId = (await one<{ id: number }>(sql`SELECT id FROM departments WHERE code = 'PHY'`)).id;
    // 200 level (id 3) first semester: CSC 211 (3, compulsory), CSC 212 (3), CSC 213 (2, elective),
    // GSE 211 (2, General Studies), CSC 311 (300 level), CSC 221 (second semester), PHY 211 (another department).
    const courses: [string, number, number, number, string, string][] = [
      ["CSC 211", 3, 3, 1, "CSC", "compulsory"],
      ["CSC 212", 3, 3, 1, "CSC", "compulsory"],
      ["CSC 213", 2, 3, 1, "CSC", "elective"],
      ["GSE 211", 2, 3, 1, "GSE", "compulsory"],
      ["CSC 311", 2, 4, 1, "CSC", "compulsory"],
      ["CSC 221", 3, 3, 2, "CSC", "compulsory"],
      ["PHY 211", 2, 3, 1, "PHY", "compulsory"],
      ["CSC 111", 2, 2, 1, "CSC", "compulsory"],
    ];
    for (const [code, units, level, semester, department, type] of courses) {
      course[code] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO courses (code, title, units, level_id, semester_id, department_id, course_type)
          SELECT ${code}, ${`Course ${code}`}, ${units}::int, ${level}::int, ${semester}::int, d.id, ${type}
          FROM departments d WHERE d.code = ${department} RETURNING id`)
      ).id;
    }
    await exec(sql`INSERT INTO unit_loads (programme_id, level_id, semester_id, min_units, max_units)
      VALUES (1, 3, 1, 2, ${MAX_UNITS}), (1, 3, 2, 2, ${MAX_UNITS})`);
    await exec(sql`INSERT INTO course_registration_windows (session_id, semester_id, level_id, programme_id, opens_at, closes_at)
      VALUES (${sessionId}, 1, 3, 1, now() - interval '1 day', now() + interval '1 day'),
             (${sessionId}, 2, 3, 1, now() - interval '2 days', now() - interval '1 day')`);
    await sessionToken(t.app, adviser);
    await sessionToken(t.app, otherAdviser);
    await exec(sql`INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
      SELECT d.id, 3, ${sessionId}, ${adviser.id} FROM departments d WHERE d.code = 'CSC'`);
    await exec(sql`INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
      VALUES (${otherDepartmentId}, 3, ${sessionId}, ${otherAdviser.id})`);
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists the registrable courses of the student's department, General Studies, level and semester", async () => {
    const student = await addStudent(920_001, 1);
    const response = await registrable(student);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      minUnits: 2,
      maxUnits: MAX_UNITS,
      window: { open: true },
      registration: null,
    });
    expect(data.courses.map((c: { code: string; kind: string }) => `${c.code} ${c.kind}`)).toEqual([
      "CSC 211 compulsory",
      "CSC 212 compulsory",
      "GSE 211 compulsory",
      "CSC 213 elective",
    ]);
  });

  it("lists the courses the student could borrow, with their request's status", async () => {
    const student = await addStudent(920_020, 20);
    await exec(sql`INSERT INTO borrowed_course_requests (student_id, course_id, session_id, semester_id, reason, status)
      SELECT id, ${course["PHY 211"]}, ${sessionId}, 1, 'Second subject', 'approved' FROM students WHERE user_id = ${student.id}`);
    const response = await call(
      student,
      "GET",
      `/api/CourseRegistration/borrowable-courses?sessionId=${sessionId}&semesterId=1`,
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((c: { code: string; requestStatus: string | null }) => [c.code, c.requestStatus]),
    ).toEqual([
      ["CSC 111", null],
      ["CSC 311", null],
      ["PHY 211", "approved"],
    ]);
    // The approved request makes PHY 211 registrable, as a borrowed course.
    const offered = (await registrable(student)).json().data.courses as { code: string; kind: string }[];
    expect(offered.find((c) => c.code === "PHY 211")?.kind).toBe("borrowed");
  });

  it("registers all or nothing, refuses a second registration, and keeps each slip to its student", async () => {
    const student = await addStudent(920_002, 2);
    const refused = await registerCourses(student, ["CSC 211", "CSC 311"]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ path: "courseIds" });
    expect(
      (
        await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM course_registrations r
        JOIN students s ON s.id = r.student_id WHERE s.user_id = ${student.id}`)
      ).n,
    ).toBe(0);

    const saved = await registerCourses(student, ["CSC 211", "CSC 212", "GSE 211"]);
    expect(saved.statusCode).toBe(200);
    const slip = saved.json().data;
    expect(slip).toMatchObject({ status: "pending", totalUnits: 8, maxUnits: MAX_UNITS });
    expect(slip.courses).toHaveLength(3);

    const again = await registerCourses(student, ["CSC 213"]);
    expect(again.statusCode).toBe(409);

    const own = await call(student, "GET", `/api/CourseRegistration/registration/${slip.id}`);
    expect(own.statusCode).toBe(200);
    const stranger = await addStudent(920_003, 3);
    const theirs = await call(stranger, "GET", `/api/CourseRegistration/registration/${slip.id}`);
    expect(theirs.statusCode).toBe(404);
    const history = await call(student, "GET", "/api/CourseRegistration/history");
    expect(history.json().data.map((r: { id: number }) => r.id)).toEqual([slip.id]);
    expect((await call(stranger, "GET", "/api/CourseRegistration/history")).json().data).toEqual([]);
  });

  it("refuses more units than the limit, and honours the student's own limit", async () => {
    const student = await addStudent(920_004, 4);
    const over = await registerCourses(student, ["CSC 211", "CSC 212", "GSE 211", "CSC 213"]);
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toEqual({
      path: "courseIds",
      message: `you chose 10 units; the most you may register this semester is ${MAX_UNITS}`,
    });
    // The student's own limit of 5 replaces the unit load's: 6 units are refused.
    const limited = await addStudent(920_005, 5);
    await exec(sql`INSERT INTO student_unit_limits (student_id, session_id, semester_id, max_units, reason)
      SELECT id, ${sessionId}, 1, 5, 'Probation' FROM students WHERE user_id = ${limited.id}`);
    expect((await registrable(limited)).json().data.maxUnits).toBe(5);
    const refused = await registerCourses(limited, ["CSC 211", "CSC 212"]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(
      "you chose 6 units; the most you may register this semester is 5",
    );
  });

  it("refuses registration while the window is closed, on the server and in the database", async () => {
    const student = await addStudent(920_006, 6);
    const closed = await call(student, "POST", "/api/CourseRegistration/register", {
      sessionId,
      semesterId: 2,
      courseIds: [course["CSC 221"]],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe("Course registration is closed for your class this semester");
    // The database refuses the same, whoever writes.
    const slip = await one<{ id: number }>(sql`INSERT INTO course_registrations
        (student_id, session_id, semester_id, level_id, programme_id, department_id, min_units, max_units)
      SELECT id, ${sessionId}, 2, 3, 1, department_id, 0, 10 FROM students WHERE user_id = ${student.id} RETURNING id`);
    await expect(
      exec(sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
        VALUES (${slip.id}, ${course["CSC 221"]}, 3, 'compulsory')`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: "course_registration_courses_window_open" }),
    });
    // A late opening for this student lets them in.
    await exec(sql`INSERT INTO student_registration_openings (student_id, session_id, semester_id, open_until, reason)
      SELECT id, ${sessionId}, 2, current_date + 1, 'Late fees' FROM students WHERE user_id = ${student.id}`);
    await exec(sql`DELETE FROM course_registrations WHERE id = ${slip.id}`);
    const late = await call(student, "POST", "/api/CourseRegistration/register", {
      sessionId,
      semesterId: 2,
      courseIds: [course["CSC 221"]],
    });
    expect(late.statusCode).toBe(200);
  });

  it("keeps the database's own guards: duplicates, the level rule, the unit limit", async () => {
    const student = await addStudent(920_007, 7);
    const slip = (await registerCourses(student, ["CSC 211"])).json().data;
    const refusal = async (query: SQL) => {
      try {
        await exec(query);
      } catch (error) {
        return ((error as { cause?: { constraint?: string } }).cause ?? error) as { constraint?: string };
      }
      throw new Error("not refused");
    };
    const insert = (
      code: string,
    ) => sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
      VALUES (${slip.id}, ${course[code]}, 0, 'compulsory')`;
    expect((await refusal(insert("CSC 211"))).constraint).toBe("course_registration_courses_course_key");
    expect((await refusal(insert("CSC 311"))).constraint).toBe("course_registration_courses_level");
    await exec(sql`UPDATE course_registrations SET max_units = 5 WHERE id = ${slip.id}`);
    // units are copied from the course (3), whatever the writer says: 3 + 3 > 5
    expect((await refusal(insert("CSC 212"))).constraint).toBe("course_registrations_units_check");
  });

  it("adds and drops within the limit; a decided slip goes back to pending", async () => {
    const student = await addStudent(920_008, 8);
    const slip = (await registerCourses(student, ["CSC 211", "CSC 212"])).json().data;
    const changed = await call(student, "POST", "/api/CourseRegistration/add-or-drop-courses", {
      registrationId: slip.id,
      add: [course["CSC 213"], course["GSE 211"]],
      drop: [course["CSC 212"]],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.totalUnits).toBe(7);
    const over = await call(student, "POST", "/api/CourseRegistration/add-or-drop-courses", {
      registrationId: slip.id,
      add: [course["CSC 212"], course["PHY 211"]],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe("add");
    const stranger = await addStudent(920_009, 9);
    const notTheirs = await call(stranger, "POST", "/api/CourseRegistration/add-or-drop-courses", {
      registrationId: slip.id,
      drop: [course["CSC 211"]],
    });
    expect(notTheirs.statusCode).toBe(404);
  });

  it("lets the class's own adviser approve, refuses another adviser, and notifies the student", async () => {
    const student = await addStudent(920_010, 10);
    const slip = (await registerCourses(student, ["CSC 211", "CSC 212"])).json().data;
    const list = async (user: AuthUser) =>
      (
        await call(
          user,
          "GET",
          `/api/CourseRegistration/course-registration-approval?sessionId=${sessionId}&semesterId=1&status=pending`,
        )
      ).json().data as { id: number }[];
    expect((await list(adviser)).map((r) => r.id)).toContain(slip.id);
    expect((await list(otherAdviser)).map((r) => r.id)).not.toContain(slip.id);

    const wrong = await call(otherAdviser, "POST", "/api/CourseRegistration/approve-course-registration", {
      registrationId: slip.id,
      approve: true,
    });
    expect(wrong.statusCode).toBe(404);
    expect(
      (await call(otherAdviser, "GET", `/api/CourseRegistration/course-registration-approval/${slip.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(student, "POST", "/api/CourseRegistration/approve-course-registration", {
          registrationId: slip.id,
          approve: true,
        })
      ).statusCode,
    ).toBe(403);

    const approved = await call(adviser, "POST", "/api/CourseRegistration/approve-course-registration", {
      registrationId: slip.id,
      approve: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: "approved", decidedBy: "Stand In User" });
    const twice = await call(adviser, "POST", "/api/CourseRegistration/approve-course-registration", {
      registrationId: slip.id,
      approve: false,
    });
    expect(twice.statusCode).toBe(409);
    const note = await one<{
      category: string;
      message: string;
      props: { sessionId: number; semesterId: number };
    }>(
      sql`SELECT notification_category AS category, message, request_properties AS props FROM notifications WHERE user_id = ${student.id}`,
    );
    expect(note).toEqual({
      category: "courseApproval",
      message: expect.stringMatching(/^Your course registration for .+, First Semester was approved\.$/),
      props: { sessionId, semesterId: 1 },
    });
    // The decision is audited: who, through which post; the refused second decision is not.
    const audit = await queryRows<{ action: string; actorId: number; after: object }>(
      t.database.db,
      sql`SELECT action, actor_id AS "actorId", after FROM audit_log
          WHERE entity = 'course-registration' AND entity_id = ${String(slip.id)}`,
    );
    expect(audit).toEqual([
      {
        action: "approve",
        actorId: adviser.id,
        after: { state: "approved", as: "courseadviser", reason: null },
      },
    ]);
    // Approved courses are frozen; add/drop reopens the slip for approval.
    const reopened = await call(student, "POST", "/api/CourseRegistration/add-or-drop-courses", {
      registrationId: slip.id,
      add: [course["GSE 211"]],
    });
    expect(reopened.json().data).toMatchObject({ status: "pending", decidedBy: null, totalUnits: 8 });
  });

  it("brings a failed course back as a carry-over, and lets the head of department decide", async () => {
    const student = await addStudent(920_030, 30);
    const earlier = await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date)
      VALUES ('2025/2026', '2025-09-01', '2026-08-31') RETURNING id`);
    // CSC 111 (100 level) was failed last session, and the result published: it comes back.
    await exec(sql`INSERT INTO course_results (student_id, course_id, session_id, semester_id, units, ca_score, exam_score, grade, points, status)
      SELECT id, ${course["CSC 111"]}, ${earlier.id}, 1, 2, 10, 20, 'F', 0, 'published' FROM students WHERE user_id = ${student.id}`);
    const offered = (await registrable(student)).json().data.courses as { code: string; kind: string }[];
    expect(offered[0]).toMatchObject({ code: "CSC 111", kind: "carryover" });
    const saved = await registerCourses(student, ["CSC 111", "CSC 211"]);
    expect(saved.statusCode).toBe(200);
    expect(
      saved.json().data.courses.map((c: { code: string; kind: string }) => `${c.code} ${c.kind}`),
    ).toEqual(["CSC 111 carryover", "CSC 211 compulsory"]);

    const hod: AuthUser = {
      id: 910_010,
      userName: "hod",
      userType: "lecturer",
      roles: ["lecturer", "hod"],
      claims: [],
    };
    await sessionToken(t.app, hod);
    await exec(
      sql`INSERT INTO hod_assignments (department_id, user_id) SELECT id, ${hod.id} FROM departments WHERE code = 'CSC'`,
    );
    const rejected = await call(hod, "POST", "/api/CourseRegistration/approve-course-registration", {
      registrationId: saved.json().data.id,
      approve: false,
      remark: "See your adviser about the carry-over",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: "rejected",
      remark: "See your adviser about the carry-over",
    });
    expect(
      (
        await one<{ decidedAs: string }>(
          sql`SELECT decided_as AS "decidedAs" FROM course_registrations WHERE id = ${saved.json().data.id}`,
        )
      ).decidedAs,
    ).toBe("hod");
    expect(
      (
        await one<{ message: string }>(
          sql`SELECT message FROM notifications WHERE user_id = ${student.id} AND notification_category = 'courseApproval'`,
        )
      ).message,
    ).toMatch(/ First Semester was returned: See your adviser about the carry-over$/);
  });

  it("bulk-approves all or none", async () => {
    const a = await addStudent(920_011, 11);
    const b = await addStudent(920_012, 12);
    const c = await addStudent(920_013, 13, "PHY");
    const ids: number[] = [];
    for (const student of [a, b]) ids.push((await registerCourses(student, ["CSC 211"])).json().data.id);
    const phy = (await registerCourses(c, ["PHY 211"])).json().data.id as number;
    const mixed = await call(adviser, "POST", "/api/CourseRegistration/bulk-approve", {
      registrationIds: [...ids, phy],
    });
    expect(mixed.statusCode).toBe(404);
    const statuses = async () =>
      (
        await queryRows<{ status: string }>(
          t.database.db,
          sql`SELECT status FROM course_registrations
        WHERE id IN (${sql.join(
          [...ids, phy].map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id`,
        )
      ).map((r) => r.status);
    expect(await statuses()).toEqual(["pending", "pending", "pending"]);
    const done = await call(adviser, "POST", "/api/CourseRegistration/bulk-approve", {
      registrationIds: ids,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ data: { approved: 2 }, message: "2 course registrations approved" });
    const registry = await call(registrarUser, "POST", "/api/CourseRegistration/bulk-approve", {
      registrationIds: [phy],
    });
    expect(registry.statusCode).toBe(200);
    expect(await statuses()).toEqual(["approved", "approved", "approved"]);
  });

  it("keeps 200 students registering at once within their limits, and one student's 40 parallel adds too", async () => {
    const students: AuthUser[] = [];
    for (let i = 0; i < 200; i++) students.push(await addStudent(930_000 + i, 1000 + i));
    const started = performance.now();
    const answers = await Promise.all(
      students.map((student, i) =>
        registerCourses(
          student,
          i % 2 === 0 ? ["CSC 211", "CSC 212", "GSE 211"] : ["CSC 211", "CSC 212", "GSE 211", "CSC 213"],
        ),
      ),
    );
    const elapsed = performance.now() - started;
    console.info(`200 concurrent registrations on ${kind}: ${elapsed.toFixed(0)} ms`);
    expect(answers.map((a) => a.statusCode)).toEqual(students.map((_, i) => (i % 2 === 0 ? 200 : 400)));
    const totals = await queryRows<{ over: number; slips: number }>(
      t.database.db,
      sql`SELECT count(*) FILTER (WHERE r.total_units > r.max_units
            OR r.total_units <> (SELECT coalesce(sum(units), 0) FROM course_registration_courses WHERE registration_id = r.id))::int AS over,
          count(*)::int AS slips
        FROM course_registrations r JOIN students s ON s.id = r.student_id WHERE s.user_id >= 930000`,
    );
    expect(totals[0]).toEqual({ over: 0, slips: 100 });

    // One student, many tabs: each add passes the server's check alone; the database lets only
    // as many through as the limit holds.
    const greedy = await addStudent(940_000, 5000);
    const slip = (await registerCourses(greedy, ["CSC 211"])).json().data;
    const adds = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(greedy, "POST", "/api/CourseRegistration/add-or-drop-courses", {
          registrationId: slip.id,
          add: [[course["CSC 212"], course["CSC 213"], course["GSE 211"]][i % 3]],
        }),
      ),
    );
    expect(adds.every((a) => [200, 400].includes(a.statusCode))).toBe(true);
    const after = await one<{ total: number; sum: number }>(sql`SELECT r.total_units AS total,
        (SELECT sum(units)::int FROM course_registration_courses WHERE registration_id = r.id) AS sum
      FROM course_registrations r WHERE r.id = ${slip.id}`);
    expect(after.total).toBe(after.sum);
    expect(after.total).toBeLessThanOrEqual(MAX_UNITS);
  }, 240_000);
});
