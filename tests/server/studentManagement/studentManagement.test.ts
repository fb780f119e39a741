import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedRolesAndMenus } from "../../../src/server/db/seed/identity";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { createAccount } from "../../../src/server/modules/auth/accounts";
import { REAL_JPEG } from "../../support/pictures";
import { caller, registrar } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Student management through the real app (src/server/modules/students, migration 0190): a head
 * of department reaches only their department's students, a student changes only what their form
 * allows, a passport is checked by its bytes, deactivation stops sign-in and is audited, staff
 * add/drop keeps the registration rules and its history, and a course adviser gets the Approve
 * Courses menu.
 */
const PASSWORD = "Matric#2026";

// A 1×1 PNG and a tiny JPEG (SOI … EOI).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = REAL_JPEG;
const dataUrl = (type: string, bytes: Buffer, name?: string) =>
  `data:${type};${name ? `name=${name};` : ""}base64,${bytes.toString("base64")}`;

const hod: AuthUser = {
  id: 920_001,
  userName: "hod",
  userType: "lecturer",
  roles: ["lecturer", "hod"],
  claims: [],
};
const adviser: AuthUser = {
  id: 920_002,
  userName: "adviser",
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
};
const outsider: AuthUser = {
  id: 920_003,
  userName: "outsider",
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
};

