import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { REFERRAL_CODE_MESSAGE } from "../../../src/server/modules/referrals/referralService";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

/**
 * Referral (issue 23; modules/referrals, migration 0412): every student has a unique code, the
 * applicant invoice form takes it (an unknown code is a 400 on the field, a blank is fine), and a
 * student lists only the people who applied with their own code — name, application, date, paid.
 */
describe.each(databaseKinds)("referrals on %s", (kind) => {
  let t: PaymentsTestApp;
  let counter = 0;
  const students: Record<"student" | "pgstudent", AuthUser> = {} as Record<"student" | "pgstudent", AuthUser>;
  const nextPhone = () => `0708${String(2_000_000 + ++counter + (kind === "postgres" ? 500 : 0)).slice(-7)}`;

  const generate = (firstName: string, referralCode?: string | null) =>
    t.app.inject({
      method: "POST",
      url: "/api/ApplicationInvoice/generate",
      remoteAddress: "10.31.0.1",
      payload: {
        lastName: "Referred",
        firstName,
        mobileNumber: nextPhone(),
        email: `referred${counter}.${kind}@example.com`,
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
        ...(referralCode === undefined ? {} : { referralCode }),
      },
    });
  const as = async (user: AuthUser | undefined, url: string) =>
    t.app.inject({ method: "GET", url, headers: user ? await bearer(t.app, user) : {} });
  const codeOf = async (user: AuthUser) => {
    const res = await as(user, "/api/Authentication/referral-code");
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.code as string;
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    for (const userName of ["student", "pgstudent"] as const) {
      const [row] = await queryRows<{ id: number }>(
        t.database.db,
        sql`SELECT id FROM users WHERE user_name = ${userName}`,
      );
      students[userName] = { id: row!.id, userName, userType: "student", roles: ["student"], claims: [] };
    }
  }, 120_000);
  afterAll(async () => t?.close());

  it("gives every student a code of their own, unique and unguessable enough", async () => {
    const [mine, theirs] = [await codeOf(students.student), await codeOf(students.pgstudent)];
    expect(mine).toMatch(/^[0-9A-F]{8}$/);
    expect(theirs).not.toBe(mine);
    const [counts] = await queryRows<{ all: number; distinct: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS all, count(DISTINCT referral_code)::int AS distinct FROM students`,
    );
    expect(counts!.distinct).toBe(counts!.all);
    // The code is the student's: asking again answers the same one.
    expect(await codeOf(students.student)).toBe(mine);
  });

  it("takes a code on the invoice form (case and spaces forgiven), a blank, and refuses an unknown code on the field", async () => {
    const code = await codeOf(students.student);
    const unknown = await generate("Unknown", code === "00000000" ? "00000001" : "00000000");
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: "referralCode", message: REFERRAL_CODE_MESSAGE }]);
    const junk = await generate("Junk", "not-a-code");
    expect(junk.statusCode).toBe(400);
    expect(junk.json().errors[0].path).toBe("referralCode");
    // Nothing half-written: no applicant was made by the refused requests.
    const [made] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE first_name IN ('Unknown', 'Junk')`,
    );
    expect(made!.n).toBe(0);

    expect((await generate("Blank", "")).statusCode).toBe(200);
    expect((await generate("Absent")).statusCode).toBe(200);
    const referred = await generate("Bola", ` ${code.toLowerCase()} `);
    expect(referred.statusCode, referred.body).toBe(200);
    const [row] = await queryRows<{ referrer: string | null }>(
      t.database.db,
      sql`SELECT st.referral_code AS referrer FROM applicants a LEFT JOIN students st ON st.id = a.referrer_student_id
        WHERE a.first_name = 'Bola' AND a.email = ${`referred${counter}.${kind}@example.com`}`,
    );
    expect(row!.referrer).toBe(code);

    // Paying shows in the student's list.
    const started = await t.app.inject({
      method: "POST",
      url: "/api/Payment/initiate-payment",
      remoteAddress: "10.31.0.1",
      payload: { invoiceNumber: referred.json().data.invoiceNumber },
    });
    expect(await choosePayOutcome(started.json().data.cardPaymentLink, "pay")).toBe(303);
    await expect
      .poll(async () => (await as(students.student, "/api/Authentication/referrals")).json().data.items, {
        timeout: 15_000,
      })
      .toContainEqual(
        expect.objectContaining({
          fullName: "Bola Referred",
          applicationType: expect.stringContaining("NCE"),
          paymentStatus: "Paid",
        }),
      );
  });

  it("has the demo seed's referrals of `student`, made through the invoice form's code and paid", async () => {
    const rows = (await as(students.student, "/api/Authentication/referrals?search=Balogun")).json().data
      .items;
    expect(rows).toEqual([expect.objectContaining({ fullName: "Tolani Balogun", paymentStatus: "Paid" })]);
  });

  it("lists only the signed-in student's own referrals, with nothing private, and only to students", async () => {
    const theirs = await codeOf(students.pgstudent);
    expect((await generate("Chidi", theirs)).statusCode).toBe(200);
    const mine = (await as(students.student, "/api/Authentication/referrals")).json().data.items;
    expect(mine.map((row: { fullName: string }) => row.fullName)).not.toContain("Chidi Referred");
    const others = (await as(students.pgstudent, "/api/Authentication/referrals")).json().data.items;
    expect(others).toHaveLength(1);
    expect(Object.keys(others[0]).sort()).toEqual([
      "applicationType",
      "appliedAt",
      "fullName",
      "id",
      "paymentStatus",
    ]);
    expect(others[0].paymentStatus).toBe("Not paid");

    const registrar = {
      id: 990_411,
      userName: "referral-registrar",
      userType: "official",
      roles: ["registrar"],
      claims: [],
    };
    expect((await as(registrar, "/api/Authentication/referrals")).statusCode).toBe(403);
    expect((await as(registrar, "/api/Authentication/referral-code")).statusCode).toBe(403);
    expect((await as(undefined, "/api/Authentication/referrals")).statusCode).toBe(401);
  });
});
