import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ChangeOfDepartmentApplied,
  ChangeOfDepartmentStanding,
} from "../../../src/contract/changeOfDepartment";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Change of department through the real app on the demo college (modules/changeOfDepartment,
 * schemas/workflows/change-of-department.json): the form's rules in people's words, one open
 * application per student, a student's own records only, the fee paid over the sandbox submits
 * it, each step only by its own approver (the current HOD cannot accept for the receiving
 * department), the record moves on approval with a new matric number, and a refusal leaves it.
 */
type Headers = { authorization: string };
type Answer<T> = {
  status: number;
  body: { data: T; message?: string; errors?: { path: string; message: string }[] };
};

const ACCOUNTS = ["student", "pgstudent", "hod", "hodcsc", "registrar"] as const;
const ROLES: Record<(typeof ACCOUNTS)[number], { userType: string; roles: string[] }> = {
  student: { userType: "student", roles: ["student"] },
  pgstudent: { userType: "student", roles: ["student"] },
  hod: { userType: "lecturer", roles: ["lecturer", "hod"] },
  hodcsc: { userType: "lecturer", roles: ["lecturer", "hod"] },
  registrar: { userType: "official", roles: ["registrar"] },
};

describe.each(databaseKinds)("change of department on %s", (kind) => {
  let t: PaymentsTestApp;
  const who = {} as Record<(typeof ACCOUNTS)[number], Headers>;
  let bld: number;
  let nce: number;

  const call = async <T>(method: "GET" | "POST", url: string, headers: Headers, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers, payload });
    return { status: answer.statusCode, body: answer.json() } as Answer<T>;
  };
  const apply = (headers: Headers, body: object) =>
    call<ChangeOfDepartmentApplied>("POST", "/api/Student/apply-for-change-of-department", headers, body);
  const standing = async (headers: Headers) =>
    (await call<ChangeOfDepartmentStanding>("GET", "/api/Student/change-of-department", headers)).body.data;
  const step = (headers: Headers, transition: string, id: number, reason?: string) =>
    call<{ count: number }>("POST", "/api/workflows/change-of-department/transitions", headers, {
      transition,
      ids: [id],
      ...(reason ? { reason } : {}),
    });
  const studentRow = async (regNumberOrId: string | number) =>
    (
      await queryRows<{
        id: number;
        reg_number: string;
        department: string;
        programme_id: number;
        user_name: string | null;
      }>(
        t.database.db,
        sql`SELECT st.id, st.reg_number, d.code AS department, st.programme_id, u.user_name
          FROM students st JOIN departments d ON d.id = st.department_id LEFT JOIN users u ON u.id = st.user_id
          WHERE ${typeof regNumberOrId === "number" ? sql`st.id = ${regNumberOrId}` : sql`st.reg_number = ${regNumberOrId}`}`,
      )
    )[0];
  const reason = "I want to teach building technology after my technical drawing classes.";

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'pgstudent', 'hod', 'hodcsc', 'registrar')`,
    );
    for (const user of users) {
      const name = user.user_name as (typeof ACCOUNTS)[number];
      const account: AuthUser = { id: user.id, userName: name, claims: [], ...ROLES[name] };
      who[name] = await bearer(t.app, account);
    }
    const [ids] = await queryRows<{ bld: number; nce: number }>(
      t.database.db,
      sql`SELECT (SELECT id FROM departments WHERE code = 'BLD') AS bld, (SELECT id FROM programmes WHERE code = 'NCE') AS nce`,
    );
    bld = ids!.bld;
    nce = ids!.nce;
  }, 240_000);
  afterAll(async () => t?.close());

  it("refuses a bad application with a 400 naming each field in people's words, and writes nothing", async () => {
    const empty = await apply(who.student, { reason: "short" });
    expect(empty.status).toBe(400);
    const byPath = Object.fromEntries((empty.body.errors ?? []).map((error) => [error.path, error.message]));
    expect(byPath.toDepartmentId).toBeDefined();
    expect(byPath.toProgrammeId).toBeDefined();
    expect(byPath.reason).toBeDefined();
    for (const message of Object.values(byPath)) expect(message).not.toMatch(/must (have|match|NOT)/);

    const [own] = await queryRows<{ department_id: number }>(
      t.database.db,
      sql`SELECT st.department_id FROM students st JOIN users u ON u.id = st.user_id WHERE u.user_name = 'student'`,
    );
    const same = await apply(who.student, { toDepartmentId: own!.department_id, toProgrammeId: nce, reason });
    expect(same.status).toBe(400);
    expect(same.body.errors?.[0]).toEqual({
      path: "toDepartmentId",
      message: "please choose a department other than your own (Computer Science Education)",
    });
    const [notOffered] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT p.id FROM programmes p WHERE NOT EXISTS (SELECT 1 FROM programme_departments pd
        WHERE pd.programme_id = p.id AND pd.department_id = ${bld} AND pd.active) ORDER BY p.id LIMIT 1`,
    );
    const wrongProgramme = await apply(who.student, {
      toDepartmentId: bld,
      toProgrammeId: notOffered!.id,
      reason,
    });
    expect(wrongProgramme.status).toBe(400);
    expect(wrongProgramme.body.errors?.[0]).toEqual({
      path: "toProgrammeId",
      message: "please select a programme the new department offers",
    });
    const unknown = await apply(who.student, { toDepartmentId: 999_999, toProgrammeId: nce, reason });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.path).toBe("toDepartmentId");
    expect((await standing(who.student)).applications).toEqual([]);
  });

  it("keeps a student to their own records and staff off the student's calls", async () => {
    expect((await call("GET", "/api/Student/change-of-department", who.registrar)).status).toBe(403);
    expect((await apply(who.hod, { toDepartmentId: bld, toProgrammeId: nce, reason })).status).toBe(403);
    expect((await call("GET", "/api/workflows/change-of-department/rows", who.student)).status).toBe(403);
    // The demo's waiting application is another student's: neither student sees it.
    expect((await standing(who.student)).applications).toEqual([]);
    expect((await standing(who.pgstudent)).applications).toEqual([]);
    // The fee is told before applying; a student whose category does not pay it is told why instead.
    const pg = (await standing(who.pgstudent)).fee;
    expect(pg.amount).toBeNull();
    expect(pg.problem).toMatch(/\w/);
    expect(
      (await apply(who.pgstudent, { toDepartmentId: bld, toProgrammeId: nce, reason })).body.message,
    ).toBe(pg.problem);
  });

  it("submits on payment, keeps one open application, and moves the record through its three approvers", async () => {
    const before = await studentRow("NCE/2025/CSC/0101");
    expect(before).toMatchObject({ department: "CSC", user_name: "student" });

    // A first choice, replaced before paying: still one application.
    const first = await apply(who.student, {
      toDepartmentId: bld,
      toProgrammeId: nce,
      reason: `${reason} First.`,
    });
    expect(first.status).toBe(200);
    const applied = await apply(who.student, { toDepartmentId: bld, toProgrammeId: nce, reason });
    expect(applied.status).toBe(200);
    const application = applied.body.data.application;
    // The fee the page told before applying is the invoice's.
    const told = (await standing(who.student)).fee;
    expect(told.problem).toBeNull();
    const invoice = await call<{ amount: number }>(
      "GET",
      `/api/Payment/invoice/${encodeURIComponent(application.invoiceNumber ?? "")}`,
      who.student,
    );
    expect(invoice.body.data.amount).toBe(told.amount);
    expect(application).toMatchObject({
      state: "awaiting_payment",
      isPaid: false,
      toDepartment: "Building Technology Education",
    });
    expect((await standing(who.student)).applications).toHaveLength(1);

    const started = await call<{ cardPaymentLink: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      who.student,
      {
        invoiceNumber: application.invoiceNumber,
      },
    );
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    const submitted = (await standing(who.student)).applications[0];
    expect(submitted).toMatchObject({ state: "submitted", isPaid: true });
    expect(submitted?.steps.map((s) => s.status)).toEqual(["done", "waiting", "not_reached", "not_reached"]);

    const again = await apply(who.student, { toDepartmentId: bld, toProgrammeId: nce, reason });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(
      /already have a change of department application to Building Technology Education/,
    );

    const id = application.applicationId;
    // The receiving HOD and the registry cannot release; the current HOD can.
    expect((await step(who.hod, "release", id)).status).toBe(403);
    expect((await step(who.registrar, "release", id)).status).toBe(403);
    expect((await step(who.hodcsc, "release", id)).status).toBe(200);
    // The current HOD cannot accept for the receiving department, nor the registry.
    expect((await step(who.hodcsc, "accept", id)).status).toBe(403);
    expect((await step(who.registrar, "accept", id)).status).toBe(403);
    expect((await step(who.hod, "accept", id, "Welcome to Building Technology.")).status).toBe(200);
    expect((await step(who.hod, "approve", id)).status).toBe(403);
    expect((await step(who.hodcsc, "approve", id)).status).toBe(403);
    expect((await step(who.registrar, "approve", id)).status).toBe(200);
    expect((await step(who.registrar, "approve", id)).status).toBe(409);

    const after = await studentRow(before!.id);
    expect(after).toMatchObject({ department: "BLD", programme_id: nce });
    // The default pattern names the department: a new number. The demo account signs in as
    // "student", not by its matric number, so its name stays (an account named by the number follows it).
    expect(after?.reg_number).toMatch(/^NCE\/2025\/BLD\/\d{4}$/);
    expect(after?.user_name).toBe("student");
    const approved = (await standing(who.student)).applications[0];
    expect(approved).toMatchObject({
      state: "approved",
      regNumberBefore: "NCE/2025/CSC/0101",
      regNumberAfter: after?.reg_number,
    });
    expect(approved?.steps.map((s) => [s.status, s.by])).toEqual([
      ["done", null],
      ["done", "Dr. Halima Bello"],
      ["done", "Dr. Emeka Obi"],
      ["done", "Mrs. Ngozi Okafor"],
    ]);
    expect(approved?.steps[2]?.note).toBe("Welcome to Building Technology.");
    const audit = await queryRows<{ entity: string; action: string; before: unknown; after: unknown }>(
      t.database.db,
      sql`SELECT entity, action, before, after FROM audit_log
        WHERE (entity = 'students' AND entity_id = ${String(before!.id)} AND action = 'change department')
          OR (entity = 'change_of_department_applications' AND entity_id = ${String(id)})
        ORDER BY id`,
    );
    expect(audit.map((entry) => `${entry.entity}:${entry.action}`)).toEqual([
      "change_of_department_applications:apply",
      "change_of_department_applications:release",
      "change_of_department_applications:accept",
      "students:change department",
      "change_of_department_applications:approve",
    ]);
    expect(audit[3]?.before).toMatchObject({ regNumber: "NCE/2025/CSC/0101" });
    const notices = await queryRows<{ notification_type: string }>(
      t.database.db,
      sql`SELECT n.notification_type FROM notifications n JOIN students st ON st.user_id = n.user_id
        WHERE st.id = ${before!.id} AND n.notification_category = 'changeOfDepartment' ORDER BY n.id`,
    );
    expect(notices.map((notice) => notice.notification_type)).toEqual([
      "Change of department submitted",
      "Change of department released",
      "Change of department accepted",
      "New matric number",
      "Change of department approved",
    ]);
  });

  it("a refusal needs a reason and leaves the student's record where it was", async () => {
    const [demo] = await queryRows<{ id: number; student_id: number; state: string }>(
      t.database.db,
      sql`SELECT id, student_id, state FROM change_of_department_applications WHERE state = 'submitted' ORDER BY id LIMIT 1`,
    );
    expect(demo).toBeDefined();
    const before = await studentRow(demo!.student_id);
    expect((await step(who.hodcsc, "refuseRelease", demo!.id)).status).toBe(400);
    expect((await step(who.hod, "refuseRelease", demo!.id, "Not mine to refuse")).status).toBe(403);
    const refused = await step(
      who.hodcsc,
      "refuseRelease",
      demo!.id,
      "The department cannot spare you this session.",
    );
    expect(refused.status).toBe(200);
    expect(await studentRow(demo!.student_id)).toEqual(before);
    const [row] = await queryRows<{ state: string; refused_as: string; refusal_reason: string }>(
      t.database.db,
      sql`SELECT state, refused_as, refusal_reason FROM change_of_department_applications WHERE id = ${demo!.id}`,
    );
    expect(row).toEqual({
      state: "refused",
      refused_as: "currentHod",
      refusal_reason: "The department cannot spare you this session.",
    });
    // Refused is final: nobody moves it on.
    expect((await step(who.hod, "accept", demo!.id)).status).toBe(409);
  });

  it("renames an account named by its matric number, and refuses a record that moved since applying", async () => {
    const generated = await queryRows<{ id: number; reg_number: string; programme_id: number }>(
      t.database.db,
      sql`SELECT st.id, st.reg_number, st.programme_id FROM students st JOIN departments d ON d.id = st.department_id
        JOIN programmes p ON p.id = st.programme_id
        WHERE d.code = 'CSC' AND p.code = 'NCE' AND st.status = 'active' AND st.user_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM change_of_department_applications a WHERE a.student_id = st.id)
        ORDER BY st.id LIMIT 2`,
    );
    const [named, moved] = generated;
    if (!named || !moved) throw new Error("the demo has too few Computer Science students");
    const [account] = await queryRows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO users (user_name, full_name, user_type, password_hash, setup_complete)
        VALUES (${named.reg_number}, 'Named By Number', 'student', '!', true) RETURNING id`,
    );
    await t.database.db.execute(sql`UPDATE students SET user_id = ${account!.id} WHERE id = ${named.id}`);
    const accepted = async (studentId: number) =>
      (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`INSERT INTO change_of_department_applications (student_id, session_id, from_department_id,
              from_programme_id, to_department_id, to_programme_id, reason, state, submitted_at)
            SELECT st.id, ${t.currentSessionId}, st.department_id, st.programme_id, ${bld}, ${nce},
              'A reason long enough for the check.', 'accepted', now() FROM students st WHERE st.id = ${studentId}
            RETURNING id`,
        )
      )[0]!.id;

    const namedApplication = await accepted(named.id);
    expect((await step(who.registrar, "approve", namedApplication)).status).toBe(200);
    const after = await studentRow(named.id);
    // The same year of entry, the new department's code.
    expect(after?.reg_number).toBe(
      `${named.reg_number.split("/").slice(0, 2).join("/")}/BLD/${after?.reg_number.slice(-4)}`,
    );
    expect(after?.reg_number).not.toBe(named.reg_number);
    expect(after?.user_name).toBe(after?.reg_number);
    const [notice] = await queryRows<{ message: string }>(
      t.database.db,
      sql`SELECT message FROM notifications WHERE user_id = ${account!.id} AND notification_type = 'New matric number'`,
    );
    expect(notice?.message).toContain("Sign in with it from now on");

    // The registry moved this one by hand meanwhile: the approval is refused and nothing is written.
    const movedApplication = await accepted(moved.id);
    await t.database.db.execute(sql`UPDATE students SET department_id = ${bld} WHERE id = ${moved.id}`);
    const before = await studentRow(moved.id);
    const refused = await step(who.registrar, "approve", movedApplication);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/has moved department since applying/);
    expect(await studentRow(moved.id)).toEqual(before);
    const [still] = await queryRows<{ state: string }>(
      t.database.db,
      sql`SELECT state FROM change_of_department_applications WHERE id = ${movedApplication}`,
    );
    expect(still?.state).toBe("accepted");
  });

  it("holds one open application per student in the database itself", async () => {
    const [open] = await queryRows<{ student_id: number }>(
      t.database.db,
      sql`SELECT student_id FROM change_of_department_applications ORDER BY id LIMIT 1`,
    );
    const insert = () =>
      t.database.db.execute(sql`INSERT INTO change_of_department_applications (student_id, session_id,
          from_department_id, from_programme_id, to_department_id, to_programme_id, reason)
        SELECT st.id, ${t.currentSessionId}, st.department_id, st.programme_id,
          (SELECT id FROM departments WHERE id <> st.department_id ORDER BY id LIMIT 1), st.programme_id,
          'A reason long enough for the check.' FROM students st WHERE st.id = ${open!.student_id}`);
    await insert();
    await expect(insert()).rejects.toThrow();
  });
});
