import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedRolesAndMenus } from "../../../src/server/db/seed/identity";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { createAccount } from "../../../src/server/modules/auth/accounts";
import { caller, registrar } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/**
 * SIWES through the real app (src/server/modules/siwes, migration 0350): the form file validates
 * the save with people's words, a student reads and writes only their own placement of the current
 * session (saving twice keeps one row), the printed code verifies, the staff list is scoped by
 * department, and the student's clearance form carries a code that verifies.
 */
const PASSWORD = "Matric#2026";

const hod: AuthUser = {
  id: 930_001,
  userName: "siweshod",
  userType: "lecturer",
  roles: ["lecturer", "hod"],
  claims: [],
};

const placement = {
  organisationName: "Nigerian Ports Authority",
  organisationAddress: "26/28 Marina, Lagos Island, Lagos",
  stateId: 0,
  supervisorName: "Kunle Ajayi",
  supervisorPhone: "08031234567",
  supervisorEmail: "K.Ajayi@Example.org",
  startDate: "2026-01-12",
  endDate: "2026-07-10",
  bankName: "Zenith Bank",
  accountNumber: "2012345678",
  accountName: "Chinedu Okafor",
};

describe.each(databaseKinds)("SIWES on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let sessionId: number;
  const students: Record<"csc" | "phy", AuthUser> = {} as Record<"csc" | "phy", AuthUser>;
  const one = async <Row>(query: SQL) => (await queryRows<Row>(t.database.db, query))[0] as Row;
  const exec = (query: SQL) => t.database.db.execute(query);

  async function addStudent(regNumber: string, departmentCode: string): Promise<AuthUser> {
    const account = await createAccount(t.database.db, {
      userName: regNumber,
      password: PASSWORD,
      fullName: "Chinedu Okafor",
      userType: "student",
      roles: ["student"],
      setupComplete: true,
    });
    await exec(sql`INSERT INTO students (reg_number, last_name, first_name, programme_id, department_id,
        level_id, student_type_id, mode_of_entry_id, mode_of_study_id, session_of_entry_id, user_id)
      SELECT ${regNumber}, 'Okafor', 'Chinedu', 1, d.id, 3, 1, (SELECT min(id) FROM modes_of_entry),
        (SELECT min(id) FROM modes_of_study), ${sessionId}, ${account.id}
      FROM departments d WHERE d.code = ${departmentCode}`);
    return { id: account.id, userName: regNumber, userType: "student", roles: ["student"], claims: [] };
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedRolesAndMenus(t.database.db);
    await exec(sql`INSERT INTO modes_of_entry (name) VALUES ('UTME') ON CONFLICT DO NOTHING`);
    await exec(sql`INSERT INTO modes_of_study (name) VALUES ('Full Time') ON CONFLICT DO NOTHING`);
    sessionId = (
      await one<{ id: number }>(sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
        VALUES ('2025/2026', '2025-09-01', '2026-08-31', true) RETURNING id`)
    ).id;
    await exec(sql`INSERT INTO departments (name, code, faculty_id) VALUES
      ('Computer Science Education', 'CSC', 1), ('Physics Education', 'PHY', 1)`);
    placement.stateId = (await one<{ id: number }>(sql`SELECT min(id) AS id FROM states`)).id;
    students.csc = await addStudent("NCE/2025/CSC/0001", "CSC");
    students.phy = await addStudent("NCE/2025/PHY/0001", "PHY");
    await exec(sql`INSERT INTO users (id, user_name, full_name, user_type, password_hash, setup_complete)
      VALUES (${hod.id}, ${hod.userName}, 'Staff Member', 'lecturer', '!', true)`);
    await exec(sql`INSERT INTO hod_assignments (department_id, user_id)
      SELECT id, ${hod.id} FROM departments WHERE code = 'CSC'`);
  }, 120_000);
  afterAll(async () => t?.close());

  const save = (user: AuthUser, body: unknown) =>
    call(user, "POST", "/api/Student/add-or-update-student-siwes-details", body);

  it("answers no placement at first, then the saved one, and a second save replaces it", async () => {
    const empty = await call(students.csc, "GET", "/api/Student/student-siwes");
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toMatchObject({ sessionName: "2025/2026", placement: null, code: null });
    expect(empty.json().data.student).toMatchObject({
      regNumber: "NCE/2025/CSC/0001",
      department: "Computer Science Education",
    });

    const saved = await save(students.csc, placement);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe("SIWES placement saved");
    expect(saved.json().data.placement).toMatchObject({
      organisationName: "Nigerian Ports Authority",
      supervisorEmail: "k.ajayi@example.org",
      startDate: "2026-01-12",
      endDate: "2026-07-10",
      accountNumber: "2012345678",
    });
    expect(saved.json().data.reference).toMatch(/^SIWES\/2025-2026\/\d{6}$/);

    const again = await save(students.csc, {
      ...placement,
      organisationName: "Dangote Cement",
      supervisorEmail: undefined,
    });
    expect(again.json().data.placement).toMatchObject({
      organisationName: "Dangote Cement",
      supervisorEmail: null,
    });
    const rows = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM siwes_placements`);
    expect(rows.n).toBe(1);
    const audit = await one<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'save-siwes-placement'`,
    );
    expect(audit.n).toBe(2);
  });

  it("refuses a bad placement with a 400 naming each field in people's words", async () => {
    const bad = await save(students.phy, {
      ...placement,
      endDate: "2025-12-31",
      accountNumber: "12345",
      bankName: "Bank of Nowhere",
      studentId: 1,
    });
    expect(bad.statusCode).toBe(400);
    const errors: { path: string; message: string }[] = bad.json().errors;
    const byPath = Object.fromEntries(errors.map(({ path, message }) => [path, message]));
    expect(byPath.endDate).toBe("must be after Start date and at most 366 days after it");
    expect(byPath.accountNumber).toBe("please enter exactly 10 digits");
    expect(byPath.bankName).toBe("please choose one of the options");
    expect(errors.some(({ path }) => path.includes("studentId"))).toBe(true);
    for (const { message } of errors) expect(message).not.toMatch(/must (have|match|be equal)/);
    const missingState = await save(students.phy, { ...placement, stateId: 999_999 });
    expect(missingState.statusCode).toBe(400);
    expect(missingState.json().errors[0]).toEqual({
      path: "stateId",
      message: "please select the state from the list",
    });
    // Beyond the database's integers and with a NUL: refused in words, never a 500.
    const huge = await save(students.phy, { ...placement, stateId: 10_000_000_000 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().errors[0].path).toBe("stateId");
    const nul = await save(students.phy, { ...placement, organisationName: "Ports\u0000Authority" });
    expect(nul.statusCode).toBe(400);
    expect((await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM siwes_placements`)).n).toBe(1);
  });

  it("shows a student only their own placement, and staff none of the student routes", async () => {
    const other = await call(students.phy, "GET", "/api/Student/student-siwes");
    expect(other.json().data.placement).toBeNull();
    expect((await call(registrar, "GET", "/api/Student/student-siwes")).statusCode).toBe(403);
    expect((await save(registrar, placement)).statusCode).toBe(403);
  });

  it("verifies the printed code as genuine, and says altered or unknown otherwise", async () => {
    const { code } = (await call(students.csc, "GET", "/api/Student/student-siwes")).json().data;
    const genuine = await call(undefined, "GET", `/api/Student/verify-siwes/${encodeURIComponent(code)}`);
    expect(genuine.statusCode).toBe(200);
    expect(genuine.json().data).toMatchObject({
      state: "genuine",
      placement: { regNumber: "NCE/2025/CSC/0001", organisationName: "Dangote Cement", session: "2025/2026" },
    });
    expect(genuine.json().data.placement.studentName).not.toContain("Chinedu");
    const altered = await call(
      undefined,
      "GET",
      `/api/Student/verify-siwes/${encodeURIComponent(`${code.slice(0, -2)}xx`)}`,
    );
    expect(altered.json().data.state).toBe("altered");
    const form = (await call(students.csc, "GET", "/api/Student/clearance-form")).json().data;
    const foreign = await call(
      undefined,
      "GET",
      `/api/Student/verify-siwes/${encodeURIComponent(form.code)}`,
    );
    expect(foreign.json().data.state).toBe("unknown");
  });

  it("lists placements for the registry, a head of department only their department's, with export", async () => {
    await save(students.phy, placement);
    const all = await call(registrar, "GET", "/api/Student/siwes-placements?pageSize=30");
    expect(all.statusCode).toBe(200);
    expect(
      all
        .json()
        .data.items.map((row: { regNumber: string }) => row.regNumber)
        .sort(),
    ).toEqual(["NCE/2025/CSC/0001", "NCE/2025/PHY/0001"]);
    const own = await call(hod, "GET", "/api/Student/siwes-placements?pageSize=30");
    expect(own.json().data.items.map((row: { regNumber: string }) => row.regNumber)).toEqual([
      "NCE/2025/CSC/0001",
    ]);
    expect((await call(students.csc, "GET", "/api/Student/siwes-placements")).statusCode).toBe(403);
    const csv = await call(registrar, "GET", "/api/Student/siwes-placements/export?format=csv");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Dangote Cement");
    expect(csv.body).toContain("Nigerian Ports Authority");
  });

  it("gives the student a clearance form of the session whose code verifies", async () => {
    const answer = await call(students.csc, "GET", "/api/Student/clearance-form");
    expect(answer.statusCode).toBe(200);
    const form = answer.json().data;
    expect(form.units.map((unit: { id: string }) => unit.id)).toEqual(
      expect.arrayContaining(["library", "bursary", "hostel", "department", "sports", "health"]),
    );
    expect(form.student.regNumber).toBe("NCE/2025/CSC/0001");
    const verified = await call(
      undefined,
      "GET",
      `/api/Student/verify-clearance-form/${encodeURIComponent(form.code)}`,
    );
    expect(verified.json().data).toMatchObject({
      state: "genuine",
      form: { regNumber: "NCE/2025/CSC/0001", session: "2025/2026" },
    });
  });
});
