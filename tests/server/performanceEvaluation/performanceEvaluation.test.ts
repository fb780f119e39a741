import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedRolesAndMenus } from "../../../src/server/db/seed/identity";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { sampleAnswers } from "../../../src/server/modules/performanceEvaluation/sampleAnswers";
import { caller, registrar } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * The annual performance evaluation through the real app (modules/performanceEvaluation, the
 * workflow schemas/workflows/performance-evaluation.json, migration 0430): each section validated
 * by its form file in people's words, each step only by the person assigned to it, returns with a
 * reason, locked after signing, audited and notified, and the results report.
 */
const staffUser = (id: number, userName: string, userType = "lecturer"): AuthUser => ({
  id,
  userName,
  userType,
  roles: [userType === "lecturer" ? "lecturer" : "registrar"],
  claims: [],
});

const people = {
  staff: staffUser(940_001, "aperstaff"),
  reviewer: staffUser(940_002, "aperreviewer"),
  officer: staffUser(940_003, "aperofficer"),
  counterSigner: staffUser(940_004, "apercounter"),
  stranger: staffUser(940_005, "aperstranger"),
};

describe.each(databaseKinds)("Annual performance evaluation on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let answers: ReturnType<typeof sampleAnswers>;
  let evaluationId: number;
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;
  const exec = (query: SQL) => t.database.db.execute(query);

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedRolesAndMenus(t.database.db);
    for (const [index, person] of Object.values(people).entries())
      await exec(sql`INSERT INTO users (id, user_name, full_name, user_type, password_hash, setup_complete)
        VALUES (${person.id}, ${person.userName}, ${`Aper Person ${index}`}, 'lecturer', '!', true)`);
    await exec(
      sql`INSERT INTO departments (name, code, faculty_id) VALUES ('Appraisal Education', 'APR', 1)`,
    );
    await exec(sql`INSERT INTO lecturers (staff_number, surname, first_name, department_id, rank, user_id)
      SELECT 'FCET/0940', 'Person', 'Aper', id, 'Lecturer II', ${people.staff.id} FROM departments WHERE code = 'APR'`);
    const year = await one<{ id: number }>(
      sql`INSERT INTO evaluation_years (year) VALUES (2026) RETURNING id`,
    );
    await exec(sql`INSERT INTO evaluation_assessors (year_id, staff_id, reviewer_id, reporting_officer_id, counter_signing_officer_id)
      VALUES (${year.id}, ${people.staff.id}, ${people.reviewer.id}, ${people.officer.id}, ${people.counterSigner.id})`);
    answers = sampleAnswers({
      pensionFundId: (await one<{ id: number }>(sql`SELECT min(id) AS id FROM pension_funds`)).id,
      bankId: (await one<{ id: number }>(sql`SELECT min(id) AS id FROM banks`)).id,
    });
  }, 120_000);
  afterAll(async () => t?.close());

  const save = (user: AuthUser, section: string, body: unknown, id = evaluationId) =>
    call(user, "PUT", `/api/PerformanceEvaluation/${id}/sections/${section}`, body);
  const step = (user: AuthUser, transition: string, reason?: string) =>
    call(user, "POST", "/api/workflows/performance-evaluation/transitions", {
      transition,
      ids: [evaluationId],
      ...(reason === undefined ? {} : { reason }),
    });
  const status = async () =>
    (
      await one<{ status: string }>(
        sql`SELECT status FROM performance_evaluations WHERE id = ${evaluationId}`,
      )
    ).status;

  it("has none at first, then starts the staff member's evaluation of the open year once", async () => {
    const none = await call(people.staff, "GET", "/api/PerformanceEvaluation/own");
    expect(none.json().data).toMatchObject({ year: { year: 2026, isOpen: true }, evaluation: null });
    const started = await call(people.staff, "POST", "/api/PerformanceEvaluation/own");
    expect(started.statusCode).toBe(200);
    evaluationId = started.json().data.id;
    expect(started.json().data).toMatchObject({
      status: "draft",
      parts: ["staff"],
      staff: { staffNumber: "FCET/0940", rank: "Lecturer II", department: "Appraisal Education" },
      officers: { reviewer: "Aper Person 1", reportingOfficer: "Aper Person 2" },
    });
    expect(started.json().data.editable).toEqual([
      "aper-personal-record",
      "aper-qualifications",
      "aper-publications",
      "aper-duties",
      "aper-self-assessment",
    ]);
    const again = await call(people.staff, "POST", "/api/PerformanceEvaluation/own");
    expect(again.json().data.id).toBe(evaluationId);
  });

  it("refuses a section the form file refuses, naming the field in people's words", async () => {
    const bad = await save(people.staff, "aper-personal-record", {
      ...answers["aper-personal-record"],
      pensionPin: "12345",
      accountNumber: "12",
    });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    expect(text).toContain("accountNumber");
    expect(text).toContain("please enter exactly 10 digits");
    const unknownBank = await save(people.staff, "aper-personal-record", {
      ...answers["aper-personal-record"],
      bankId: 999_999,
    });
    expect(unknownBank.statusCode).toBe(400);
    expect(JSON.stringify(unknownBank.json())).toContain("please choose the bank from the list");
    const grade = await save(people.staff, "aper-self-assessment", {
      selfAssessment: "Fine",
      declaration: false,
    });
    expect(grade.statusCode).toBe(400);
    expect(
      await one<{ answers: object }>(
        sql`SELECT answers FROM performance_evaluations WHERE id = ${evaluationId}`,
      ),
    ).toEqual({ answers: {} });
  });

  it("lets only the staff member fill their part, and submit only once every section is saved", async () => {
    expect((await save(people.reviewer, "aper-duties", answers["aper-duties"])).statusCode).toBe(403);
    expect((await save(people.stranger, "aper-duties", answers["aper-duties"])).statusCode).toBe(404);
    expect(
      (await call(people.stranger, "GET", `/api/PerformanceEvaluation/${evaluationId}`)).statusCode,
    ).toBe(404);
    // The reviewer's section is not the staff member's to fill, and not yet the reviewer's.
    const early = await save(
      people.reviewer,
      "aper-reviewer-assessment",
      answers["aper-reviewer-assessment"],
    );
    expect(early.statusCode).toBe(409);

    expect(
      (await save(people.staff, "aper-personal-record", answers["aper-personal-record"])).statusCode,
    ).toBe(200);
    const incomplete = await step(people.staff, "submit");
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().message).toContain("save every section of your part first");

    for (const section of [
      "aper-qualifications",
      "aper-publications",
      "aper-duties",
      "aper-self-assessment",
    ] as const)
      expect((await save(people.staff, section, answers[section])).statusCode, section).toBe(200);
    expect((await step(people.reviewer, "submit")).statusCode).toBe(403);
    const submitted = await step(people.staff, "submit");
    expect(submitted.statusCode).toBe(200);
    expect(await status()).toBe("submitted");
    // Submitted: the staff member's part is no longer theirs to change.
    expect((await save(people.staff, "aper-duties", answers["aper-duties"])).statusCode).toBe(409);
    const notice = await one<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${people.reviewer.id}`,
    );
    expect(notice.count).toBe(1);
  });

  it("returns a step only with a reason, to the person before", async () => {
    expect((await step(people.reviewer, "returnToStaff")).statusCode).toBe(400);
    expect((await step(people.officer, "returnToStaff", "Not yours")).statusCode).toBe(403);
    const returned = await step(people.reviewer, "returnToStaff", "Please list your 2026 workshops.");
    expect(returned.statusCode).toBe(200);
    expect(await status()).toBe("draft");
    const own = await call(people.staff, "GET", "/api/PerformanceEvaluation/own");
    expect(own.json().data.evaluation.stamps.returnReason).toBe("Please list your 2026 workshops.");
    expect((await step(people.staff, "submit")).statusCode).toBe(200);
  });

  it("takes each officer's step only by that officer, with their section saved first", async () => {
    const grades = answers["aper-reviewer-assessment"];
    expect((await save(people.officer, "aper-reviewer-assessment", grades)).statusCode).toBe(403);
    const badGrade = await save(people.reviewer, "aper-reviewer-assessment", { ...grades, initiative: "G" });
    expect(badGrade.statusCode).toBe(400);
    expect(JSON.stringify(badGrade.json())).toContain("Initiative: please choose one of the options");
    expect((await step(people.reviewer, "assess")).statusCode).toBe(409);
    const saved = await save(people.reviewer, "aper-reviewer-assessment", grades);
    expect(saved.json().data).toMatchObject({
      overallGrade: "B",
      parts: ["reviewer"],
      actions: ["assess", "returnToStaff"],
    });
    expect((await step(people.officer, "assess")).statusCode).toBe(403);
    expect((await step(people.reviewer, "assess")).statusCode).toBe(200);

    // The staff member does not read the officers' sections or grades before signing.
    const staffView = await call(people.staff, "GET", `/api/PerformanceEvaluation/${evaluationId}`);
    expect(staffView.json().data.answers["aper-reviewer-assessment"]).toBeUndefined();
    expect(staffView.json().data.overallGrade).toBeNull();

    expect(
      (await save(people.reviewer, "aper-officer-report", answers["aper-officer-report"])).statusCode,
    ).toBe(403);
    expect(
      (await save(people.officer, "aper-officer-report", answers["aper-officer-report"])).statusCode,
    ).toBe(200);
    expect((await step(people.counterSigner, "report")).statusCode).toBe(403);
    expect((await step(people.officer, "report")).statusCode).toBe(200);

    expect((await step(people.counterSigner, "returnToReportingOfficer", "Say why Normal.")).statusCode).toBe(
      200,
    );
    expect(await status()).toBe("assessed");
    expect((await step(people.officer, "report")).statusCode).toBe(200);

    const remarks = answers["aper-counter-signing"];
    expect((await save(people.officer, "aper-counter-signing", remarks)).statusCode).toBe(403);
    expect((await save(people.counterSigner, "aper-counter-signing", remarks)).statusCode).toBe(200);
    expect((await step(people.officer, "sign")).statusCode).toBe(403);
    expect((await step(people.counterSigner, "sign")).statusCode).toBe(200);
    expect(await status()).toBe("signed");
  });

  it("is locked after signing, and the staff member then reads the whole evaluation", async () => {
    const locked = await save(people.counterSigner, "aper-counter-signing", answers["aper-counter-signing"]);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toContain("signed and locked");
    expect((await save(people.staff, "aper-duties", answers["aper-duties"])).statusCode).toBe(409);
    expect((await step(people.counterSigner, "returnToReportingOfficer", "Too late")).statusCode).toBe(409);
    const view = await call(people.staff, "GET", `/api/PerformanceEvaluation/${evaluationId}`);
    expect(view.json().data).toMatchObject({
      status: "signed",
      overallGrade: "B",
      meanGrade: 1.78,
      recommendation: "Normal",
      actions: [],
      editable: [],
    });
    expect(Object.keys(view.json().data.answers)).toHaveLength(8);
  });

  it("audits every save and step", async () => {
    const actions = await queryRows<{ action: string }>(
      t.database.db,
      sql`SELECT action FROM audit_log WHERE entity = 'performance_evaluations' AND entity_id = ${String(evaluationId)} ORDER BY id`,
    );
    const names = actions.map((row) => row.action);
    expect(names[0]).toBe("start");
    for (const action of ["save-section", "submit", "return", "assess", "report", "sign"])
      expect(names, action).toContain(action);
  });

  it("shows in the results report with its grade and recommendation", async () => {
    const byGrade = await call(registrar, "GET", "/api/Reports/performance-evaluation-results?groupBy=grade");
    expect(byGrade.statusCode).toBe(200);
    expect(byGrade.json().data.items).toEqual([expect.objectContaining({ group: "B", count: 1, normal: 1 })]);
    const byStaff = await call(
      registrar,
      "GET",
      "/api/Reports/performance-evaluation-results?groupBy=evaluation",
    );
    expect(byStaff.json().data.items[0].group).toBe(
      "Aper Person 0 (FCET/0940), 2026: grade B, mean 1.78, Normal",
    );
    expect(
      (await call(people.staff, "GET", "/api/Reports/performance-evaluation-results?groupBy=grade"))
        .statusCode,
    ).toBe(403);
  });
});

describe.each(databaseKinds)("The demo evaluation year on %s", (kind) => {
  let t: TestApp;
  const exec = (query: SQL) => t.database.db.execute(query);

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    await exec(sql`INSERT INTO users (user_name, full_name, user_type, password_hash, setup_complete) VALUES
      ('lecturer', 'Mr. Yusuf Ibrahim', 'lecturer', '!', true), ('hod', 'Dr. Emeka Obi', 'lecturer', '!', true),
      ('dean', 'Prof. Aisha Garba', 'lecturer', '!', true), ('registrar', 'Mrs. Ngozi Okafor', 'official', '!', true)`);
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES ('Seeded Appraisal', 'SAP', 1)`);
    await exec(sql`INSERT INTO lecturers (staff_number, surname, first_name, department_id, rank, user_id)
      SELECT 'FCET/09' || n, 'Lecturer' || n, 'Demo', d.id, 'Lecturer I',
        CASE WHEN n = 0 THEN (SELECT id FROM users WHERE user_name = 'lecturer') END
      FROM generate_series(0, 5) n, departments d WHERE d.code = 'SAP'`);
  }, 120_000);
  afterAll(async () => t?.close());

  it("puts a lecturer at each step through the real service, once", async () => {
    const { seedPerformanceEvaluations } = await import("../../../src/server/db/seed/performanceEvaluations");
    await seedPerformanceEvaluations(t.database.db, new Date("2026-11-28T00:00:00Z"));
    await seedPerformanceEvaluations(t.database.db, new Date("2026-11-28T00:00:00Z"));
    const rows = await queryRows<{ user_name: string; status: string; grade: number | null }>(
      t.database.db,
      sql`SELECT u.user_name, e.status, e.overall_grade AS grade FROM performance_evaluations e
          JOIN users u ON u.id = e.staff_id JOIN evaluation_years y ON y.id = e.year_id AND y.year = 2026 ORDER BY e.id`,
    );
    expect(rows.map((row) => row.status)).toEqual(["draft", "submitted", "assessed", "reported", "signed"]);
    expect(rows[0]?.user_name).toBe("lecturer");
    expect(rows[4]?.grade).toBe(2);
    // Each officer was told of the evaluation waiting for them.
    const told = await queryRows<{ user_name: string }>(
      t.database.db,
      sql`SELECT DISTINCT u.user_name FROM notifications n JOIN users u ON u.id = n.user_id ORDER BY 1`,
    );
    expect(told.map((row) => row.user_name)).toEqual(expect.arrayContaining(["dean", "hod", "registrar"]));
  });
});
