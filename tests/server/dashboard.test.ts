import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LecturerDashboard } from "../../src/contract/dashboard";
import { queryRows } from "../../src/server/db/database";
import { UNIT_LOADS } from "../../src/server/db/seed/courseOffering";
import { DEMO_COURSES, DEMO_LECTURERS } from "../../src/server/db/seed/courses";
import { DEMO_USERS } from "../../src/server/db/seed/identity";
import { demoNotices } from "../../src/server/db/seed/notices";
import { DEMO_EVALUATED_ACCOUNTS } from "../../src/server/db/seed/performanceEvaluations";
import { DEMO_DEPARTMENTS, DEMO_SCHOOLS } from "../../src/server/db/seed/schoolSetup";
import { seedDemoData } from "../../src/server/db/seed/seed";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { adminDashboard } from "../../src/server/modules/dashboard/adminDashboardService";
import { studentDashboard } from "../../src/server/modules/dashboard/studentDashboardService";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const ADMIN = "/api/Dashboard/admin-dashboard";
const LECTURER = "/api/Dashboard/lecturer-dashboard";
const STUDENT = "/api/Dashboard/student-dashboard";
const HOUR = 60 * 60 * 1000;
/** One first-semester window for each programme and level with a unit load (seed/courseOffering.ts). */
const SEEDED_WINDOWS = new Set(
  UNIT_LOADS.filter((load) => load[2] === 1).map(([p, level]) => `${p}/${level}`),
).size;
/** A level's name as the levels list has it: Pre-NCE is level 0. */
const levelName = (level: number) => (level === 0 ? "Pre-NCE" : `${level} Level`);
/** The dashboard's order of courses: by level, semester, code. */
const byLevelSemesterCode = (a: (typeof DEMO_COURSES)[number], b: (typeof DEMO_COURSES)[number]) =>
  a.level - b.level || a.semester - b.semester || a.code.localeCompare(b.code);

/** The seeded 2026/2027 first-semester windows run 12 October to 13 November 2026 (seed/courses.ts). */
const INSIDE_SEEDED_WINDOW = new Date("2026-10-20T12:00:00Z");
const AFTER_SEEDED_WINDOW = new Date("2027-02-05T12:00:00Z");

