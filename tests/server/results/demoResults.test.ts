import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { seedDemoResults } from "../../../src/server/db/seed/demoResults";
import { seedDemoData } from "../../../src/server/db/seed/seed";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { caller } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/** The demo data: `student` has published results and a paid transcript request waits for the registry. */
describe.each(databaseKinds)("the demo results on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const userOf = async (userName: string, roles: string[], userType: string): Promise<AuthUser> => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM users WHERE user_name = ${userName}`,
    );
    if (!row) throw new Error(`no demo user ${userName}`);
    return { id: row.id, userName, userType, roles, claims: [] };
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoData(t.database.db);
  }, 180_000);
  afterAll(async () => t?.close());

  it("gives the demo student published results in both semesters of the previous session, all passed", async () => {
    const student = await userOf("student", ["student"], "student");
    const data = (await call(student, "GET", "/api/Results/student-results")).json().data;
    expect(
      data.terms.map(
        (term: { session: { name: string }; semester: { id: number } }) =>
          `${term.session.name}/${term.semester.id}`,
      ),
    ).toEqual(["2025/2026/1", "2025/2026/2"]);
    expect(data.cgpa.hundredths).toBeGreaterThan(200);
    expect(data.outstanding).toEqual([]);
    // seeding again changes nothing
    await seedDemoResults(t.database.db);
    const again = (await call(student, "GET", "/api/Results/student-results")).json().data;
    expect(again.cgpa).toEqual(data.cgpa);
  });

  it("leaves a paid transcript request of the demo student for the registry to print", async () => {
    const registrar = await userOf("registrar", ["registrar"], "official");
    const requests = (
      await call(registrar, "GET", "/api/Results/transcript-requests?paymentStatus=paid")
    ).json().data.items;
    expect(requests).toEqual([
      expect.objectContaining({ paymentStatus: "paid", regNumber: "NCE/2025/CSC/0101", printCount: 0 }),
    ]);
    expect(requests[0].studentId).not.toBeNull();
    const printed = await call(registrar, "POST", `/api/Results/transcript-requests/${requests[0].id}/print`);
    expect(printed.statusCode).toBe(200);
    expect(printed.json().data.terms).toHaveLength(2);
  });
});
