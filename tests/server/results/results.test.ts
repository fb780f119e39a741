import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { issuedDocumentCode } from "../../../src/server/modules/results/issuedDocumentCode";
import { caller } from "../../support/resourceRequests";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Results through the real app (src/server/modules/results, migration 0185): only published
 * results are shown, each student only their own; GPA and CGPA (a retaken course, a zero-unit
 * course, an unpublished result); the composite sheet and its staff scope; transcripts printed,
 * audited and verified (an altered code is refused); graduate clearance and its checks.
 */
const student = (id: number): AuthUser => ({
  id,
  userName: `student${id}`,
  userType: "student",
  roles: ["student"],
  claims: [],
});
const staff = (id: number, roles: string[], userType = "lecturer"): AuthUser => ({
  id,
  userName: `staff${id}`,
  userType,
  roles,
  claims: [],
});
const ada = student(930_001);
const bola = student(930_002);
const registrar = staff(930_010, ["registrar"], "official");
const cscHod = staff(930_011, ["lecturer", "hod"]);
const phyHod = staff(930_012, ["lecturer", "hod"]);
const dean = staff(930_013, ["lecturer", "dean"]);
const bursar = staff(930_014, ["bursar"], "official");

describe.each(databaseKinds)("results on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const ids: Record<string, number> = {};
  const exec = (query: SQL) => t.database.db.execute(query);
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;

  async function addStudent(user: AuthUser, regNumber: string, levelId: number): Promise<number> {
    await sessionToken(t.app, user);
    return (
      await one<{
        id: number;
      }>(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id,
        level_id, student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id)
      VALUES (${regNumber}, 'Okafor', ${regNumber === "NCE/2024/CSC/0001" ? "Ada" : "Bola"}, 1, ${ids.CSC}, ${levelId}, 1,
        (SELECT min(id) FROM modes_of_entry), (SELECT min(id) FROM modes_of_study), ${ids.s2024}, ${user.id})
      RETURNING id`)
    ).id;
  }

  /** A result row in the given status (scores → grade and points by the NCE scale, given here). */
  async function result(
    studentId: number,
    course: string,
    session: number,
    semester: number,
    units: number,
    ca: number,
    exam: number,
    grade: string,
    points: number,
    status = "published",
  ) {
    await exec(sql`INSERT INTO course_results (student_id, course_id, session_id, semester_id, units, ca_score,
        exam_score, grade, points, status)
      VALUES (${studentId}, ${ids[course]}, ${session}, ${semester}, ${units}, ${ca}, ${exam}, ${grade}, ${points}, ${status})`);
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    // The 2025/2026 session was created first: sessions are ordered by their dates, not ids.
    ids.s2025 = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2025/2026', '2025-09-01', '2026-08-31', true) RETURNING id`)
    ).id;
    ids.s2024 = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date)
        VALUES ('2024/2025', '2024-09-01', '2025-08-31') RETURNING id`)
    ).id;
    ids.science = (
      await one<{ id: number }>(
        sql`INSERT INTO faculties (name, code) VALUES ('School of Science', 'SSE') RETURNING id`,
      )
    ).id;
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES
      ('Computer Science Education', 'CSC', ${ids.science}), ('Physics Education', 'PHY', 1)`);
    ids.CSC = (await one<{ id: number }>(sql`SELECT id FROM departments WHERE code = 'CSC'`)).id;
    ids.PHY = (await one<{ id: number }>(sql`SELECT id FROM departments WHERE code = 'PHY'`)).id;
    for (const [code, units, level, semester, department] of [
      ["CSC 111", 3, 2, 1, "CSC"],
      ["GSE 111", 1, 2, 1, "CSC"],
      ["CSC 121", 2, 2, 2, "CSC"],
      ["CSC 311", 3, 4, 1, "CSC"],
    ] as const) {
      ids[code] = (
        await one<{
          id: number;
        }>(sql`INSERT INTO courses (code, title, units, level_id, semester_id, department_id)
          VALUES (${code}, ${`Course ${code}`}, ${units}, ${level}, ${semester}, ${ids[department]}) RETURNING id`)
      ).id;
    }
    for (const user of [registrar, cscHod, phyHod, dean, bursar]) await sessionToken(t.app, user);
    await exec(
      sql`INSERT INTO hod_assignments (department_id, user_id) VALUES (${ids.CSC}, ${cscHod.id}), (${ids.PHY}, ${phyHod.id})`,
    );
    await exec(sql`INSERT INTO dean_assignments (faculty_id, user_id) VALUES (${ids.science}, ${dean.id})`);

    // Ada, NCE 300 level (final year of a 3-year programme):
    //  2024/2025 first: CSC 111 (3 units) F, GSE 111 (0 units, non-credit) A → GPA 0/3 = 0.00
    //  2024/2025 second: CSC 121 (2) B → GPA 4.00, CGPA 8/5 = 1.60
    //  2025/2026 first: CSC 111 retaken C → GPA 3.00, CGPA (9 + 8)/5 = 3.40 (the F is replaced);
    //    CSC 311 (3) A only approved, not yet published: invisible.
    ids.ada = await addStudent(ada, "NCE/2024/CSC/0001", 4);
    ids.bola = await addStudent(bola, "NCE/2024/CSC/0002", 3);
    await result(ids.ada, "CSC 111", ids.s2024, 1, 3, 20, 15, "F", 0);
    await result(ids.ada, "GSE 111", ids.s2024, 1, 0, 30, 40, "A", 5);
    await result(ids.ada, "CSC 121", ids.s2024, 2, 2, 30, 30, "B", 4);
    await result(ids.ada, "CSC 111", ids.s2025, 1, 3, 25, 30, "C", 3);
    await result(ids.ada, "CSC 311", ids.s2025, 1, 3, 35, 40, "A", 5, "approved");
    // Bola: one published result, one still with the head of department.
    await result(ids.bola, "CSC 111", ids.s2025, 1, 3, 38, 50, "A", 5);
    await result(ids.bola, "CSC 121", ids.s2025, 2, 2, 30, 30, "B", 4, "hod_approved");
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows a student their published terms with GPA per semester, CGPA and class, and nothing unpublished", async () => {
    const response = await call(ada, "GET", "/api/Results/student-results");
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.student).toMatchObject({ regNumber: "NCE/2024/CSC/0001", level: "300 Level" });
    expect(
      data.terms.map(
        (term: {
          session: { name: string };
          semester: { id: number };
          courses: number;
          gpa: { hundredths: number };
          cgpa: { hundredths: number };
        }) => [term.session.name, term.semester.id, term.courses, term.gpa.hundredths, term.cgpa.hundredths],
      ),
    ).toEqual([
      ["2024/2025", 1, 2, 0, 0],
      ["2024/2025", 2, 1, 400, 160],
      ["2025/2026", 1, 1, 300, 340],
    ]);
    expect(data.cgpa).toEqual({ units: 5, qualityPoints: 17, hundredths: 340 });
    expect(data.certificateClass).toBe("Merit");
    expect(data.outstanding).toEqual([]);

    // The classes are kept between requests, and the page follows a change to them at once.
    const merit = await queryRows<{ min: string }>(
      t.database.db,
      sql`SELECT min_cgpa::text AS min FROM certificate_class_bands WHERE name = 'Merit'`,
    );
    await t.database.db.execute(sql`UPDATE certificate_class_bands SET min_cgpa = 3.45 WHERE name = 'Merit'`);
    try {
      await vi.waitFor(async () => {
        const again = (await call(ada, "GET", "/api/Results/student-results")).json().data;
        expect(again.certificateClass).not.toBe("Merit");
      });
    } finally {
      await t.database.db.execute(
        sql`UPDATE certificate_class_bands SET min_cgpa = ${merit[0]?.min} WHERE name = 'Merit'`,
      );
    }
  });

  it("prints a semester's statement: scores, grade, points, GPA and the CGPA at its end", async () => {
    const response = await call(
      ada,
      "GET",
      `/api/Results/student-semester-cgpa?sessionId=${ids.s2024}&semesterId=1`,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.courses).toEqual([
      expect.objectContaining({
        code: "CSC 111",
        units: 3,
        caScore: 20,
        examScore: 15,
        totalScore: 35,
        grade: "F",
        points: 0,
      }),
      expect.objectContaining({ code: "GSE 111", units: 0, totalScore: 70, grade: "A", points: 5 }),
    ]);
    // zero-unit GSE 111 weighs nothing: 0 quality points over 3 units
    expect(data.gpa).toEqual({ units: 3, qualityPoints: 0, hundredths: 0 });
    expect(data.cgpa.hundredths).toBe(0);
    // at the end of that semester CSC 111 was still to be retaken
    expect(data.outstanding).toEqual(["CSC 111"]);
    expect(data.certificateClass).toBe("Fail");

    const latest = (
      await call(ada, "GET", `/api/Results/student-semester-cgpa?sessionId=${ids.s2025}&semesterId=1`)
    ).json().data;
    expect(latest.courses.map((course: { code: string }) => course.code)).toEqual(["CSC 111"]);
    expect([latest.gpa.hundredths, latest.cgpa.hundredths, latest.outstanding]).toEqual([300, 340, []]);
  });

  it("prints the level the student was at in that semester, not their level now", async () => {
    const levelOn = async (sessionId: number | undefined, semesterId: number) =>
      (
        await call(
          ada,
          "GET",
          `/api/Results/student-semester-cgpa?sessionId=${sessionId}&semesterId=${semesterId}`,
        )
      ).json().data.student.level;
    // Ada is at 300 level now; without a slip, a session back is a level back.
    expect(await levelOn(ids.s2025, 1)).toBe("300 Level");
    expect(await levelOn(ids.s2024, 1)).toBe("200 Level");
    // A registration slip of the session records the level she registered at, which wins.
    const slip = await one<{
      id: number;
    }>(sql`INSERT INTO course_registrations (student_id, session_id, semester_id,
        level_id, programme_id, department_id, min_units, max_units)
      VALUES (${ids.ada}, ${ids.s2024}, 2, 2, 1, ${ids.CSC}, 0, 24) RETURNING id`);
    try {
      expect(await levelOn(ids.s2024, 2)).toBe("100 Level");
      expect(await levelOn(ids.s2024, 1)).toBe("100 Level");
      expect(await levelOn(ids.s2025, 1)).toBe("300 Level");
    } finally {
      await exec(sql`DELETE FROM course_registrations WHERE id = ${slip.id}`);
    }
  });

  it("answers 404 for a term whose results are not published, and for another student's term", async () => {
    const unpublished = await call(
      bola,
      "GET",
      `/api/Results/student-semester-cgpa?sessionId=${ids.s2025}&semesterId=2`,
    );
    expect(unpublished.statusCode).toBe(404);
    const notTheirs = await call(
      bola,
      "GET",
      `/api/Results/student-semester-cgpa?sessionId=${ids.s2024}&semesterId=1`,
    );
    expect(notTheirs.statusCode).toBe(404);
    const bolas = (await call(bola, "GET", "/api/Results/student-results")).json().data;
    expect(bolas.terms).toHaveLength(1);
    expect(bolas.student.regNumber).toBe("NCE/2024/CSC/0002");
    // staff calls are not a student's
    expect((await call(ada, "GET", `/api/Student/student-clearance/${ids.bola}`)).statusCode).toBe(403);
    expect((await call(ada, "GET", "/api/Results/transcript-requests")).statusCode).toBe(403);
    // a staff account has no results of its own
    expect((await call(registrar, "GET", "/api/Results/student-results")).statusCode).toBe(403);
  });

  it("publishing a result shows it and moves the GPA", async () => {
    await exec(
      sql`UPDATE course_results SET status = 'published' WHERE student_id = ${ids.ada} AND course_id = ${ids["CSC 311"]}`,
    );
    const data = (await call(ada, "GET", "/api/Results/student-results")).json().data;
    // 2025/2026 first: (9 + 15) / 6 = 4.00; CGPA (9 + 8 + 15) / 8 = 4.00 → Credit
    expect(data.terms[2]).toMatchObject({ courses: 2, gpa: { hundredths: 400 }, cgpa: { hundredths: 400 } });
    expect(data.certificateClass).toBe("Credit");
  });

  it("gives the composite sheet to the registry, the department's head and the School's dean only", async () => {
    const query = `departmentId=${ids.CSC}&programmeId=1&levelId=4&sessionId=${ids.s2025}&semesterId=1`;
    for (const user of [registrar, cscHod, dean]) {
      const response = await call(user, "GET", `/api/Results/composite-results?${query}`);
      expect(response.statusCode, user.userName).toBe(200);
      const sheet = response.json().data;
      expect(sheet.courses.map((course: { code: string }) => course.code)).toEqual(["CSC 111", "CSC 311"]);
      expect(sheet.students).toEqual([
        expect.objectContaining({
          regNumber: "NCE/2024/CSC/0001",
          gpa: { units: 6, qualityPoints: 24, hundredths: 400 },
          cgpa: { units: 8, qualityPoints: 32, hundredths: 400 },
          remarks: "Passed",
        }),
      ]);
      expect(sheet.students[0].cells.map((cell: { grade: string }) => cell.grade)).toEqual(["C", "A"]);
    }
    expect((await call(phyHod, "GET", `/api/Results/composite-results?${query}`)).statusCode).toBe(404);
    expect((await call(bursar, "GET", `/api/Results/composite-results?${query}`)).statusCode).toBe(403);
    const phyOptions = (await call(phyHod, "GET", "/api/Results/class-list-options")).json().data;
    expect(phyOptions.departments.map((d: { name: string }) => d.name)).toEqual(["Physics Education"]);
    // the remark names the carry-over at the end of the first term
    const earlier = (
      await call(
        registrar,
        "GET",
        `/api/Results/composite-results?departmentId=${ids.CSC}&programmeId=1&levelId=4&sessionId=${ids.s2024}&semesterId=1`,
      )
    ).json().data;
    expect(earlier.students[0].remarks).toBe("Carry over: CSC 111");
    // results in the approval chain only with stage=all
    const bolaClass = `departmentId=${ids.CSC}&programmeId=1&levelId=3&sessionId=${ids.s2025}&semesterId=2`;
    expect(
      (await call(registrar, "GET", `/api/Results/composite-results?${bolaClass}`)).json().data.students,
    ).toEqual([]);
    const all = (await call(registrar, "GET", `/api/Results/composite-results?${bolaClass}&stage=all`)).json()
      .data;
    expect(all.students[0].cells[0]).toMatchObject({ grade: "B", status: "hod_approved" });
    const xlsx = await call(cscHod, "GET", `/api/Results/download-composite-results?${query}`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });

  it("lets a student request a transcript, and the registry print a paid one with a code that verifies", async () => {
    await exec(
      sql`INSERT INTO fee_items (name, code, fee_purpose_id) VALUES ('Transcript', 'TRANSCRIPT', 9)`,
    );
    const assignment = await one<{
      id: number;
    }>(sql`INSERT INTO fee_assignments (session_id, fee_purpose_id, name)
      VALUES (${ids.s2025}, 9, 'Sundry') RETURNING id`);
    await exec(sql`INSERT INTO fee_assignment_items (fee_assignment_id, fee_item_id, amount)
      SELECT ${assignment.id}, id, 500000 FROM fee_items WHERE code = 'TRANSCRIPT'`);
    const requested = await call(ada, "POST", "/api/Results/transcript-request", {
      institutionName: "University of Lagos",
      institutionAddress: "Akoka, Yaba, Lagos",
      institutionEmail: "Admissions@unilag.edu.ng",
    });
    expect(requested.statusCode).toBe(200);
    const invoiceNumber = requested.json().data.invoiceNumber as string;
    expect(requested.json().data.amount).toBe(500000);
    const mine = (await call(ada, "GET", "/api/Results/my-transcript-requests")).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ invoiceNumber, paid: false, institutionName: "University of Lagos" }),
    ]);
    expect((await call(bola, "GET", "/api/Results/my-transcript-requests")).json().data).toEqual([]);
    // unpaid: listed as unpaid, not among the paid ones the registry works from, and not printable
    const paidOnly = "/api/Results/transcript-requests?paymentStatus=paid";
    expect((await call(registrar, "GET", paidOnly)).json().data.items).toEqual([]);
    expect((await call(registrar, "GET", "/api/Results/transcript-requests")).json().data.items).toEqual([
      expect.objectContaining({ invoiceNumber, paymentStatus: "unpaid" }),
    ]);
    const requestId = mine[0].id as number;
    expect(
      (await call(registrar, "POST", `/api/Results/transcript-requests/${requestId}/print`)).statusCode,
    ).toBe(409);

    await exec(
      sql`UPDATE invoices SET status = 'paid', paid_at = now() WHERE invoice_number = ${invoiceNumber}`,
    );
    const listed = (await call(registrar, "GET", paidOnly)).json().data;
    expect(listed.items).toEqual([
      expect.objectContaining({ id: requestId, paymentStatus: "paid", studentId: ids.ada, printCount: 0 }),
    ]);
    expect(listed.meta).toMatchObject({ totalCount: 1, currentPage: 1 });
    const printed = await call(registrar, "POST", `/api/Results/transcript-requests/${requestId}/print`);
    expect(printed.statusCode).toBe(200);
    const transcript = printed.json().data;
    expect(transcript.terms).toHaveLength(3);
    expect(transcript.cgpa.hundredths).toBe(400);
    expect(transcript.certificateClass).toBe("Credit");
    expect(transcript.reference).toMatch(/^TRN\/\d{4}\/\d{6}$/);
    const audit = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'print' AND entity = 'transcripts'`,
    );
    expect(audit.n).toBe(1);
    expect((await call(registrar, "GET", paidOnly)).json().data.items[0].printCount).toBe(1);
    const bySort = await call(registrar, "GET", "/api/Results/transcript-requests?sort=studentId");
    expect(bySort.statusCode).toBe(400);
    expect(bySort.json().message).toMatch(/^sort must be one of requestedAt, /);

    const code = transcript.code as string;
    const genuine = await call(
      undefined,
      "GET",
      `/api/Results/verify-transcript/${encodeURIComponent(code)}`,
    );
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data).toMatchObject({
      state: "genuine",
      transcript: {
        regNumber: "NCE/2024/CSC/0001",
        cgpa: 400,
        certificateClass: "Credit",
        reference: transcript.reference,
      },
    });
    expect(genuine.json().data.transcript.studentName).not.toContain("Ada");
    // one character changed anywhere: altered
    const [facts = "", tag = ""] = code.split(".");
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    for (const altered of [`${flip(facts, 2)}.${tag}`, `${facts}.${flip(tag, 3)}`, `${code}x`]) {
      const answer = await call(
        undefined,
        "GET",
        `/api/Results/verify-transcript/${encodeURIComponent(altered)}`,
      );
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ state: "altered", transcript: null });
    }
    // only the registry prints
    expect(
      (await call(cscHod, "POST", `/api/Results/transcript-requests/${requestId}/print`)).statusCode,
    ).toBe(403);
    expect((await call(registrar, "POST", "/api/Results/transcript-requests/999999/print")).statusCode).toBe(
      404,
    );
  });

  it("clears a final-year student only when every check passes, and the student prints the slip", async () => {
    const checks = (await call(registrar, "GET", `/api/Student/student-clearance/${ids.ada}`)).json().data;
    const failing = checks.checks
      .filter((check: { passed: boolean }) => !check.passed)
      .map((check: { key: string }) => check.key);
    expect(failing).toEqual(["fees"]);
    expect(checks.eligible).toBe(false);
    // Not offered on the list while a check fails, and refused through the generic route.
    const before = (await call(registrar, "GET", "/api/workflows/graduate-clearance/rows")).json().data.items;
    expect(before).toEqual([
      expect.objectContaining({ id: ids.ada, eligible: false, clearance: "Fees paid", actions: [] }),
    ]);
    const notYet = await call(registrar, "POST", "/api/workflows/graduate-clearance/transitions", {
      transition: "clear",
      ids: [ids.ada],
      input: { graduationSessionId: ids.s2025 },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toContain("Fees paid");
    const refused = await call(registrar, "POST", `/api/Student/student-clearance/${ids.ada}`, {
      graduationSessionId: ids.s2025,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Fees paid");
    // Bola: not in the final year, a result awaiting approval
    const bolaChecks = (await call(registrar, "GET", `/api/Student/student-clearance/${ids.bola}`)).json()
      .data.checks;
    expect(
      bolaChecks
        .filter((check: { passed: boolean }) => !check.passed)
        .map((check: { key: string }) => check.key),
    ).toEqual(["finalYear", "pendingResults", "fees"]);

    await exec(sql`INSERT INTO invoices (student_id, fee_purpose_id, session_id, payment_type, description, items, total, status, paid_at)
      VALUES (${ids.ada}, 1, ${ids.s2025}, 'Full', 'School Fees 2025/2026', '[]', 100000, 'paid', now())`);
    const candidates = (await call(registrar, "GET", "/api/Student/students-for-graduation")).json().data;
    expect(candidates).toEqual([expect.objectContaining({ eligible: true, cgpa: 400, problems: [] })]);
    // The registry's list (the graduate-clearance workflow's screen): final-year students only,
    // with CGPA and checks worked out on the server, and Clear offered to the one who passes.
    const listed = (
      await call(registrar, "GET", "/api/workflows/graduate-clearance/rows?waiting=true")
    ).json().data.items;
    expect(listed).toEqual([
      expect.objectContaining({
        id: ids.ada,
        cgpa: "4.00",
        eligible: true,
        clearance: "Ready to clear",
        actions: ["clear"],
      }),
    ]);
    const view = (await call(registrar, "GET", "/api/workflows/graduate-clearance")).json().data;
    expect(view.transitions[0].inputs).toEqual([
      expect.objectContaining({
        name: "graduationSessionId",
        label: "Graduation session",
        lookup: "sessions",
      }),
    ]);
    // Through the generic route the step needs its graduation session (400 naming it).
    const noSession = await call(registrar, "POST", "/api/workflows/graduate-clearance/transitions", {
      transition: "clear",
      ids: [ids.ada],
    });
    expect(noSession.statusCode).toBe(400);
    expect(noSession.json().errors[0]).toMatchObject({
      path: "graduationSessionId",
      message: "Please choose the graduation session",
    });
    const cleared = await call(registrar, "POST", `/api/Student/student-clearance/${ids.ada}`, {
      graduationSessionId: ids.s2025,
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.clearance).toMatchObject({ cgpa: 400, certificateClass: "Credit", units: 8 });
    expect(
      (await one<{ status: string }>(sql`SELECT status FROM students WHERE id = ${ids.ada}`)).status,
    ).toBe("graduated");
    const again = await call(registrar, "POST", `/api/Student/student-clearance/${ids.ada}`, {
      graduationSessionId: ids.s2025,
    });
    expect(again.statusCode).toBe(409);
    // The cleared graduates' list (the Grid's): by graduation session, searched, exported; the
    // reference the list computes is the slip's.
    const graduates = (
      await call(registrar, "GET", `/api/Student/graduated-students?graduationSessionId=${ids.s2025}`)
    ).json().data;
    expect(graduates.items.map((row: { regNumber: string }) => row.regNumber)).toEqual(["NCE/2024/CSC/0001"]);
    expect(graduates.meta.totalCount).toBe(1);
    const otherSession = await call(
      registrar,
      "GET",
      `/api/Student/graduated-students?graduationSessionId=${Number(ids.s2025) + 1000}`,
    );
    expect(otherSession.json().data.items).toEqual([]);
    const searched = await call(registrar, "GET", "/api/Student/graduated-students?search=NCE/2024/CSC/0001");
    expect(searched.json().data.meta.totalCount).toBe(1);
    const exported = await call(registrar, "GET", "/api/Student/graduated-students/export?format=csv");
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain("NCE/2024/CSC/0001");
    expect((await call(ada, "GET", "/api/Student/graduated-students")).statusCode).toBe(403);
    // The student is told, and the bell opens their clearance slip.
    expect(
      await queryRows<{ type: string }>(
        t.database.db,
        sql`SELECT n.notification_type AS type FROM notifications n JOIN students s ON s.user_id = n.user_id
            WHERE s.id = ${ids.ada} AND n.notification_category = 'graduation'`,
      ),
    ).toEqual([{ type: "Cleared for graduation" }]);
    const slip = await call(ada, "GET", "/api/Student/clearance-slip");
    expect(slip.statusCode).toBe(200);
    expect(slip.json().data.clearance.reference).toMatch(/^GCL\//);
    expect(slip.json().data.clearance.reference).toBe(graduates.items[0].reference);
    expect((await call(bola, "GET", "/api/Student/clearance-slip")).statusCode).toBe(404);
    expect(
      (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'graduate_clearances'`,
        )
      ).n,
    ).toBe(1);
    // a session that does not exist is a 400 on the field
    const badSession = await call(registrar, "POST", `/api/Student/student-clearance/${ids.bola}`, {
      graduationSessionId: 999_999,
    });
    expect(badSession.statusCode).toBe(400);
    expect(badSession.json().errors[0].path).toBe("graduationSessionId");
  });

  it("prints a clearance slip's code that anyone can verify; an altered, foreign or unknown code says so", async () => {
    // Ada was cleared by the test above; her slip, as she and the registry open it, carries the code.
    const slip = (await call(ada, "GET", "/api/Student/clearance-slip")).json().data.clearance;
    const staffView = (await call(registrar, "GET", `/api/Student/student-clearance/${ids.ada}`)).json().data;
    expect(staffView.clearance.code).toBe(slip.code);
    const verify = (code: string) =>
      call(undefined, "GET", `/api/Results/verify-clearance/${encodeURIComponent(code)}`);

    const genuine = await verify(slip.code);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data).toMatchObject({
      state: "genuine",
      clearance: {
        reference: slip.reference,
        regNumber: "NCE/2024/CSC/0001",
        programme: expect.any(String),
        graduationSession: "2025/2026",
        cgpa: 400,
        certificateClass: "Credit",
        clearedAt: slip.clearedAt,
      },
    });
    expect(genuine.json().data.clearance.studentName).not.toMatch(/Ada|Okafor/);

    const [facts = "", tag = ""] = (slip.code as string).split(".");
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === "A" ? "B" : "A"}${text.slice(at + 1)}`;
    for (const altered of [`${flip(facts, 2)}.${tag}`, `${facts}.${flip(tag, 3)}`, "not-a-code"]) {
      const answer = await verify(altered);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().data).toMatchObject({ state: "altered", clearance: null });
      expect(answer.json().data.message).toContain("altered");
    }
    const key = t.config.receiptSigningKey;
    // A genuine transcript code is not a clearance slip's, nor is a code naming another student.
    const transcriptCode = issuedDocumentCode("transcript", 1, "NCE/2024/CSC/0001", key);
    expect((await verify(transcriptCode)).json().data).toMatchObject({ state: "unknown", clearance: null });
    const clearanceId = Number((slip.reference as string).split("/")[2]);
    for (const unknown of [
      issuedDocumentCode("clearance", clearanceId, "NCE/2024/CSC/0002", key),
      issuedDocumentCode("clearance", 999_999, "NCE/2024/CSC/0001", key),
    ]) {
      const answer = (await verify(unknown)).json().data;
      expect(answer).toMatchObject({ state: "unknown", clearance: null });
      expect(answer.message).toContain("no such clearance");
    }
  });
});