describe.each(databaseKinds)("dashboards on %s", (kind) => {
  let t: TestApp;
  const seededAt = new Date();
  const people: Record<string, AuthUser> = {};

  const get = async (user: AuthUser | undefined, url: string) =>
    t.app.inject({
      method: "GET",
      url,
      headers: user ? await bearer(t.app, user) : {},
    });
  const run = (query: SQL) => t.database.db.execute(query);
  const idOf = async (table: string, column: string, value: string): Promise<number> => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${value}`,
    );
    if (!row) throw new Error(`no ${table} row with ${column} = ${value}`);
    return row.id;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db, seededAt);
    for (const user of DEMO_USERS) {
      people[user.userName] = {
        id: await idOf("users", "user_name", user.userName),
        userName: user.userName,
        userType: user.userType,
        roles: user.roles,
        claims: [],
      };
    }
  }, 120_000);
  afterAll(async () => t?.close());

  describe("admin-dashboard", () => {
    it("counts the seeded demo college for the current session", async () => {
      const res = await get(people.registrar, ADMIN);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.success).toBe(true);
      const userTypes = (type: string) => DEMO_USERS.filter((user) => user.userType === type).length;
      expect(body.data).toEqual({
        session: {
          id: await idOf("academic_sessions", "name", "2026/2027"),
          name: "2026/2027",
          isCurrent: true,
        },
        semester: { id: 1, name: "First Semester" },
        counts: {
          // The migration's School of General Studies and its department come on top of the demo's.
          activeSchools: DEMO_SCHOOLS.length + 1,
          activeDepartments: DEMO_DEPARTMENTS.length + 1,
          // The migration's NCE and Pre-NCE, and the demo's NCE Sandwich, BSc(Ed), BTech(Ed) and PGDE.
          activeProgrammes: 7, // NCE, Pre-NCE, NCE Sandwich, the two degrees, PGDE and JUPEB
          activeCourses: DEMO_COURSES.length,
          activeLecturers: DEMO_LECTURERS.length,
          activeUsers: {
            student: userTypes("student"),
            // The evaluation demo's lecturers have accounts too (they never sign in).
            lecturer: userTypes("lecturer") + DEMO_EVALUATED_ACCOUNTS,
            official: userTypes("official"),
          },
          // Whether the seeded window is open depends on today's date; see the next test.
          openRegistrationWindows: expect.any(Number),
          // PHY 111, CHM 111, YOR 111 and BLD 111 are pending in 2026/2027; CSC 211 is approved already.
          pendingBorrowedCourseRequests: 4,
          currentNotices: demoNotices(seededAt).length,
        },
      });
    });

    it("counts registration windows open at the moment asked about, in that session", async () => {
      const db = t.database.db;
      expect((await adminDashboard(db, undefined, INSIDE_SEEDED_WINDOW)).counts.openRegistrationWindows).toBe(
        SEEDED_WINDOWS,
      );
      expect((await adminDashboard(db, undefined, AFTER_SEEDED_WINDOW)).counts.openRegistrationWindows).toBe(
        0,
      );
      const previous = await idOf("academic_sessions", "name", "2025/2026");
      expect((await adminDashboard(db, previous, INSIDE_SEEDED_WINDOW)).counts.openRegistrationWindows).toBe(
        0,
      );
    });

    it("answers another session's figures when asked, and refuses a bad or unknown sessionId", async () => {
      const previous = await idOf("academic_sessions", "name", "2025/2026");
      await run(sql`
        INSERT INTO borrowed_course_requests (student_id, course_id, session_id, semester_id, reason)
        SELECT st.id, c.id, ${previous}, 1, 'Carry-over from 100 level'
        FROM courses c JOIN students st ON st.reg_number = 'NCE/2024/MTH/0078' WHERE c.code = 'MTH 111'`);
      const res = await get(people.registrar, `${ADMIN}?sessionId=${previous}`);
      expect(res.statusCode, res.body).toBe(200);
      const { session, counts } = res.json().data;
      expect(session).toEqual({ id: previous, name: "2025/2026", isCurrent: false });
      expect(counts.pendingBorrowedCourseRequests).toBe(1);
      expect(counts.activeSchools).toBe(DEMO_SCHOOLS.length + 1);

      for (const bad of ["abc", "0", "-4", "1.5", "99999999999"]) {
        const refused = await get(people.registrar, `${ADMIN}?sessionId=${bad}`);
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().errors[0].path, bad).toBe("sessionId");
      }
      const unknown = await get(people.registrar, `${ADMIN}?sessionId=987654`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, message: "No session with id 987654" });
    });

    it("leaves switched-off rows, closed windows and ended notices out of the figures", async () => {
      const before = (await get(people.registrar, ADMIN)).json().data.counts;
      const now = Date.now();
      await run(sql`UPDATE departments SET active = false WHERE code = 'HAU'`);
      await run(sql`UPDATE courses SET active = false WHERE code IN ('HAU 111', 'HAU 121')`);
      await run(sql`UPDATE users SET active = false WHERE user_name = 'hostel'`);
      const current = await idOf("academic_sessions", "name", "2026/2027");
      // Open now (400 level has no seeded window), switched off, and already closed.
      await run(sql`
        INSERT INTO course_registration_windows (session_id, semester_id, level_id, programme_id, opens_at, closes_at, is_open)
        VALUES
          (${current}, 1, 5, 1, ${new Date(now - HOUR).toISOString()}::timestamptz, ${new Date(now + 24 * HOUR).toISOString()}::timestamptz, true),
          (${current}, 2, 5, 1, ${new Date(now - HOUR).toISOString()}::timestamptz, ${new Date(now + 24 * HOUR).toISOString()}::timestamptz, false),
          (${current}, 2, 4, 1, ${new Date(now - 48 * HOUR).toISOString()}::timestamptz, ${new Date(now - 24 * HOUR).toISOString()}::timestamptz, true)`);
      await run(sql`
        INSERT INTO notices (title, category, description, start_date, end_date, sender_name)
        VALUES ('Ended', 'Staff', '<p>Over</p>', ${new Date(now - 48 * HOUR).toISOString()}::timestamptz,
                ${new Date(now - 24 * HOUR).toISOString()}::timestamptz, 'Registry')`);

      const after = (await get(people.registrar, ADMIN)).json().data.counts;
      expect(after).toEqual({
        ...before,
        activeDepartments: before.activeDepartments - 1,
        activeCourses: before.activeCourses - 2,
        activeUsers: { ...before.activeUsers, official: before.activeUsers.official - 1 },
        openRegistrationWindows: before.openRegistrationWindows + 1,
      });
    });
  });

  describe("lecturer-dashboard", () => {
    it("shows a lecturer their record and the courses assigned to them this session", async () => {
      const res = await get(people.lecturer, LECTURER);
      expect(res.statusCode, res.body).toBe(200);
      const data: LecturerDashboard = res.json().data;
      expect(data.session?.name).toBe("2026/2027");
      expect(data.lecturer).toMatchObject({
        staffNumber: "FCET/AS/0003",
        fullName: "Ibrahim, Yusuf",
        rank: "Lecturer II",
        departmentName: "Computer Science Education",
        schoolName: "School of Science Education",
      });
      // The seed gives each course to its department's first lecturer: Mr. Ibrahim teaches Computer
      // Science; the score-sheet demo (seed/scores.ts) also gives him BLD 111. By level, semester, code.
      const taught = DEMO_COURSES.filter(
        (course) => course.department === "CSC" || course.code === "BLD 111",
      ).sort(byLevelSemesterCode);
      expect(data.courses.map((c) => [c.code, c.title, c.units, c.level, c.semester])).toEqual(
        taught.map((c) => [
          c.code,
          c.title,
          c.units,
          levelName(c.level),
          c.semester === 1 ? "First Semester" : "Second Semester",
        ]),
      );
      expect(data.posts).toEqual([]);
    });

    it("shows a head of department and a dean the pending requests of their department or School", async () => {
      const building = await idOf("departments", "code", "BLD");
      const science = await idOf("faculties", "code", "SSE");
      const current = await idOf("academic_sessions", "name", "2026/2027");
      // The demo seed makes `hod` head of Building and `dean` dean of Science Education, with one
      // pending Building request this session; one from an earlier session is not shown.
      await run(sql`
        INSERT INTO borrowed_course_requests (student_id, course_id, session_id, semester_id, reason)
        SELECT st.id, c.id, s.id, 1, 'Building Construction for the option'
        FROM courses c JOIN academic_sessions s ON s.name = '2024/2025'
        JOIN students st ON st.reg_number = 'NCE/2025/AUT/0064' WHERE c.code = 'BLD 111'`);

      const hod: LecturerDashboard = (await get(people.hod, LECTURER)).json().data;
      expect(hod.posts).toEqual([
        {
          post: "hod",
          unitId: building,
          unitName: "Building Technology Education",
          pendingBorrowedCourseRequests: 1,
          oldestPendingRequests: [
            {
              id: expect.any(Number),
              regNumber: "NCE/2025/AUT/0064",
              courseCode: "BLD 111",
              courseTitle: "Introduction to Building Technology",
              requestedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
            },
          ],
        },
      ]);
      expect(hod.courses.map((c) => c.code)).toEqual(
        DEMO_COURSES.filter((c) => c.department === "BLD")
          .sort(byLevelSemesterCode)
          .map((c) => c.code),
      );

      // The School of Science Education holds Physics and Chemistry (pending), not Yoruba (Languages).
      const dean: LecturerDashboard = (await get(people.dean, LECTURER)).json().data;
      expect(dean.posts).toHaveLength(1);
      expect(dean.posts[0]).toMatchObject({
        post: "dean",
        unitId: science,
        unitName: "School of Science Education",
        pendingBorrowedCourseRequests: 2,
      });
      expect(dean.posts[0]?.oldestPendingRequests.map((r) => r.courseCode).sort()).toEqual([
        "CHM 111",
        "PHY 111",
      ]);

      // Once decided, a request no longer waits; a post handed over is no longer shown.
      await run(sql`UPDATE borrowed_course_requests SET status = 'approved' WHERE course_id =
        (SELECT id FROM courses WHERE code = 'BLD 111') AND session_id = ${current}`);
      expect((await get(people.hod, LECTURER)).json().data.posts[0].pendingBorrowedCourseRequests).toBe(0);
      await run(sql`UPDATE dean_assignments SET active = false WHERE user_id = ${people.dean!.id}`);
      expect((await get(people.dean, LECTURER)).json().data.posts).toEqual([]);
    });

    it("answers an account without a lecturer record with no record and no courses", async () => {
      const account = await createAccount(t.database.db, {
        userName: "newlecturer",
        password: "Matric#2026",
        fullName: "New Lecturer",
        userType: "lecturer",
        roles: ["lecturer"],
      });
      const user: AuthUser = {
        id: account.id,
        userName: "newlecturer",
        userType: "lecturer",
        roles: ["lecturer"],
        claims: [],
      };
      const res = await get(user, LECTURER);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ lecturer: null, courses: [], posts: [] });
    });
  });

  describe("the demo's notifications", () => {
    it("come from the events the data bears out: a lecturer's are their course assignments", async () => {
      const lecturer = people.lecturer!;
      const notices = await queryRows<{ message: string; category: string; session_id: number | null }>(
        t.database.db,
        sql`SELECT message, notification_category AS category, (request_properties->>'sessionId')::int AS session_id
          FROM notifications WHERE user_id = ${lecturer.id} ORDER BY id`,
      );
      const assigned = await queryRows<{ code: string; session_id: number }>(
        t.database.db,
        sql`SELECT c.code, ca.session_id FROM course_assignments ca JOIN courses c ON c.id = ca.course_id
          JOIN lecturers l ON l.id = ca.lecturer_id WHERE l.user_id = ${lecturer.id} ORDER BY ca.id`,
      );
      expect(assigned.length).toBeGreaterThan(0);
      expect(notices).toHaveLength(assigned.length);
      for (const [i, notice] of notices.entries()) {
        expect(notice.category).toBe("lecturerCourses");
        expect(notice.message).toContain(`You have been assigned ${assigned[i]?.code} - `);
        expect(notice.session_id).toBe(assigned[i]?.session_id);
      }
      // Nobody is told of a course registration decision that was never made.
      const [told] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE notification_category = 'courseApproval'`,
      );
      const [decided] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM course_registrations WHERE status <> 'pending'`,
      );
      expect(told?.n).toBeLessThanOrEqual(decided?.n ?? 0);
    });
  });

  describe("student-dashboard", () => {
    it("shows the current term, the student's record and type, registration status and unread count", async () => {
      // Whether registration is open depends on the clock: the seeded windows are tested at fixed times below.
      const res = await get(people.student, STUDENT);
      expect(res.statusCode, res.body).toBe(200);
      const [counted] = await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${people.student!.id} AND NOT is_read`,
      );
      const unread = counted?.n;
      expect(res.json().data).toEqual({
        session: { id: expect.any(Number), name: "2026/2027", isCurrent: true },
        semester: { id: 1, name: "First Semester" },
        studentType: { id: 1, name: "NCE" },
        student: {
          regNumber: "NCE/2025/CSC/0101",
          programme: {
            id: await idOf("programmes", "code", "NCE"),
            name: "Nigeria Certificate in Education",
          },
          department: { id: await idOf("departments", "code", "CSC"), name: "Computer Science Education" },
          level: { id: await idOf("levels", "name", "200 Level"), name: "200 Level" },
          status: "active",
        },
        courseRegistrationOpen: (await studentDashboard(t.database.db, people.student!.id, new Date()))
          .courseRegistrationOpen,
        unreadNotifications: unread,
      });
      const jupeb = (await get(people.jupebstudent, STUDENT)).json().data;
      expect(jupeb.studentType).toEqual({ id: 50, name: "JUPEB" });
      expect(jupeb.student).toMatchObject({
        regNumber: "JUPEB/2026/GSE/0001",
        programme: { name: "Joint Universities Preliminary Examinations Board Programme" },
        level: { name: "100 Level" },
      });
      // Every class the demo reaches has its window, with the same dates as the NCE student's.
      const open = res.json().data.courseRegistrationOpen;
      expect(jupeb.courseRegistrationOpen).toBe(open);
      expect(jupeb.unreadNotifications).toBe(0);
      const pg = (await get(people.pgstudent, STUDENT)).json().data;
      expect(pg.studentType).toEqual({ id: 7, name: "Postgraduate" });
      expect(pg.student).toMatchObject({
        regNumber: "PGDE/2026/EDF/0001",
        programme: { name: "Postgraduate Diploma in Education" },
      });
      expect(pg.courseRegistrationOpen).toBe(open);
    });

    it("answers an account without a student record with no record and registration closed", async () => {
      const account = await createAccount(t.database.db, {
        userName: "NCE/2026/CSC/0999",
        password: "Matric#2026",
        fullName: "New Student",
        userType: "student",
        roles: ["student"],
        studentTypeId: 1,
      });
      const user: AuthUser = {
        id: account.id,
        userName: "NCE/2026/CSC/0999",
        userType: "student",
        roles: ["student"],
        claims: [],
      };
      const data = (await get(user, STUDENT)).json().data;
      expect(data).toMatchObject({
        studentType: { id: 1, name: "NCE" },
        student: null,
        courseRegistrationOpen: false,
      });
    });

    it("closes registration for a student who is not active", async () => {
      const db = t.database.db;
      const student = people.student!.id;
      expect((await studentDashboard(db, student, INSIDE_SEEDED_WINDOW)).courseRegistrationOpen).toBe(true);
      await run(sql`UPDATE students SET status = 'suspended' WHERE user_id = ${student}`);
      expect((await studentDashboard(db, student, INSIDE_SEEDED_WINDOW)).courseRegistrationOpen).toBe(false);
      await run(sql`UPDATE students SET status = 'active' WHERE user_id = ${student}`);
    });

    it("says registration is open only inside a window of the current semester", async () => {
      const db = t.database.db;
      await run(sql`DELETE FROM course_registration_windows WHERE level_id = 5`);
      const student = people.student!.id;
      expect((await studentDashboard(db, student, INSIDE_SEEDED_WINDOW)).courseRegistrationOpen).toBe(true);
      expect((await studentDashboard(db, student, AFTER_SEEDED_WINDOW)).courseRegistrationOpen).toBe(false);
      // One current semester at a time: clear it, then mark the second.
      const makeCurrent = async (semesterId: number) => {
        await run(sql`UPDATE semesters SET is_current = false WHERE is_current`);
        await run(sql`UPDATE semesters SET is_current = true WHERE id = ${semesterId}`);
      };
      await makeCurrent(2);
      expect((await studentDashboard(db, student, INSIDE_SEEDED_WINDOW)).courseRegistrationOpen).toBe(false);
      await makeCurrent(1);
    });
  });

  describe("access", () => {
    it("lets each kind of user reach only their own dashboard", async () => {
      const expected: [string, string, number][] = [
        ["student", ADMIN, 403],
        ["student", LECTURER, 403],
        ["student", STUDENT, 200],
        ["lecturer", ADMIN, 403],
        ["hod", ADMIN, 403],
        ["dean", STUDENT, 403],
        ["registrar", LECTURER, 403],
        ["bursar", STUDENT, 403],
        ["bursar", ADMIN, 200],
        ["superadmin", ADMIN, 200],
      ];
      const actual: [string, string, number][] = [];
      for (const [userName, url] of expected) {
        actual.push([userName, url, (await get(people[userName], url)).statusCode]);
      }
      expect(actual).toEqual(expected);
      for (const url of [ADMIN, LECTURER, STUDENT]) expect((await get(undefined, url)).statusCode).toBe(401);
    });
  });
});
