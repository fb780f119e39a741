import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { migrate, readMigrations } from "../../src/server/db/migrate";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { DEMO_STUDENT_COUNT } from "../../src/server/db/seed/students/demoStudents";
import { seedLoadStudents } from "../../src/server/db/seed/students/loadStudents";
import { caller, registrar, student, upload } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { createTestDatabase, databaseKinds } from "../support/testDatabase";

/**
 * Student and applicant records (migrations 0060 and 0061) on the demo college: the database's
 * rules, the demo seed, the course-management rows that point at students, the students lookup
 * and the load seed.
 */
describe.each(databaseKinds)("student records on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const one = async <Row>(query: ReturnType<typeof sql>) =>
    (await queryRows<Row>(t.database.db, query))[0] as Row;
  const failure = async (query: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(query);
    } catch (error) {
      const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
      return cause as { code?: string; constraint?: string };
    }
    throw new Error("the statement was not refused");
  };
  const studentId = async (regNumber: string) =>
    (await one<{ id: number }>(sql`SELECT id FROM students WHERE reg_number = ${regNumber}`)).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoData(t.database.db, new Date("2026-11-01T09:00:00Z"));
  }, 300_000);
  afterAll(async () => t?.close());

  describe("the demo seed", () => {
    it("gives the demo student accounts their records, consistent with their student type", async () => {
      const linked = await queryRows<Record<string, unknown>>(
        t.database.db,
        sql`SELECT u.user_name AS "userName", s.reg_number AS "regNumber", p.code AS "programme",
              s.student_type_id AS "studentTypeId", u.student_type_id AS "accountType", lv.name AS "level", s.status
            FROM students s JOIN users u ON u.id = s.user_id JOIN programmes p ON p.id = s.programme_id
            JOIN levels lv ON lv.id = s.level_id ORDER BY u.user_name`,
      );
      expect(linked).toEqual([
        {
          userName: "jupebstudent",
          regNumber: "JUPEB/2026/GSE/0001",
          programme: "JUPEB",
          studentTypeId: 50,
          accountType: 50,
          level: "100 Level",
          status: "active",
        },
        {
          userName: "pgstudent",
          regNumber: "PGDE/2026/EDF/0001",
          programme: "PGDE",
          studentTypeId: 7,
          accountType: 7,
          level: "100 Level",
          status: "active",
        },
        {
          userName: "student",
          regNumber: "NCE/2025/CSC/0101",
          programme: "NCE",
          studentTypeId: 1,
          accountType: 1,
          level: "200 Level",
          status: "active",
        },
      ]);
    });

    it("seeds students across programmes, departments and levels that the college's setup allows", async () => {
      const figures = await one<Record<string, number>>(sql`
        SELECT count(*)::int AS "students", count(DISTINCT programme_id)::int AS "programmes",
          count(DISTINCT department_id)::int AS "departments", count(DISTINCT level_id)::int AS "levels",
          count(DISTINCT student_type_id)::int AS "studentTypes"
        FROM students`);
      expect(figures).toEqual({
        students: 3 + 8 + DEMO_STUDENT_COUNT,
        programmes: 7,
        departments: 25,
        levels: 5,
        studentTypes: 11,
      });
      // Every student's type leads to their programme, their department offers it, their option is the department's.
      const inconsistent = await queryRows<{ regNumber: string }>(
        t.database.db,
        sql`SELECT s.reg_number AS "regNumber" FROM students s
            WHERE NOT EXISTS (SELECT 1 FROM student_type_programmes x WHERE x.student_type_id = s.student_type_id AND x.programme_id = s.programme_id)
               OR NOT EXISTS (SELECT 1 FROM programme_departments x WHERE x.department_id = s.department_id AND x.programme_id = s.programme_id)
               OR EXISTS (SELECT 1 FROM department_options o WHERE o.id = s.department_option_id AND o.department_id <> s.department_id)
               OR s.gender_id IS NULL OR s.state_id IS NULL OR s.lga_id IS NULL OR s.country_id IS NULL`,
      );
      expect(inconsistent).toEqual([]);
    });

    it("points the course-management demo rows at students, and adds nothing when run again", async () => {
      const rows = await one<Record<string, number>>(sql`
        SELECT (SELECT count(*)::int FROM student_unit_limits) AS "unitLimits",
               (SELECT count(*)::int FROM student_registration_openings) AS "openings",
               (SELECT count(*)::int FROM borrowed_course_requests) AS "borrowed"`);
      expect(rows).toEqual({ unitLimits: 2, openings: 1, borrowed: 5 });
      await seedDemoData(t.database.db);
      expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM students`)).n).toBe(
        3 + 8 + DEMO_STUDENT_COUNT,
      );
    });
  });

  describe("the database's rules", () => {
    const base = sql`SELECT p.id, d.id, lv.id, 1, me.id, ms.id, se.id FROM programmes p, departments d, levels lv,
      modes_of_entry me, modes_of_study ms, academic_sessions se
      WHERE p.code = 'NCE' AND d.code = 'CSC' AND lv.value = 100 AND me.name = 'UTME' AND ms.name = 'Full-time' AND se.is_current`;
    const insertStudent = (regNumber: string, extra = sql``) =>
      sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id, student_type_id,
          mode_of_entry_id, mode_of_study_id, session_of_entry_id) SELECT ${regNumber}, 'Musa', 'Halima', x.* FROM (${base}) AS x ${extra}`;

    it("keeps matric numbers unique and in capitals", async () => {
      expect(await failure(insertStudent("NCE/2025/CSC/0101"))).toMatchObject({
        code: "23505",
        constraint: "students_reg_number_key",
      });
      expect(await failure(insertStudent("nce/2026/csc/0999"))).toMatchObject({
        code: "23514",
        constraint: "students_reg_number_check",
      });
    });

    it("refuses a student pointing at a programme, level or account that does not exist, or a second record for one account", async () => {
      const missingProgramme = sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id,
        student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id) VALUES ('NCE/2026/CSC/0998', 'Musa', 'Halima', 987654, 1, 2, 1, 1, 1, 1)`;
      expect(await failure(missingProgramme)).toMatchObject({ code: "23503" });
      const account = await one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'student'`);
      expect(
        await failure(
          sql`UPDATE students SET user_id = ${account.id} WHERE reg_number = 'NCE/2025/CSC/0142'`,
        ),
      ).toMatchObject({
        code: "23505",
        constraint: "students_user_id_key",
      });
      expect(
        await failure(sql`UPDATE students SET status = 'expelled' WHERE reg_number = 'NCE/2025/CSC/0142'`),
      ).toMatchObject({
        code: "23514",
        constraint: "students_status_check",
      });
    });

    it("holds one applicant per person, application type and session, with the phone in one form", async () => {
      const applicant = (type: string, phone: string) => sql`
        INSERT INTO applicants (application_type_id, session_id, last_name, first_name, email, mobile_number)
        SELECT ${type}, id, 'Okeke', 'Chinedu', 'chinedu.okeke@example.com', ${phone} FROM academic_sessions WHERE is_current`;
      await t.database.db.execute(applicant("nce", "08031234567"));
      expect(await failure(applicant("nce", "08031234567"))).toMatchObject({
        code: "23505",
        constraint: "applicants_person_type_session_key",
      });
      await t.database.db.execute(applicant("pre-nce", "08031234567")); // another application type
      expect(await failure(applicant("nce", "+2348031234567"))).toMatchObject({
        code: "23514",
        constraint: "applicants_mobile_number_check",
      });
      expect(await failure(applicant("NCE", "08031234568"))).toMatchObject({
        code: "23514",
        constraint: "applicants_application_type_id_check",
      });
      const missingSession = sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, mobile_number)
        VALUES ('nce', 987654, 'Okeke', 'Chinedu', '08031234569')`;
      expect(await failure(missingSession)).toMatchObject({ code: "23503" });
    });
  });

  describe("course-management rows point at students", () => {
    const rows: [list: string, row: Record<string, unknown>][] = [
      ["student-unit-limits", { semesterId: 2, maxUnits: 30, reason: "Final year with carry-over courses" }],
      [
        "student-registration-openings",
        { semesterId: 2, openUntil: "2027-03-01", reason: "Fees paid after the window" },
      ],
      ["borrowed-course-requests", { semesterId: 1, courseId: 1, reason: "Needed for the option" }],
    ];

    it.each(rows)(
      "%s refuses an unknown student with a 400 naming the field, and takes a real one",
      async (list, row) => {
        const sessionId = (await one<{ id: number }>(sql`SELECT id FROM academic_sessions WHERE is_current`))
          .id;
        const refused = await call(registrar, "POST", `/api/resources/${list}`, {
          ...row,
          sessionId,
          studentId: 987654,
        });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().errors).toEqual([
          { path: "studentId", message: "does not match any existing record" },
        ]);
        const id = await studentId("NCE/2024/BED/0054");
        const made = await call(registrar, "POST", `/api/resources/${list}`, {
          ...row,
          sessionId,
          studentId: id,
        });
        expect(made.statusCode, made.body).toBe(201);
        expect(made.json().data.studentId).toBe(id);
      },
    );

    it("uploads unit limits by matric number (or the label), and names an unknown one", async () => {
      const csv = (numbers: string[]) =>
        Buffer.from(
          `Student,Session,Semester,Maximum units,Reason\n${numbers
            .map((n) => `${n},2025/2026,First Semester,28,Carry-over courses approved`)
            .join("\n")}\n`,
        );
      const label = (
        await one<{ label: string }>(sql`SELECT label FROM students WHERE reg_number = 'NCE/2025/BIO/0031'`)
      ).label;
      const ok = await upload(
        t.app,
        t.config.jwtSecret,
        registrar,
        "student-unit-limits",
        "limits.csv",
        csv(["NCE/2025/CSC/0142", `" ${label} "`]),
      );
      expect(ok.statusCode, ok.body).toBe(200);
      const stored = await queryRows<{ regNumber: string }>(
        t.database.db,
        sql`SELECT s.reg_number AS "regNumber" FROM student_unit_limits u JOIN students s ON s.id = u.student_id
            JOIN academic_sessions se ON se.id = u.session_id WHERE se.name = '2025/2026' ORDER BY s.reg_number`,
      );
      expect(stored.map((r) => r.regNumber)).toEqual(["NCE/2025/BIO/0031", "NCE/2025/CSC/0142"]);
      const unknown = await upload(
        t.app,
        t.config.jwtSecret,
        registrar,
        "student-unit-limits",
        "limits.csv",
        csv(["NCE/2025/CSC/9999"]),
      );
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toContainEqual({
        path: "row 2.studentId",
        message: '"NCE/2025/CSC/9999" is not one of the Student options',
      });
    });

    it("lists students as a drop-down of matric number and name, for staff only", async () => {
      const res = await call(registrar, "GET", "/api/Lookups/students");
      expect(res.statusCode, res.body).toBe(200);
      const options = res.json().data as { id: number; name: string }[];
      expect(options).toHaveLength(3 + 8 + DEMO_STUDENT_COUNT);
      expect(options).toContainEqual({
        id: await studentId("NCE/2025/CSC/0101"),
        name: "NCE/2025/CSC/0101 - Adeyemi, Adebayo Oluwaseun",
      });
      expect((await call(student, "GET", "/api/Lookups/students")).statusCode).toBe(403);
      expect((await call(undefined, "GET", "/api/Lookups/students")).statusCode).toBe(401);
    });

    it("shows a head of department the matric number of a request waiting for them", async () => {
      const hod = await one<{ id: number }>(sql`SELECT id FROM users WHERE user_name = 'hod'`);
      const res = await call(
        { id: hod.id, userName: "hod", userType: "lecturer", roles: ["lecturer", "hod"], claims: [] },
        "GET",
        "/api/Dashboard/lecturer-dashboard",
      );
      expect(
        res.json().data.posts[0].oldestPendingRequests.map((r: { regNumber: string }) => r.regNumber),
      ).toEqual(["NCE/2025/AUT/0064"]);
    });
  });

  it("seed:load adds its students once, beside the demo ones", async () => {
    const before = (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM students`)).n;
    const progress: [number, number][] = [];
    const first = await seedLoadStudents(t.database.db, 1200, (done, added) => progress.push([done, added]));
    expect(first).toEqual({ added: 1200, total: before + 1200 });
    expect(progress).toEqual([
      [1000, 1000],
      [1200, 1200],
    ]);
    expect(await seedLoadStudents(t.database.db, 1200)).toEqual({ added: 0, total: before + 1200 });
  });
});