describe.each(databaseKinds)("student management on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sessionId: number;
  let cscStudentId: number;
  let phyStudentId: number;
  let studentUser: AuthUser;
  const course: Record<string, number> = {};
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;
  const exec = (query: SQL) => t.database.db.execute(query);
  const login = (userName: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName, password: PASSWORD },
    });

  async function addStudent(
    regNumber: string,
    departmentCode: string,
    userId: number | null,
  ): Promise<number> {
    return (
      await one<{
        id: number;
      }>(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id,
          level_id, student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id, mobile_number)
        SELECT ${regNumber}, 'Okafor', 'Chinedu', 1, d.id, 3, 1, (SELECT min(id) FROM modes_of_entry),
          (SELECT min(id) FROM modes_of_study), ${sessionId}, ${userId}, '08031234567'
        FROM departments d WHERE d.code = ${departmentCode} RETURNING id`)
    ).id;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedRolesAndMenus(t.database.db);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO relationships (name) VALUES ('Mother') ON CONFLICT DO NOTHING`);
    sessionId = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2026/2027', '2026-09-01', '2027-08-31', true) RETURNING id`)
    ).id;
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES
      ('Computer Science Education', 'CSC', 1), ('Physics Education', 'PHY', 1)`);
    const account = await createAccount(t.database.db, {
      userName: "NCE/2025/CSC/0001",
      password: PASSWORD,
      fullName: "Chinedu Okafor",
      userType: "student",
      roles: ["student"],
      setupComplete: true,
    });
    studentUser = {
      id: account.id,
      userName: account.userName,
      userType: "student",
      roles: ["student"],
      claims: [],
    };
    cscStudentId = await addStudent("NCE/2025/CSC/0001", "CSC", account.id);
    phyStudentId = await addStudent("NCE/2025/PHY/0001", "PHY", null);
    for (const user of [hod, adviser, outsider]) {
      await exec(sql`INSERT INTO users (id, user_name, full_name, user_type, password_hash, setup_complete)
        VALUES (${user.id}, ${user.userName}, 'Staff Member', 'lecturer', '!', true)`);
    }
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id)
      SELECT id, ${hod.id} FROM departments WHERE code = 'CSC'`);
    await exec(sql`INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
      SELECT id, 3, ${sessionId}, ${adviser.id} FROM departments WHERE code = 'CSC'`);
    for (const [code, units] of [
      ["CSC 211", 3],
      ["CSC 212", 3],
      ["CSC 213", 2],
    ] as const) {
      course[code] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO courses (code, title, units, level_id, semester_id, department_id, course_type)
          SELECT ${code}, ${`Course ${code}`}, ${units}::int, 3, 1, d.id, 'compulsory' FROM departments d
          WHERE d.code = 'CSC' RETURNING id`)
      ).id;
    }
    await exec(sql`INSERT INTO unit_loads (programme_id, level_id, semester_id, min_units, max_units)
      VALUES (1, 3, 1, 2, 6)`);
    await exec(sql`INSERT INTO course_registration_windows (session_id, semester_id, level_id, programme_id, opens_at, closes_at)
      VALUES (${sessionId}, 1, 3, 1, now() - interval '1 day', now() + interval '1 day')`);
  }, 120_000);
  afterAll(async () => t?.close());

  describe("the student's notice of a registry change", () => {
    it("tells the student which fields the registry changed, and nothing when nothing changed", async () => {
      const notices = () =>
        queryRows<{ message: string; notification_category: string }>(
          t.database.db,
          sql`SELECT message, notification_category FROM notifications WHERE user_id = ${studentUser.id}
            AND notification_type = 'Record updated' ORDER BY id`,
        );
      const before = (await notices()).length;
      // The edit form's dependent rule: the student's programme is offered by their department.
      await exec(sql`INSERT INTO programme_departments (programme_id, department_id)
        SELECT 1, department_id FROM students WHERE id = ${cscStudentId} ON CONFLICT DO NOTHING`);
      // The row as the edit form sends it back: its values, without the empty ones.
      const read: Record<string, unknown> = (
        await call(registrar, "GET", `/api/resources/students/${cscStudentId}`)
      ).json().data;
      const row = Object.fromEntries(Object.entries(read).filter(([, value]) => value !== null));
      const same = await call(registrar, "PUT", `/api/resources/students/${cscStudentId}`, row);
      expect(same.statusCode, same.body).toBe(200);
      expect(await notices()).toHaveLength(before);
      const moved = await call(registrar, "PUT", `/api/resources/students/${cscStudentId}`, {
        ...row,
        homeTown: "Nsukka",
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const after = await notices();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual({
        message: expect.stringMatching(
          /^The registry updated your record: .*Home town.*\. Check your profile\.$/,
        ),
        notification_category: "studentProfile",
      });
    });
  });

  describe("staff scope", () => {
    it("lets a head of department read their department's students and answers 404 for another's", async () => {
      const own = await call(hod, "GET", `/api/Student/student-profile/${cscStudentId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.regNumber).toBe("NCE/2025/CSC/0001");
      const other = await call(hod, "GET", `/api/Student/student-profile/${phyStudentId}`);
      expect(other.statusCode).toBe(404);
      expect((await call(hod, "GET", `/api/resources/students/${phyStudentId}`)).statusCode).toBe(404);
      const list = await call(hod, "GET", "/api/resources/students?pageSize=30");
      expect(list.json().data.items.map((row: { regNumber: string }) => row.regNumber)).toEqual([
        "NCE/2025/CSC/0001",
      ]);
      const report = await call(hod, "GET", "/api/resources/matric-number-report?pageSize=30");
      expect(report.json().data.items).toHaveLength(1);
      // The registry reaches both.
      expect((await call(registrar, "GET", `/api/Student/student-profile/${phyStudentId}`)).statusCode).toBe(
        200,
      );
    });

    it("refuses a student another student's profile route", async () => {
      expect(
        (await call(studentUser, "GET", `/api/Student/student-profile/${phyStudentId}`)).statusCode,
      ).toBe(403);
    });
  });

  describe("the student's own profile", () => {
    const valid = {
      mobileNumber: "08039998877",
      contactAddress: "12 Allen Avenue, Ikeja",
      nextOfKinName: "Ngozi Okafor",
      nextOfKinRelationshipId: 1,
      nextOfKinMobileNumber: "+2348031112222",
      nextOfKinAddress: "12 Allen Avenue, Ikeja",
    };

    it("reads their own profile", async () => {
      const answer = await call(studentUser, "GET", "/api/Student/student-profile");
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        id: cscStudentId,
        department: "Computer Science Education",
      });
    });

    it("refuses fields a student may not change, naming them, and changes nothing", async () => {
      for (const [field, value] of [
        ["lastName", "Adeyemi"],
        ["regNumber", "NCE/2025/CSC/9999"],
        ["levelId", 4],
        ["status", "active"],
      ] as const) {
        const answer = await call(studentUser, "PUT", "/api/Student/update-student-profile", {
          ...valid,
          [field]: value,
        });
        expect(answer.statusCode, field).toBe(400);
        expect(JSON.stringify(answer.json().errors)).toContain(field);
      }
      const row = await one<{ last_name: string; level_id: number; mobile_number: string }>(
        sql`SELECT last_name, level_id, mobile_number FROM students WHERE id = ${cscStudentId}`,
      );
      expect(row).toEqual({ last_name: "Okafor", level_id: 3, mobile_number: "08031234567" });
    });

    it("refuses a bad phone number with the shared message", async () => {
      const answer = await call(studentUser, "PUT", "/api/Student/update-student-profile", {
        ...valid,
        mobileNumber: "12345",
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({
        path: "mobileNumber",
        message: "invalid phone number",
      });
    });

    it("saves contacts and next of kin, audited", async () => {
      const answer = await call(studentUser, "PUT", "/api/Student/update-student-profile", valid);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({
        mobileNumber: "08039998877",
        nextOfKin: { fullname: "Ngozi Okafor", relationshipId: 1, relationship: "Mother" },
      });
      const audit = await one<{ count: number }>(sql`SELECT count(*)::int AS count FROM audit_log
        WHERE action = 'update-own-profile' AND entity = 'students' AND entity_id = ${String(cscStudentId)}`);
      expect(audit.count).toBe(1);
    });
  });

  describe("passport upload", () => {
    it("refuses a renamed non-image, whatever its data URL says", async () => {
      const fake = dataUrl("image/jpeg", Buffer.from("this is not a picture at all"), "photo.jpg");
      const answer = await call(studentUser, "POST", "/api/UserDocument/upload-passport", { passport: fake });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors[0]).toMatchObject({
        path: "passport",
        message: "the passport photograph must be a JPEG or PNG picture",
      });
      // A PNG's signature with nothing after it is no picture either.
      const cut = dataUrl("image/png", PNG.subarray(0, 16));
      expect(
        (await call(studentUser, "POST", "/api/UserDocument/upload-passport", { passport: cut })).statusCode,
      ).toBe(400);
      const row = await one<{ passport: string | null }>(
        sql`SELECT passport FROM students WHERE id = ${cscStudentId}`,
      );
      expect(row.passport).toBeNull();
    });

    it("refuses a picture over 200 KB and a PDF", async () => {
      const big = Buffer.concat([
        JPEG.subarray(0, 4),
        Buffer.alloc(205 * 1024, 1),
        Buffer.from([0xff, 0xd9]),
      ]);
      const answer = await call(registrar, "POST", `/api/Student/${cscStudentId}/upload-passport`, {
        passport: dataUrl("image/jpeg", big),
      });
      expect(answer.statusCode).toBe(400);
      const pdf = dataUrl("application/pdf", Buffer.from("%PDF-1.4"));
      expect(
        (await call(studentUser, "POST", "/api/UserDocument/upload-passport", { passport: pdf })).statusCode,
      ).toBe(400);
    });

    it("keeps a real JPEG or PNG under its sniffed type, audited", async () => {
      const answer = await call(studentUser, "POST", "/api/UserDocument/upload-passport", {
        passport: dataUrl("image/jpeg", PNG, "me.jpg"),
      });
      expect(answer.statusCode).toBe(200);
      // Re-encoded (its pixel data compressed again), under the type its bytes are.
      expect(answer.json().data.passport).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      const byStaff = await call(registrar, "POST", `/api/Student/${cscStudentId}/upload-passport`, {
        passport: dataUrl("image/jpeg", JPEG),
      });
      expect(byStaff.statusCode).toBe(200);
      const audit = await one<{ count: number }>(sql`SELECT count(*)::int AS count FROM audit_log
        WHERE action = 'upload-passport' AND entity_id = ${String(cscStudentId)}`);
      expect(audit.count).toBe(2);
    });

    it("lets no head of department upload (read only) and nobody outside scope", async () => {
      const passport = dataUrl("image/png", PNG);
      expect(
        (await call(hod, "POST", `/api/Student/${cscStudentId}/upload-passport`, { passport })).statusCode,
      ).toBe(403);
    });
  });

  describe("activation", () => {
    it("deactivating stops sign-in and is audited; activating restores it", async () => {
      expect((await login("NCE/2025/CSC/0001")).statusCode).toBe(200);
      const off = await call(registrar, "POST", "/api/Student/deactivate-student", {
        studentId: cscStudentId,
      });
      expect(off.statusCode).toBe(200);
      expect(off.json().data).toEqual({
        studentId: cscStudentId,
        userName: "NCE/2025/CSC/0001",
        active: false,
      });
      expect((await login("NCE/2025/CSC/0001")).statusCode).toBe(401);
      // Their live session ends too.
      expect((await call(studentUser, "GET", "/api/Student/student-profile")).statusCode).toBe(401);
      const audit = await one<{ actor_name: string; after: { active: boolean } }>(sql`SELECT actor_name, after
        FROM audit_log WHERE action = 'deactivate-student' AND entity_id = ${String(cscStudentId)}`);
      expect(audit).toMatchObject({ actor_name: "registrar", after: { active: false } });
      const on = await call(registrar, "POST", "/api/Student/activate-student", { studentId: cscStudentId });
      expect(on.json().data.active).toBe(true);
      expect((await login("NCE/2025/CSC/0001")).statusCode).toBe(200);
    });

    it("answers 409 for a student without an account and 403 for a head of department", async () => {
      expect(
        (await call(registrar, "POST", "/api/Student/deactivate-student", { studentId: phyStudentId }))
          .statusCode,
      ).toBe(409);
      expect(
        (await call(hod, "POST", "/api/Student/deactivate-student", { studentId: cscStudentId })).statusCode,
      ).toBe(403);
    });
  });

  describe("staff add/drop", () => {
    let registrationId: number;
    beforeAll(async () => {
      const registered = await call(studentUser, "POST", "/api/CourseRegistration/register", {
        sessionId,
        semesterId: 1,
        courseIds: [course["CSC 211"], course["CSC 212"]],
      });
      expect(registered.statusCode).toBe(200);
      registrationId = registered.json().data.id;
      const approved = await call(adviser, "POST", "/api/CourseRegistration/approve-course-registration", {
        registrationId,
        approve: true,
      });
      expect(approved.statusCode).toBe(200);
    });

    it("finds the student only for those who may decide their registration", async () => {
      const found = await call(
        adviser,
        "GET",
        "/api/CourseManagement/add-drop/student?regNumber=nce/2025/csc/0001",
      );
      expect(found.statusCode).toBe(200);
      expect(found.json().data.student.regNumber).toBe("NCE/2025/CSC/0001");
      // The registrations list (the page's Grid) answers the same people, for that student only.
      const listed = await call(
        adviser,
        "GET",
        "/api/CourseManagement/add-drop/registrations?regNumber=nce/2025/csc/0001",
      );
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data.items).toEqual([
        expect.objectContaining({ id: registrationId, totalUnits: expect.any(Number), status: "approved" }),
      ]);
      expect(
        (await call(outsider, "GET", "/api/CourseManagement/add-drop/student?regNumber=NCE/2025/CSC/0001"))
          .statusCode,
      ).toBe(404);
      for (const list of ["registrations", "changes", "changes/export?format=csv&"])
        expect(
          (
            await call(
              outsider,
              "GET",
              `/api/CourseManagement/add-drop/${list.includes("?") ? list : `${list}?`}regNumber=NCE/2025/CSC/0001`,
            )
          ).statusCode,
        ).toBe(404);
      // Without a matric number no list at all (never every student's rows).
      const bare = await call(registrar, "GET", "/api/CourseManagement/add-drop/registrations");
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors[0]).toMatchObject({ path: "regNumber" });
      expect(
        (await call(outsider, "GET", `/api/CourseManagement/add-drop/registration/${registrationId}`))
          .statusCode,
      ).toBe(404);
    });

    it("keeps the unit limit and refuses what is not registrable", async () => {
      const over = await call(adviser, "POST", "/api/CourseManagement/add-or-drop-courses", {
        registrationId,
        add: [course["CSC 213"]],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().errors[0].path).toBe("add");
      const unknown = await call(adviser, "POST", "/api/CourseManagement/add-or-drop-courses", {
        registrationId,
        add: [987_654],
      });
      expect(unknown.statusCode).toBe(400);
    });

    it("swaps a course, keeps the slip approved, records the history and notifies the student", async () => {
      const answer = await call(adviser, "POST", "/api/CourseManagement/add-or-drop-courses", {
        registrationId,
        add: [course["CSC 213"]],
        drop: [course["CSC 212"]],
        reason: "Clash with a carry-over",
      });
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(data.registration.status).toBe("approved");
      expect(data.registration.totalUnits).toBe(5);
      expect(data.changes.map((change: { action: string }) => change.action).sort()).toEqual(["add", "drop"]);
      const note = await one<{
        notification_category: string;
        message: string;
      }>(sql`SELECT notification_category, message
        FROM notifications WHERE user_id = ${studentUser.id} AND notification_type = 'Course registration changed'`);
      expect(note.notification_category).toBe("courseApproval");
      expect(note.message).toContain("added CSC 213; dropped CSC 212");
      const audit = await one<{ count: number }>(sql`SELECT count(*)::int AS count FROM audit_log
        WHERE action = 'add-drop' AND entity_id = ${String(registrationId)}`);
      expect(audit.count).toBe(1);
      // The history list: the slip's changes, newest first, searched; one slip's rows by `registration`.
      const history = await call(
        adviser,
        "GET",
        `/api/CourseManagement/add-drop/changes?regNumber=NCE/2025/CSC/0001&registration=${registrationId}`,
      );
      expect(history.statusCode).toBe(200);
      const rows = history.json().data.items as { course: string; action: string; reason: string }[];
      expect(rows.map((row) => row.action).sort()).toEqual(["Added", "Dropped"]);
      expect(rows.every((row) => row.reason === "Clash with a carry-over")).toBe(true);
      const searched = await call(
        registrar,
        "GET",
        "/api/CourseManagement/add-drop/changes?regNumber=NCE/2025/CSC/0001&search=CSC 213",
      );
      expect(searched.json().data.items.map((row: { action: string }) => row.action)).toEqual(["Added"]);
      const elsewhere = await call(
        registrar,
        "GET",
        `/api/CourseManagement/add-drop/changes?regNumber=NCE/2025/CSC/0001&registration=${registrationId + 1000}`,
      );
      expect(elsewhere.json().data.items).toEqual([]);
    });

    it("is refused once the window has closed (the database's rule too)", async () => {
      await exec(sql`UPDATE course_registration_windows SET closes_at = now() - interval '1 minute',
        opens_at = now() - interval '2 days'`);
      const answer = await call(registrar, "POST", "/api/CourseManagement/add-or-drop-courses", {
        registrationId,
        drop: [course["CSC 213"]],
      });
      expect(answer.statusCode).toBe(409);
      await exec(sql`UPDATE course_registration_windows SET closes_at = now() + interval '1 day'`);
    });
  });

  describe("the Approve Courses menu", () => {
    it("comes with a course adviser's post, not with the lecturer role alone", async () => {
      await createAccount(t.database.db, {
        userName: "advising.lecturer",
        password: PASSWORD,
        fullName: "Yusuf Ibrahim",
        userType: "lecturer",
        roles: ["lecturer"],
        setupComplete: true,
      });
      const before = (await login("advising.lecturer")).json();
      expect(before.data.menuItems).not.toContain("approve_courses");
      await exec(sql`INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id)
        SELECT d.id, 4, ${sessionId}, u.id FROM departments d, users u
        WHERE d.code = 'CSC' AND u.user_name = 'advising.lecturer'`);
      const after = (await login("advising.lecturer")).json();
      expect(after.data.menuItems).toContain("approve_courses");
      expect(after.data.menuItems).toContain("my_courses");
    });
  });
});
