import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { caller } from "../../support/resourceRequests";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * One student's record for their course adviser or head of department (GET
 * Lecturer/course-adviser-student/:id, /class/results/student): registered courses and results
 * term by term, published and not yet published (marked), GPA and CGPA of published results with
 * provisional figures beside them; and nobody else may open it (404, or 403 for roles the route
 * does not serve).
 */
const person = (id: number, roles: string[], userType = "lecturer"): AuthUser => ({
  id,
  userName: `person${id}`,
  userType,
  roles,
  claims: [],
});
const adviser = person(940_001, ["lecturer"]);
const pastAdviser = person(940_002, ["lecturer"]);
const formerAdviser = person(940_003, ["lecturer"]); // assignment no longer active
const otherLecturer = person(940_004, ["lecturer"]);
const cscHod = person(940_005, ["lecturer", "hod"]);
const phyHod = person(940_006, ["lecturer", "hod"]);
const registrar = person(940_007, ["registrar"], "official");
const superadmin = person(940_008, ["superadmin"], "official");
const adaAccount = person(940_009, ["student"], "student");

const LEVEL = { 100: 2, 200: 3 } as const;

describe.each(databaseKinds)("a student's record for their adviser on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const ids: Record<string, number> = {};
  const exec = (query: SQL) => t.database.db.execute(query);
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;
  const record = (user: AuthUser, studentId: number) =>
    call(user, "GET", `/api/Lecturer/course-adviser-student/${studentId}`);

  async function addStudent(regNumber: string, department: string, level: number, userId: number | null) {
    return (
      await one<{ id: number }>(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id,
        department_id, level_id, student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id)
      VALUES (${regNumber}, 'Okafor', 'Ada', 1, ${ids[department]}, ${level}, 1,
        (SELECT min(id) FROM modes_of_entry), (SELECT min(id) FROM modes_of_study), ${ids.s2025}, ${userId})
      RETURNING id`)
    ).id;
  }

  /** A slip as the portal makes one: pending while its courses go in (a late opening), then decided. */
  async function slip(studentId: number, session: number, level: number, courses: string[], status: string) {
    await exec(sql`INSERT INTO student_registration_openings (student_id, session_id, semester_id, open_until, reason)
      VALUES (${studentId}, ${session}, 1, current_date, 'test') ON CONFLICT DO NOTHING`);
    const { id } = await one<{
      id: number;
    }>(sql`INSERT INTO course_registrations (student_id, session_id, semester_id,
        level_id, programme_id, department_id, min_units, max_units)
      SELECT id, ${session}, 1, ${level}, programme_id, department_id, 0, 24 FROM students WHERE id = ${studentId}
      RETURNING id`);
    for (const code of courses)
      await exec(sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
        VALUES (${id}, ${ids[code]}, 0, 'compulsory')`);
    if (status !== "pending")
      await exec(
        sql`UPDATE course_registrations SET status = ${status}, decided_at = now() WHERE id = ${id}`,
      );
    await exec(sql`DELETE FROM student_registration_openings WHERE student_id = ${studentId}`);
  }

  async function result(
    studentId: number,
    code: string,
    session: number,
    scores: [ca: number, exam: number, grade: string, points: number],
    status: string,
  ) {
    const [ca, exam, grade, points] = scores;
    await exec(sql`INSERT INTO course_results (student_id, course_id, session_id, semester_id, units, ca_score,
        exam_score, grade, points, status)
      SELECT ${studentId}, id, ${session}, 1, units, ${ca}, ${exam}, ${grade}, ${points}, ${status}
      FROM courses WHERE id = ${ids[code]}`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    ids.s2026 = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2026/2027', '2026-09-01', '2027-08-31', true) RETURNING id`)
    ).id;
    ids.s2025 = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date)
        VALUES ('2025/2026', '2025-09-01', '2026-08-31') RETURNING id`)
    ).id;
    const faculty = (
      await one<{ id: number }>(
        sql`INSERT INTO faculties (name, code) VALUES ('School of Science', 'SCI') RETURNING id`,
      )
    ).id;
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES
      ('Computer Science Education', 'CSC', ${faculty}), ('Physics Education', 'PHY', ${faculty})`);
    ids.CSC = (await one<{ id: number }>(sql`SELECT id FROM departments WHERE code = 'CSC'`)).id;
    ids.PHY = (await one<{ id: number }>(sql`SELECT id FROM departments WHERE code = 'PHY'`)).id;
    for (const [code, units, level] of [
      ["CSC 111", 3, 100],
      ["GSE 111", 2, 100],
      ["CSC 211", 3, 200],
      ["CSC 212", 3, 200],
      ["CSC 213", 2, 200],
      ["GSE 211", 1, 200],
    ] as const)
      ids[code] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO courses (code, title, units, level_id, semester_id, department_id)
          VALUES (${code}, ${`Course ${code}`}, ${units}, ${LEVEL[level]}, 1, ${ids.CSC}) RETURNING id`)
      ).id;
    for (const user of [
      adviser,
      pastAdviser,
      formerAdviser,
      otherLecturer,
      cscHod,
      phyHod,
      registrar,
      superadmin,
      adaAccount,
    ])
      await sessionToken(t.app, user);
    // The adviser of CSC 200 level now; the adviser of CSC 100 level last session (Ada's slip then).
    await exec(sql`INSERT INTO course_adviser_assignments (department_id, level_id, session_id, user_id, active) VALUES
      (${ids.CSC}, ${LEVEL[200]}, ${ids.s2026}, ${adviser.id}, true),
      (${ids.CSC}, ${LEVEL[100]}, ${ids.s2025}, ${pastAdviser.id}, true),
      (${ids.CSC}, ${LEVEL[200]}, ${ids.s2025}, ${formerAdviser.id}, false)`);
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id) VALUES
      (${ids.CSC}, ${cscHod.id}), (${ids.PHY}, ${phyHod.id})`);

    // Ada, CSC 200 level.
    //  2025/2026 first (slip approved, 100 level): CSC 111 (3) B 4, GSE 111 (2) C 3, published
    //    → GPA 18/5 = 3.60, CGPA 3.60.
    //  2026/2027 first (slip approved): CSC 211 (3) A 5 published; CSC 212 (3) D 2 with the HOD;
    //    CSC 213 (2) a draft (the lecturer's own: not shown); GSE 211 (1) F 0 published, no slip.
    //    Published: GPA 15/4 = 3.75, CGPA 33/9 = 3.666… → 3.67.
    //    With CSC 212: GPA 21/7 = 3.00, CGPA 39/12 = 3.25.
    ids.ada = await addStudent("NCE/2025/CSC/0001", "CSC", LEVEL[200], adaAccount.id);
    ids.bola = await addStudent("NCE/2025/PHY/0002", "PHY", LEVEL[200], null);
    await slip(ids.ada, ids.s2025, LEVEL[100], ["CSC 111", "GSE 111"], "approved");
    await result(ids.ada, "CSC 111", ids.s2025, [25, 38, "B", 4], "published");
    await result(ids.ada, "GSE 111", ids.s2025, [20, 32, "C", 3], "published");
    await slip(ids.ada, ids.s2026, LEVEL[200], ["CSC 211", "CSC 212", "CSC 213"], "approved");
    await result(ids.ada, "CSC 211", ids.s2026, [35, 40, "A", 5], "published");
    await result(ids.ada, "CSC 212", ids.s2026, [20, 26, "D", 2], "hod_approved");
    await result(ids.ada, "CSC 213", ids.s2026, [30, 40, "A", 5], "draft");
    await result(ids.ada, "GSE 211", ids.s2026, [10, 20, "F", 0], "published");
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows the adviser the student's terms: registered courses, results published or not, GPA and CGPA", async () => {
    const response = await record(adviser, ids.ada as number);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.student).toMatchObject({ regNumber: "NCE/2025/CSC/0001", level: "200 Level" });
    expect(data.terms.map((term: { session: { name: string } }) => term.session.name)).toEqual([
      "2025/2026",
      "2026/2027",
    ]);
    const [first, current] = data.terms;
    expect(first.registration).toMatchObject({ status: "approved", totalUnits: 5 });
    expect([first.gpa.hundredths, first.cgpa.hundredths, first.provisional]).toEqual([360, 360, null]);

    expect(current.registration).toMatchObject({ status: "approved", totalUnits: 8 });
    expect(
      current.courses.map(
        (course: { code: string; registered: boolean; status: string | null; grade: string | null }) => [
          course.code,
          course.registered,
          course.status,
          course.grade,
        ],
      ),
    ).toEqual([
      ["CSC 211", true, "published", "A"],
      ["CSC 212", true, "hod_approved", "D"],
      ["CSC 213", true, null, null],
      ["GSE 211", false, "published", "F"],
    ]);
    // A draft's scores are the lecturer's own until submitted.
    expect(current.courses[2]).toMatchObject({
      caScore: null,
      examScore: null,
      totalScore: null,
      points: null,
    });
    expect(current.gpa).toEqual({ units: 4, qualityPoints: 15, hundredths: 375 });
    expect(current.cgpa).toEqual({ units: 9, qualityPoints: 33, hundredths: 367 });
    expect(current.provisional).toEqual({
      gpa: { units: 7, qualityPoints: 21, hundredths: 300 },
      cgpa: { units: 12, qualityPoints: 39, hundredths: 325 },
    });
    // The standing now is that of published results.
    expect(data.cgpa.hundredths).toBe(367);
    expect(data.outstanding).toEqual(["GSE 211"]);
  });

  it("lets the head of the student's department and the adviser of a class they registered in open it", async () => {
    expect((await record(cscHod, ids.ada as number)).statusCode).toBe(200);
    expect((await record(pastAdviser, ids.ada as number)).statusCode).toBe(200);
    expect((await record(phyHod, ids.bola as number)).statusCode).toBe(200);
  });

  it("answers 404 to any other lecturer, head of department or administrator, and for an unknown student", async () => {
    for (const user of [otherLecturer, formerAdviser, phyHod, superadmin]) {
      const response = await record(user, ids.ada as number);
      expect(response.statusCode, user.userName).toBe(404);
      expect(response.body).not.toContain("NCE/2025/CSC/0001");
    }
    // Bola is in Physics: not the CSC adviser's nor the CSC head's.
    expect((await record(adviser, ids.bola as number)).statusCode).toBe(404);
    expect((await record(cscHod, ids.bola as number)).statusCode).toBe(404);
    expect((await record(adviser, 99_999_999)).statusCode).toBe(404);
  });

  it("is not a route for the registry or for students", async () => {
    expect((await record(registrar, ids.ada as number)).statusCode).toBe(403);
    expect((await record(adaAccount, ids.ada as number)).statusCode).toBe(403);
    expect((await call(undefined, "GET", `/api/Lecturer/course-adviser-student/${ids.ada}`)).statusCode).toBe(
      401,
    );
  });
});