describe.each(databaseKinds)("migration 0061 on %s", (kind) => {
  it("points matching rows at their student and moves the others aside, whole", async () => {
    const test = await createTestDatabase(kind, { migrated: false });
    const { database } = test;
    try {
      const files = await readMigrations();
      const upTo = files.findIndex((file) => file.id.startsWith("0061"));
      await migrate(database, files.slice(0, upTo));
      await database.session(async (s) => {
        await s.exec(`
          INSERT INTO modes_of_entry (id, name) VALUES (1, 'UTME');
          INSERT INTO modes_of_study (id, name) VALUES (1, 'Full-time');
          INSERT INTO academic_sessions (id, name, start_date, end_date) VALUES (1, '2026/2027', '2026-10-05', '2027-08-27');
          INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id, student_type_id,
            mode_of_entry_id, mode_of_study_id, session_of_entry_id) VALUES ('NCE/2025/GSE/0001', 'Okafor', 'Ada', 1, 1, 2, 1, 1, 1, 1);
          INSERT INTO student_unit_limits (reg_number, session_id, semester_id, max_units, reason)
            VALUES ('NCE/2025/GSE/0001', 1, 1, 30, 'Carry-over'), ('NCE/2025/GSE/0404', 1, 1, 28, 'Nobody');
          INSERT INTO student_registration_openings (reg_number, session_id, semester_id, open_until, reason)
            VALUES ('NCE/2025/GSE/0404', 1, 1, '2026-12-01', 'Nobody');`);
      });
      await migrate(database, files);
      await database.session(async (s) => {
        expect(await s.query("SELECT student_id, max_units FROM student_unit_limits")).toEqual([
          { student_id: 1, max_units: 30 },
        ]);
        expect(await s.query("SELECT count(*)::int AS n FROM student_registration_openings")).toEqual([
          { n: 0 },
        ]);
        const moved = await s.query<{
          source_table: string;
          reg_number: string;
          row_data: { reason: string };
        }>(
          "SELECT source_table, reg_number, row_data FROM unmatched_student_references ORDER BY source_table",
        );
        expect(moved.map((m) => [m.source_table, m.reg_number, m.row_data.reason])).toEqual([
          ["student_registration_openings", "NCE/2025/GSE/0404", "Nobody"],
          ["student_unit_limits", "NCE/2025/GSE/0404", "Nobody"],
        ]);
      });
    } finally {
      await test.drop();
    }
  });
});
