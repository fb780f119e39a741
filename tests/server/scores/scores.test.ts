import { type SQL, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sheetActionOf } from "../../../src/contract/scoreSheetSteps";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { caller, multipartFile } from "../../support/resourceRequests";
import { bearer, sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Scores through the real app (src/server/modules/scores, migration 0180): a lecturer sees and edits
 * only the courses assigned to them and only while the sheet is a draft; uploads are all or
 * nothing with each row's problem; the chain submitted → HOD → dean/admin → published is enforced
 * (wrong post 403, wrong state 409), audited, and returns notify the lecturer.
 */
const staff = (id: number, userName: string, roles: string[], userType = "lecturer"): AuthUser => ({
  id,
  userName,
  userType,
  roles,
  claims: [],
});
const lecturer = staff(930_001, "lect", ["lecturer"]);
const otherLecturer = staff(930_002, "other", ["lecturer"]);
const hod = staff(930_003, "hodcsc", ["lecturer", "hod"]);
const otherHod = staff(930_004, "hodphy", ["lecturer", "hod"]);
const dean = staff(930_005, "deanssc", ["lecturer", "dean"]);
const registrar = staff(930_006, "registry", ["registrar"], "official");
const superadmin = staff(930_007, "root", ["superadmin"], "official");
const student = staff(930_008, "stud", ["student"], "student");

describe.each(databaseKinds)("scores on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sessionId: number;
  const course: Record<string, number> = {};
  const studentId: Record<string, number> = {};
  const exec = (query: SQL) => t.database.db.execute(query);
  const rows = <Row>(query: SQL) => queryRows<Row>(t.database.db, query);
  const one = async <Row>(query: SQL) => (await rows<Row>(query))[0] as Row;

  const q = (code: string) => `courseId=${course[code]}&sessionId=${sessionId}`;
  const sheet = (user: AuthUser, code: string) => call(user, "GET", `/api/Results/scoresheet?${q(code)}`);
  const save = (
    user: AuthUser,
    code: string,
    scores: { studentId: number; caScore: number | null; examScore: number | null }[],
  ) => call(user, "POST", "/api/Results/scoresheet", { courseId: course[code], sessionId, scores });
  const submit = (user: AuthUser, code: string) =>
    call(user, "POST", "/api/Results/submit-score-sheet", { courseId: course[code], sessionId });
  const sheetId = async (code: string) =>
    (
      await one<{ id: number }>(
        sql`SELECT id FROM score_sheets WHERE course_id = ${course[code]} AND session_id = ${sessionId}`,
      )
    ).id;
  const sheetStatus = async (code: string) =>
    (
      await one<{ status: string }>(
        sql`SELECT status FROM score_sheets WHERE course_id = ${course[code]} AND session_id = ${sessionId}`,
      )
    ).status;
  const resultRows = (code: string) =>
    rows<{
      regNumber: string;
      ca: number | null;
      exam: number | null;
      grade: string | null;
      points: number | null;
      status: string;
    }>(
      sql`SELECT st.reg_number AS "regNumber", cr.ca_score::float8 AS ca, cr.exam_score::float8 AS exam,
            cr.grade, cr.points, cr.status
          FROM course_results cr JOIN students st ON st.id = cr.student_id
          WHERE cr.course_id = ${course[code]} AND cr.session_id = ${sessionId} ORDER BY st.reg_number`,
    );
  const uploadFile = async (user: AuthUser, url: string, name: string, content: Buffer) => {
    const body = multipartFile(name, content);
    return t.app.inject({
      method: "POST",
      url,
      headers: { ...body.headers, ...(await bearer(t.app, user)) },
      payload: body.payload,
    });
  };
  const xlsx = async (table: (string | number | null)[][]) => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet("Scores");
    for (const row of table) ws.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  };
  const decide = (
    user: AuthUser,
    step: "hod-approval" | "admin-approval",
    ids: number[],
    approve = true,
    reason?: string,
  ) => call(user, "POST", `/api/Results/${step}`, { sheetIds: ids, approve, ...(reason ? { reason } : {}) });
  const publish = (user: AuthUser, ids: number[]) =>
    call(user, "POST", "/api/Results/publish-results", { sheetIds: ids });

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    for (const user of [lecturer, otherLecturer, hod, otherHod, dean, registrar, superadmin, student])
      await sessionToken(t.app, user);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    sessionId = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2026/2027', '2026-09-01', '2027-08-31', true) RETURNING id`)
    ).id;
    await exec(sql`INSERT INTO faculties (name, code) VALUES ('School of Science Education', 'SSC')`);
    await exec(sql`INSERT INTO departments (name, code, faculty_id)
      SELECT 'Computer Science Education', 'CSC', id FROM faculties WHERE code = 'SSC'`);
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES ('Physics Education', 'PHY', 1)`);
    for (const [code, department] of [
      ["CSC 211", "CSC"],
      ["CSC 212", "CSC"],
      ["CSC 213", "CSC"],
      ["PHY 211", "PHY"],
    ] as const) {
      course[code] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO courses (code, title, units, level_id, semester_id, department_id)
          SELECT ${code}, ${`Course ${code}`}, 2, 3, 1, d.id FROM departments d WHERE d.code = ${department} RETURNING id`)
      ).id;
    }
    await exec(sql`INSERT INTO lecturers (staff_number, surname, first_name, department_id, rank, user_id)
      SELECT v.staff, v.surname, 'Test', d.id, 'Lecturer I', v.user_id
      FROM (VALUES ('SS001', 'Ibrahim', ${lecturer.id}::int), ('SS002', 'Other', ${otherLecturer.id}::int), ('SS003', 'Head', ${hod.id}::int))
        AS v (staff, surname, user_id), departments d WHERE d.code = 'CSC'`);
    // lect teaches CSC 211, CSC 212 and CSC 213; other teaches PHY 211.
    await exec(sql`INSERT INTO course_assignments (course_id, lecturer_id, session_id)
      SELECT c.id, l.id, ${sessionId} FROM courses c, lecturers l
      WHERE (c.code IN ('CSC 211', 'CSC 212', 'CSC 213') AND l.staff_number = 'SS001')
         OR (c.code = 'PHY 211' AND l.staff_number = 'SS002')`);
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id)
      SELECT id, ${hod.id} FROM departments WHERE code = 'CSC'`);
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id)
      SELECT id, ${otherHod.id} FROM departments WHERE code = 'PHY'`);
    await exec(sql`INSERT INTO dean_assignments (faculty_id, user_id)
      SELECT id, ${dean.id} FROM faculties WHERE code = 'SSC'`);
    await exec(
      sql`INSERT INTO unit_loads (programme_id, level_id, semester_id, min_units, max_units) VALUES (1, 3, 1, 0, 24)`,
    );
    await exec(sql`INSERT INTO course_registration_windows (session_id, semester_id, level_id, programme_id, opens_at, closes_at)
      VALUES (${sessionId}, 1, 3, 1, now() - interval '1 day', now() + interval '1 day')`);
    // Four CSC students: 0001–0003 registered (approved) for CSC 211/212/213, 0004 pending (not on the list);
    // and 0009 registered nothing.
    for (const n of [1, 2, 3, 4, 9]) {
      const reg = `NCE/2025/CSC/000${n}`;
      studentId[reg] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id, level_id,
            student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id)
          SELECT ${reg}, 'Student', ${`Number${n}`}, 1, d.id, 3, 1,
            (SELECT min(id) FROM modes_of_entry), (SELECT min(id) FROM modes_of_study), ${sessionId}
          FROM departments d WHERE d.code = 'CSC' RETURNING id`)
      ).id;
      if (n === 9) continue;
      const slip = await one<{
        id: number;
      }>(sql`INSERT INTO course_registrations (student_id, session_id, semester_id,
          level_id, programme_id, department_id, min_units, max_units)
        VALUES (${studentId[reg]}, ${sessionId}, 1, 3, 1, (SELECT id FROM departments WHERE code = 'CSC'), 0, 24) RETURNING id`);
      await exec(sql`INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
        SELECT ${slip.id}, id, units, 'compulsory' FROM courses WHERE code IN ('CSC 211', 'CSC 212', 'CSC 213')`);
      if (n !== 4)
        await exec(
          sql`UPDATE course_registrations SET status = 'approved', decided_at = now() WHERE id = ${slip.id}`,
        );
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it("lists only the caller's assigned courses, with the class size", async () => {
    const mine = await call(
      lecturer,
      "GET",
      `/api/Lecturer/assigned-courses?sessionId=${sessionId}&semesterId=1`,
    );
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .data.map((c: { course: { code: string }; registered: number; status: string }) => [
          c.course.code,
          c.registered,
          c.status,
        ]),
    ).toEqual([
      ["CSC 211", 3, "draft"],
      ["CSC 212", 3, "draft"],
      ["CSC 213", 3, "draft"],
    ]);
    const theirs = await call(
      otherLecturer,
      "GET",
      `/api/Lecturer/assigned-courses?sessionId=${sessionId}&semesterId=1`,
    );
    expect(theirs.json().data.map((c: { course: { code: string } }) => c.course.code)).toEqual(["PHY 211"]);
    expect(
      (await call(student, "GET", `/api/Lecturer/assigned-courses?sessionId=${sessionId}&semesterId=1`))
        .statusCode,
    ).toBe(403);
  });

  it("lists the caller's course assignments in the /records Grid: paged, sorted, searched, exported, never another lecturer's", async () => {
    const term = `sessionId=${sessionId}&semesterId=1`;
    const page = await call(
      lecturer,
      "GET",
      `/api/Lecturer/assigned-courses/list?${term}&sort=-code&pageSize=5`,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json().data as {
      items: { code: string; registered: number; sheetStatus: string; sessionId: number }[];
      meta: { totalCount: number };
    };
    expect(body.items.map((row) => [row.code, row.registered, row.sheetStatus])).toEqual([
      ["CSC 213", 3, "Draft"],
      ["CSC 212", 3, "Draft"],
      ["CSC 211", 3, "Draft"],
    ]);
    expect(body.items.every((row) => row.sessionId === sessionId)).toBe(true);
    // Searching another lecturer's course finds nothing; they see only theirs.
    const searched = await call(lecturer, "GET", `/api/Lecturer/assigned-courses/list?${term}&search=PHY`);
    expect(searched.json().data.meta.totalCount).toBe(0);
    const theirs = await call(otherLecturer, "GET", `/api/Lecturer/assigned-courses/list?${term}`);
    expect(theirs.json().data.items.map((row: { code: string }) => row.code)).toEqual(["PHY 211"]);
    // Without the term's filters still only the caller's assignments (every term).
    const everyTerm = await call(otherLecturer, "GET", "/api/Lecturer/assigned-courses/list?pageSize=30");
    expect(everyTerm.json().data.items.map((row: { code: string }) => row.code)).toEqual(["PHY 211"]);
    const csv = await call(lecturer, "GET", `/api/Lecturer/assigned-courses/list/export?format=csv&${term}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("CSC 211");
    expect(csv.body).not.toContain("PHY 211");
    expect((await call(student, "GET", `/api/Lecturer/assigned-courses/list?${term}`)).statusCode).toBe(403);
    expect(
      (await call(hod, "GET", `/api/Lecturer/assigned-courses/list?${term}&sort=lecturerUserId`)).statusCode,
    ).toBe(400);
  });

  it("shows the class list (approved registrations only) to the course's lecturer, HOD and the registry, as XLSX too", async () => {
    const list = await call(lecturer, "GET", `/api/Results/class-list?${q("CSC 211")}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.students.map((s: { regNumber: string }) => s.regNumber)).toEqual([
      "NCE/2025/CSC/0001",
      "NCE/2025/CSC/0002",
      "NCE/2025/CSC/0003",
    ]);
    expect((await call(hod, "GET", `/api/Results/class-list?${q("CSC 211")}`)).statusCode).toBe(200);
    expect((await call(registrar, "GET", `/api/Results/class-list?${q("CSC 211")}`)).statusCode).toBe(200);
    expect((await call(otherLecturer, "GET", `/api/Results/class-list?${q("CSC 211")}`)).statusCode).toBe(
      404,
    );
    expect((await call(otherHod, "GET", `/api/Results/class-list?${q("CSC 211")}`)).statusCode).toBe(404);
    expect((await call(student, "GET", `/api/Results/class-list?${q("CSC 211")}`)).statusCode).toBe(403);

    const file = await call(lecturer, "GET", `/api/Results/download-class-list?${q("CSC 211")}&format=xlsx`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheetRows: unknown[] = [];
    workbook.worksheets[0]?.eachRow((row) => sheetRows.push((row.values as unknown[]).slice(1, 3)));
    expect(sheetRows).toEqual([
      ["S/N", "Matric Number"],
      [1, "NCE/2025/CSC/0001"],
      [2, "NCE/2025/CSC/0002"],
      [3, "NCE/2025/CSC/0003"],
    ]);
  });

  it("saves the grid's scores with grade and points from the grade bands, for the course's lecturer only", async () => {
    const a = studentId["NCE/2025/CSC/0001"] as number;
    const b = studentId["NCE/2025/CSC/0002"] as number;
    const saved = await save(lecturer, "CSC 211", [
      { studentId: a, caScore: 30, examScore: 45 },
      { studentId: b, caScore: 20.5, examScore: 24 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.rows.slice(0, 2)).toMatchObject([
      { regNumber: "NCE/2025/CSC/0001", caScore: 30, examScore: 45, total: 75, grade: "A", points: 5 },
      { regNumber: "NCE/2025/CSC/0002", caScore: 20.5, examScore: 24, total: 44.5, grade: "E", points: 1 },
    ]);
    expect(saved.json().data.editable).toBe(true);

    // Not theirs: 404 and nothing written. A student not on the list, a score out of range: 400.
    expect(
      (await save(otherLecturer, "CSC 211", [{ studentId: a, caScore: 1, examScore: 1 }])).statusCode,
    ).toBe(404);
    expect((await save(hod, "CSC 211", [{ studentId: a, caScore: 1, examScore: 1 }])).statusCode).toBe(404);
    const outsider = await save(lecturer, "CSC 211", [
      { studentId: studentId["NCE/2025/CSC/0004"] as number, caScore: 10, examScore: 10 },
    ]);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().errors[0].path).toBe("scores.0.studentId");
    const tooHigh = await save(lecturer, "CSC 211", [{ studentId: a, caScore: 41, examScore: 10 }]);
    expect(tooHigh.statusCode).toBe(400);
    expect(JSON.stringify(tooHigh.json().errors)).toContain("caScore");
    expect(
      (await save(lecturer, "CSC 211", [{ studentId: a, caScore: 10.123, examScore: 10 }])).statusCode,
    ).toBe(400);
    expect((await resultRows("CSC 211")).map((r) => [r.ca, r.exam, r.grade])).toEqual([
      [30, 45, "A"],
      [20.5, 24, "E"],
    ]);
    // The HOD reads the sheet but may not edit it.
    const asHod = await sheet(hod, "CSC 211");
    expect(asHod.statusCode).toBe(200);
    expect(asHod.json().data.editable).toBe(false);
    expect((await sheet(otherLecturer, "CSC 211")).statusCode).toBe(404);
  });

  it("uploads a score sheet all or nothing, naming each row's problem", async () => {
    const url = `/api/Results/upload-result-score-sheet?${q("CSC 212")}`;
    const bad = await uploadFile(
      lecturer,
      url,
      "scores.xlsx",
      await xlsx([
        ["Matric Number", "Name", "CA", "Exam"],
        ["NCE/2025/CSC/0001", "One", 35, 50],
        ["NCE/2099/XYZ/0001", "Nobody", 10, 10],
        ["NCE/2025/CSC/0009", "Not registered", 10, 10],
        ["NCE/2025/CSC/0002", "Two", 45, 10],
        ["NCE/2025/CSC/0003", "Three", 10, 61],
      ]),
    );
    expect(bad.statusCode).toBe(400);
    const errors = bad.json().errors as { path: string; message: string }[];
    expect(errors.map((e) => e.path)).toEqual([
      "row 3.matricNumber",
      "row 4.matricNumber",
      "row 5.caScore",
      "row 6.examScore",
    ]);
    expect(errors[0]?.message).toContain("unknown matric number");
    expect(errors[1]?.message).toContain("not registered for CSC 212");
    expect(await resultRows("CSC 212")).toEqual([]); // the good first row was not saved either

    const good = await uploadFile(
      lecturer,
      url,
      "scores.xlsx",
      await xlsx([
        ["Matric Number", "Name", "CA", "Exam"],
        ["nce/2025/csc/0001", "One", 35, 50],
        ["NCE/2025/CSC/0002", "Two", 25, 30],
        ["NCE/2025/CSC/0003", "Three", 10, 20],
      ]),
    );
    expect(good.statusCode).toBe(200);
    expect(good.json().data).toEqual({ updated: 3 });
    expect((await resultRows("CSC 212")).map((r) => [r.regNumber, r.ca, r.exam, r.grade, r.points])).toEqual([
      ["NCE/2025/CSC/0001", 35, 50, "A", 5],
      ["NCE/2025/CSC/0002", 25, 30, "C", 3],
      ["NCE/2025/CSC/0003", 10, 20, "F", 0],
    ]);
    // Another lecturer's upload: 404. Not a spreadsheet: 400.
    expect(
      (await uploadFile(otherLecturer, url, "scores.xlsx", await xlsx([["Matric Number", "CA", "Exam"]])))
        .statusCode,
    ).toBe(404);
    expect((await uploadFile(lecturer, url, "scores.csv", Buffer.from([0, 1, 2, 3]))).statusCode).toBe(400);
  });

  it("uploads CBT scores into the exam score only", async () => {
    await save(lecturer, "CSC 213", [
      { studentId: studentId["NCE/2025/CSC/0001"] as number, caScore: 30, examScore: null },
    ]);
    const response = await uploadFile(
      lecturer,
      `/api/Results/cbt-result-upload?${q("CSC 213")}`,
      "cbt.csv",
      Buffer.from("Matric Number,Score\r\nNCE/2025/CSC/0001,42\r\nNCE/2025/CSC/0002,55.5\r\n"),
    );
    expect(response.statusCode).toBe(200);
    expect((await resultRows("CSC 213")).map((r) => [r.regNumber, r.ca, r.exam, r.grade])).toEqual([
      ["NCE/2025/CSC/0001", 30, 42, "A"],
      ["NCE/2025/CSC/0002", null, 55.5, null],
    ]);
    const over = await uploadFile(
      lecturer,
      `/api/Results/cbt-result-upload?${q("CSC 213")}`,
      "cbt.csv",
      Buffer.from("Matric Number,Score\r\nNCE/2025/CSC/0003,60.5\r\n"),
    );
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0]).toMatchObject({ path: "row 2.examScore" });
  });

  it("enforces the chain's order and posts, audits each step, and freezes scores after submit", async () => {
    // Incomplete (0003 has no score on CSC 211): refused.
    const early = await submit(lecturer, "CSC 211");
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain("1 student has no CA or exam score");
    await save(lecturer, "CSC 211", [
      { studentId: studentId["NCE/2025/CSC/0003"] as number, caScore: 15, examScore: 30 },
    ]);
    const id = await sheetId("CSC 211");
    // Nothing submitted yet: the HOD has nothing to approve.
    expect((await decide(hod, "hod-approval", [id])).statusCode).toBe(409);
    expect((await submit(otherLecturer, "CSC 211")).statusCode).toBe(404);
    const submitted = await submit(lecturer, "CSC 211");
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: "submitted", editable: false });
    expect(await sheetStatus("CSC 211")).toBe("submitted");
    expect(new Set((await resultRows("CSC 211")).map((r) => r.status))).toEqual(new Set(["submitted"]));

    // After submit the lecturer cannot change it: grid, upload, resubmit.
    const a = studentId["NCE/2025/CSC/0001"] as number;
    expect((await save(lecturer, "CSC 211", [{ studentId: a, caScore: 1, examScore: 1 }])).statusCode).toBe(
      409,
    );
    expect(
      (
        await uploadFile(
          lecturer,
          `/api/Results/upload-result-score-sheet?${q("CSC 211")}`,
          "s.xlsx",
          await xlsx([
            ["Matric Number", "CA", "Exam"],
            ["NCE/2025/CSC/0001", 1, 1],
          ]),
        )
      ).statusCode,
    ).toBe(409);
    expect((await submit(lecturer, "CSC 211")).statusCode).toBe(409);
    // And the database refuses a score change on a submitted result whatever the caller.
    await expect(
      exec(sql`UPDATE course_results SET ca_score = 1 WHERE course_id = ${course["CSC 211"]}`),
    ).rejects.toThrow();

    // Wrong posts: another department's HOD and a plain lecturer do not see the sheet in the chain
    // (404, as the workflow answers a row it does not show them); the registry, which sees every
    // sheet, at the HOD step: 403.
    expect((await decide(otherHod, "hod-approval", [id])).statusCode).toBe(404);
    expect((await decide(lecturer, "hod-approval", [id])).statusCode).toBe(404);
    expect((await decide(registrar, "hod-approval", [id])).statusCode).toBe(403);
    // Steps out of order: 409.
    expect((await decide(dean, "admin-approval", [id])).statusCode).toBe(409);
    expect((await publish(registrar, [id])).statusCode).toBe(409);
    expect((await decide(hod, "hod-approval", [id])).statusCode).toBe(200);
    expect(await sheetStatus("CSC 211")).toBe("hod_approved");
    expect((await decide(hod, "hod-approval", [id])).statusCode).toBe(409);
    expect((await decide(hod, "admin-approval", [id])).statusCode).toBe(403);
    expect((await decide(registrar, "admin-approval", [id])).statusCode).toBe(403);
    expect((await publish(registrar, [id])).statusCode).toBe(409);
    expect((await decide(dean, "admin-approval", [id])).statusCode).toBe(200);
    expect((await publish(dean, [id])).statusCode).toBe(403);
    expect((await publish(hod, [id])).statusCode).toBe(403);
    expect((await publish(registrar, [id])).statusCode).toBe(200);
    expect(await sheetStatus("CSC 211")).toBe("published");
    expect(new Set((await resultRows("CSC 211")).map((r) => r.status))).toEqual(new Set(["published"]));
    expect((await publish(registrar, [id])).statusCode).toBe(409);
    // The database refuses a jump backwards from published, whatever the caller.
    await expect(exec(sql`UPDATE score_sheets SET status = 'draft' WHERE id = ${id}`)).rejects.toThrow();

    // Steps are the score-sheets workflow's: their entries keep the chain's entity and action names
    // and record the state they reached (a save or submit, its status).
    const audit = await rows<{
      action: string;
      actorId: number;
      before: unknown;
      after: { status?: string; state?: string };
    }>(
      sql`SELECT action, actor_id AS "actorId", before, after FROM audit_log
          WHERE entity = 'score_sheets' AND entity_id = ${String(id)}
            AND action IN ('submit', 'hod approve', 'approve', 'publish') ORDER BY id`,
    );
    expect(audit.map((a) => [a.action, a.actorId, a.after.status ?? a.after.state])).toEqual([
      ["submit", lecturer.id, "submitted"],
      ["hod approve", hod.id, "hod_approved"],
      ["approve", dean.id, "approved"],
      ["publish", registrar.id, "published"],
    ]);
    // The sheet's history, as the screens show it.
    const view = await sheet(registrar, "CSC 211");
    expect(view.json().data.history.map((e: { action: string }) => e.action)).toEqual([
      "save scores",
      "save scores",
      "submit",
      "hod approve",
      "approve",
      "publish",
    ]);
  });

  it("returns a sheet to the lecturer with a reason, notifies them, and lets them edit again", async () => {
    expect((await submit(lecturer, "CSC 212")).statusCode).toBe(200);
    const id = await sheetId("CSC 212");
    // The approvers' list (the score-sheets workflow's screen): what waits for this HOD, and
    // nothing of another department's.
    const pending = await call(
      hod,
      "GET",
      `/api/workflows/score-sheets/rows?sessionId=${sessionId}&semesterId=1&waiting=true`,
    );
    expect(pending.json().data.items.map((s: { id: number }) => s.id)).toEqual([id]);
    const elsewhere = await call(
      otherHod,
      "GET",
      `/api/workflows/score-sheets/rows?sessionId=${sessionId}&semesterId=1`,
    );
    expect(elsewhere.json().data.items).toEqual([]);

    const noReason = await decide(hod, "hod-approval", [id], false);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].path).toBe("reason");
    const returned = await decide(hod, "hod-approval", [id], false, "Check NCE/2025/CSC/0003's exam score");
    expect(returned.statusCode).toBe(200);
    expect(await sheetStatus("CSC 212")).toBe("draft");
    const notes = await rows<{ category: string; properties: { sessionId: number; semesterId: number } }>(
      sql`SELECT notification_category AS category, request_properties AS properties FROM notifications
          WHERE user_id = ${lecturer.id} AND message LIKE '%CSC 212%returned%'`,
    );
    expect(notes).toEqual([{ category: "lecturerCourses", properties: { sessionId, semesterId: 1 } }]);
    const mine = await call(
      lecturer,
      "GET",
      `/api/Lecturer/assigned-courses?sessionId=${sessionId}&semesterId=1`,
    );
    expect(
      mine.json().data.find((c: { course: { code: string } }) => c.course.code === "CSC 212"),
    ).toMatchObject({
      status: "draft",
      returnReason: "Check NCE/2025/CSC/0003's exam score",
    });
    const fixed = await save(lecturer, "CSC 212", [
      { studentId: studentId["NCE/2025/CSC/0003"] as number, caScore: 10, examScore: 35 },
    ]);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().data.rows[2]).toMatchObject({ total: 45, grade: "D", points: 2 });
  });

  it("bulk approval is all or nothing", async () => {
    // CSC 212 is submitted again; CSC 213 is still a draft (and incomplete).
    expect((await submit(lecturer, "CSC 212")).statusCode).toBe(200);
    const ids = [await sheetId("CSC 212"), await sheetId("CSC 213")];
    const refused = await decide(hod, "hod-approval", ids);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("CSC 213");
    expect(await sheetStatus("CSC 212")).toBe("submitted");
    // The super-admin may act at every approval step.
    const one = await decide(superadmin, "hod-approval", [ids[0] as number]);
    expect(one.statusCode).toBe(200);
    expect((await decide(superadmin, "admin-approval", [ids[0] as number])).statusCode).toBe(200);
    expect((await publish(superadmin, [ids[0] as number])).statusCode).toBe(200);
    expect(
      (await call(hod, "POST", "/api/Results/hod-approval", { sheetIds: [2_000_000], approve: true }))
        .statusCode,
    ).toBe(404);
  });

  it("offers each person, at each step, exactly the actions the server then allows", async () => {
    // CSC 213, complete and submitted; walked along the chain by the super-admin between checks.
    const filled = await save(
      lecturer,
      "CSC 213",
      ["0001", "0002", "0003"].map((n) => ({
        studentId: studentId[`NCE/2025/CSC/${n}`] as number,
        caScore: 25,
        examScore: 40,
      })),
    );
    expect(filled.statusCode).toBe(200);
    const id = await sheetId("CSC 213");
    const bringTo = async (status: "submitted" | "hod_approved" | "approved") => {
      if ((await sheetStatus("CSC 213")) === "draft")
        expect((await submit(lecturer, "CSC 213")).statusCode).toBe(200);
      if (status !== "submitted" && (await sheetStatus("CSC 213")) === "submitted")
        expect((await decide(superadmin, "hod-approval", [id])).statusCode).toBe(200);
      if (status === "approved" && (await sheetStatus("CSC 213")) === "hod_approved")
        expect((await decide(superadmin, "admin-approval", [id])).statusCode).toBe(200);
      expect(await sheetStatus("CSC 213")).toBe(status);
    };
    const offeredTo = async (user: AuthUser, status: string): Promise<string[]> => {
      const list = await call(
        user,
        "GET",
        `/api/workflows/score-sheets/rows?sessionId=${sessionId}&semesterId=1&state=${status}`,
      );
      // The list names the workflow's steps; the sheet's page, the API's actions.
      const listed =
        list.statusCode === 200
          ? ((list.json().data.items as { id: number; actions: string[] }[])
              .find((row) => row.id === id)
              ?.actions.flatMap((name) => sheetActionOf(name) ?? []) ?? [])
          : [];
      const view = await sheet(user, "CSC 213");
      const viewed = view.statusCode === 200 ? (view.json().data.actions as string[]) : [];
      // The list and the sheet's own page offer the same.
      expect(viewed, `${user.userName} at ${status}`).toEqual(listed);
      return listed;
    };
    const attempt = (user: AuthUser, action: string, status: string) => {
      const step = status === "submitted" ? "hod-approval" : "admin-approval";
      if (action === "publish") return publish(user, [id]);
      return action === "approve"
        ? decide(user, step, [id])
        : decide(user, step, [id], false, "Recheck the exam scores");
    };
    const people = [lecturer, otherLecturer, hod, otherHod, dean, registrar, superadmin, student];
    const expected: Record<string, Record<string, string[]>> = {
      submitted: { hodcsc: ["approve", "return"], root: ["approve", "return"] },
      hod_approved: { deanssc: ["approve", "return"], root: ["approve", "return"] },
      approved: { registry: ["publish"], root: ["publish"] },
    };
    // Who takes each step for real once everyone has been checked (the super-admin's steps are shown above).
    const holder = { submitted: hod, hod_approved: dean, approved: registrar };
    for (const status of ["submitted", "hod_approved", "approved"] as const) {
      await bringTo(status);
      for (const user of people) {
        const offered = await offeredTo(user, status);
        expect(offered, `${user.userName} at ${status}`).toEqual(expected[status]?.[user.userName] ?? []);
        // Whatever is not offered is refused, and changes nothing.
        for (const action of ["approve", "return", "publish"].filter((a) => !offered.includes(a))) {
          const refused = await attempt(user, action, status);
          expect(refused.statusCode, `${user.userName} ${action} at ${status}`).toBeGreaterThanOrEqual(400);
          expect(await sheetStatus("CSC 213")).toBe(status);
        }
        // A return offered is allowed (and the sheet is brought back for the next check).
        if (offered.includes("return")) {
          expect((await attempt(user, "return", status)).statusCode).toBe(200);
          expect(await sheetStatus("CSC 213")).toBe("draft");
          await bringTo(status);
        }
      }
      const next = await attempt(holder[status], status === "approved" ? "publish" : "approve", status);
      expect(next.statusCode).toBe(200);
    }
    expect(await sheetStatus("CSC 213")).toBe("published");
  });

  it("tells a lecturer when a course is assigned to them (lecturerCourses)", async () => {
    const response = await call(superadmin, "POST", "/api/resources/course-assignments", {
      courseId: course["PHY 211"],
      lecturerId: (await one<{ id: number }>(sql`SELECT id FROM lecturers WHERE staff_number = 'SS001'`)).id,
      sessionId,
    });
    expect(response.statusCode).toBe(201);
    const notes = await rows<{ message: string; category: string }>(
      sql`SELECT message, notification_category AS category FROM notifications
          WHERE user_id = ${lecturer.id} AND notification_type = 'Course assigned'`,
    );
    expect(notes).toEqual([
      {
        message: "You have been assigned PHY 211 - Course PHY 211 for 2026/2027, First Semester.",
        category: "lecturerCourses",
      },
    ]);
  });
});
