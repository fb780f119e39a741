import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEE_PURPOSE_IDS } from "../../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../../src/server/db/database";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

interface Invoice {
  invoiceNumber: string;
  amount: number;
  paymentType: string;
  isPaid: boolean;
  matricNumber: string | null;
}

describe.each(databaseKinds)("a student's fee invoices on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  let student: { authorization: string };
  let other: { authorization: string };

  const call = async <T>(method: "GET" | "POST", url: string, headers: object, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return {
      status: answer.statusCode,
      body: answer.json() as { data: T; message?: string; errors?: unknown },
    };
  };
  const feeInvoice = (who: object, paymentType: string, extra: object = {}) =>
    call<Invoice>("POST", "/api/Payment/generate-fee-Invoice", who, {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.school_fees,
      paymentType,
      ...extra,
    });

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'pgstudent')`,
    );
    const byName = (name: string) => {
      const user = users.find((row) => row.user_name === name);
      if (!user) throw new Error(`no demo account ${name}`);
      return { id: user.id, userName: user.user_name };
    };
    student = await studentAuthorization(t, byName("student"));
    other = await studentAuthorization(t, byName("pgstudent"));
    sessionId = t.currentSessionId;
  }, 120_000);
  afterAll(async () => t?.close());

  it("prices school fees from the fee setup in installments that add up, ignoring any amount sent", async () => {
    const full = await feeInvoice(other, "Full", { amount: 100 });
    expect(full.status).toBe(200);
    expect(full.body.data.amount).toBeGreaterThan(100);

    const first = await feeInvoice(student, "FirstInstallment", { amount: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      paymentType: "FirstInstallment",
      matricNumber: "NCE/2025/CSC/0101",
    });
    // NCE 200 level in the demo setup: ₦75,500.50, the odd kobo with the first installment.
    expect(first.body.data.amount).toBe(3_775_025);
    expect((await feeInvoice(student, "FirstInstallment")).body.data.invoiceNumber).toBe(
      first.body.data.invoiceNumber,
    );
    expect((await feeInvoice(student, "Full")).status).toBe(409);
    const early = await call("POST", "/api/Payment/generate-balance-invoice", student, {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.school_fees,
    });
    expect(early.status).toBe(409);
  });

  it("hides one student's invoice from another student and from strangers, even with a phone (404)", async () => {
    const [mine] = (await call<Invoice[]>("GET", "/api/Payment/student-invoices", student)).body.data;
    if (!mine) throw new Error("the student has no invoice");
    expect((await call("GET", `/api/Payment/invoice/${mine.invoiceNumber}`, student)).status).toBe(200);
    expect((await call("GET", `/api/Payment/invoice/${mine.invoiceNumber}`, other)).status).toBe(404);
    // A stranger is asked for the payer's phone; no phone opens a student's invoice.
    expect((await call("GET", `/api/Payment/invoice/${mine.invoiceNumber}`, {})).status).toBe(400);
    const [studentPhone] = await queryRows<{ mobile_number: string }>(
      t.database.db,
      sql`SELECT s.mobile_number FROM students s JOIN invoices i ON i.student_id = s.id WHERE i.invoice_number = ${mine.invoiceNumber}`,
    );
    expect(
      (
        await call(
          "GET",
          `/api/Payment/invoice/${mine.invoiceNumber}?phone=${studentPhone?.mobile_number ?? "08031234567"}`,
          {},
        )
      ).status,
    ).toBe(404);
    const pay = await call("POST", "/api/Payment/initiate-payment", other, {
      invoiceNumber: mine.invoiceNumber,
    });
    expect(pay.status).toBe(404);
    const theirs = (await call<Invoice[]>("GET", "/api/Payment/student-invoices", other)).body.data;
    expect(theirs.map((invoice) => invoice.invoiceNumber)).not.toContain(mine.invoiceNumber);
  });

  it("after a paid first installment, gives the balance invoice, notifies the student and keeps the ledger", async () => {
    const first = (await feeInvoice(student, "FirstInstallment")).body.data;
    const started = await call<{ cardPaymentLink: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      student,
      {
        invoiceNumber: first.invoiceNumber,
      },
    );
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    expect(
      (await call<Invoice>("GET", `/api/Payment/invoice/${first.invoiceNumber}`, student)).body.data.isPaid,
    ).toBe(true);

    const balance = await call<Invoice>("POST", "/api/Payment/generate-balance-invoice", student, {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.school_fees,
    });
    expect(balance.status).toBe(200);
    expect(balance.body.data).toMatchObject({
      paymentType: "SecondInstallment",
      amount: 7_550_050 - 3_775_025,
    });

    const notifications = await call<{ items: { message: string }[] }>(
      "GET",
      "/api/Notification/recent",
      student,
    );
    expect(notifications.body.data.items.some((item) => item.message.includes("was received"))).toBe(true);
    // One "ready" notice per invoice made, however often it was asked for (first and balance).
    expect(notifications.body.data.items.filter((item) => item.message.includes("is ready"))).toHaveLength(2);

    const ledger = (
      await call<{ kind: string; amount: number; balance: number }[]>(
        "GET",
        "/api/Payment/student-ledger",
        student,
      )
    ).body.data;
    const charges = ledger
      .filter((entry) => entry.kind === "charge")
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(charges).toBe(7_550_050);
    expect(ledger.filter((entry) => entry.kind === "payment").map((entry) => entry.amount)).toEqual([
      -3_775_025,
    ]);
    expect(ledger.at(-1)?.balance).toBe(7_550_050 - 3_775_025);
  });

  it("refuses calls without a student account or with bad fields", async () => {
    expect((await call("GET", "/api/Payment/student-ledger", {})).status).toBe(401);
    const bad = await feeInvoice(student, "Half");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain("paymentType");
    const purpose = await feeInvoice(student, "Full", { feePurposeId: 77 });
    expect(purpose.status).toBe(400);
    expect(JSON.stringify(purpose.body.errors)).toContain("feePurposeId");
  });
});
