import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvoiceView, StudentFeeOptions, StudentFeeQuote } from "../../../src/contract/payments";
import { FEE_PURPOSE_IDS } from "../../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../../src/server/db/database";
import {
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

/** The student fee pages' server side: options (category, sessions, items), the quote, sundry items. */
describe.each(databaseKinds)("a student's fee choices on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  const who: Record<string, { authorization: string }> = {};

  const call = async <T>(method: "GET" | "POST", url: string, headers: object, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return {
      status: answer.statusCode,
      body: answer.json() as { data: T; message?: string; errors?: unknown },
    };
  };
  const options = (userName: string, feePurposeId: number) =>
    call<StudentFeeOptions>(
      "GET",
      `/api/Payment/student-fee-options?feePurposeId=${feePurposeId}`,
      who[userName] ?? {},
    );
  const sundry = (body: object) =>
    call<InvoiceView>("POST", "/api/Payment/generate-fee-Invoice", who.student ?? {}, {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.sundry,
      paymentType: "Full",
      ...body,
    });

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'pgstudent', 'jupebstudent')`,
    );
    for (const user of users)
      who[user.user_name] = await studentAuthorization(t, { id: user.id, userName: user.user_name });
    sessionId = t.currentSessionId;
  }, 120_000);
  afterAll(async () => t?.close());

  it("names each student's fee category and offers the current session", async () => {
    const nce = await options("student", FEE_PURPOSE_IDS.school_fees);
    expect(nce.status).toBe(200);
    expect(nce.body.data.category).toBe("undergraduate");
    expect(nce.body.data.sessionId).toBe(sessionId);
    expect(nce.body.data.sessions.find((session) => session.isCurrent)?.id).toBe(sessionId);
    expect((await options("pgstudent", FEE_PURPOSE_IDS.school_fees)).body.data.category).toBe("postgraduate");
    expect((await options("jupebstudent", FEE_PURPOSE_IDS.school_fees)).body.data.category).toBe("jupeb");
  });

  it("lists the sundry items set for the student, priced from the fee setup", async () => {
    const { items } = (await options("student", FEE_PURPOSE_IDS.sundry)).body.data;
    expect(items.map((item) => item.name).sort()).toEqual(["ID Card Replacement", "Transcript"]);
    expect(items.find((item) => item.name === "Transcript")?.amount).toBe(500_000);
  });

  it("quotes what generating would ask for, without making an invoice", async () => {
    const body = {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.school_fees,
      paymentType: "FirstInstallment",
      amount: 1,
    };
    const quote = await call<StudentFeeQuote>(
      "POST",
      "/api/Payment/student-fee-quote",
      who.student ?? {},
      body,
    );
    expect(quote.status).toBe(200);
    // NCE 200 level in the demo setup: ₦75,500.50, the odd kobo with the first installment.
    expect(quote.body.data).toMatchObject({ paymentType: "FirstInstallment", amount: 3_775_025 });
    expect(quote.body.data.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(3_775_025);
    const invoices = await call<InvoiceView[]>("GET", "/api/Payment/student-invoices", who.student ?? {});
    expect(invoices.body.data.filter((invoice) => invoice.paymentPurposeId === 1)).toHaveLength(0);
    const made = await call<InvoiceView>(
      "POST",
      "/api/Payment/generate-fee-Invoice",
      who.student ?? {},
      body,
    );
    expect(made.body.data.amount).toBe(quote.body.data.amount);
  });

  it("makes one sundry invoice per chosen item, priced by the setup whatever amount is sent", async () => {
    const { items } = (await options("student", FEE_PURPOSE_IDS.sundry)).body.data;
    const [transcript, idCard] = [
      items.find((item) => item.name === "Transcript"),
      items.find((item) => item.name === "ID Card Replacement"),
    ];
    if (!transcript || !idCard) throw new Error("the demo sundry items are missing");
    const first = await sundry({ feeItemId: transcript.feeItemId, amount: 1 });
    expect(first.status).toBe(200);
    expect(first.body.data.amount).toBe(transcript.amount);
    expect(first.body.data.recieptItems.map((line) => line.description)).toEqual(["Transcript"]);
    expect(first.body.data.description).toContain("Transcript");
    const again = await sundry({ feeItemId: transcript.feeItemId });
    expect(again.body.data.invoiceNumber).toBe(first.body.data.invoiceNumber);
    const other = await sundry({ feeItemId: idCard.feeItemId });
    expect(other.status).toBe(200);
    expect(other.body.data.invoiceNumber).not.toBe(first.body.data.invoiceNumber);
    expect(other.body.data.amount).toBe(idCard.amount);
  });

  it("refuses a sundry invoice without an item, with another purpose's item, or in installments (400 naming the field)", async () => {
    const missing = await sundry({});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body.errors)).toContain("feeItemId");
    const [tuition] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM fee_items WHERE code = 'TUITION'`,
    );
    const foreign = await sundry({ feeItemId: tuition?.id });
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body.errors)).toContain("feeItemId");
    const { items } = (await options("student", FEE_PURPOSE_IDS.sundry)).body.data;
    const halves = await sundry({ feeItemId: items[0]?.feeItemId, paymentType: "FirstInstallment" });
    expect(halves.status).toBe(400);
    expect(JSON.stringify(halves.body.errors)).toContain("paymentType");
    const schoolFeesItem = await call("POST", "/api/Payment/generate-fee-Invoice", who.student ?? {}, {
      sessionId,
      feePurposeId: FEE_PURPOSE_IDS.school_fees,
      paymentType: "Full",
      feeItemId: items[0]?.feeItemId,
    });
    expect(schoolFeesItem.status).toBe(400);
    expect(JSON.stringify(schoolFeesItem.body.errors)).toContain("feeItemId");
  });

  it("keeps options and quotes to students (401 signed out, 400 for an unknown purpose)", async () => {
    expect((await call("GET", "/api/Payment/student-fee-options?feePurposeId=1", {})).status).toBe(401);
    const unknown = await options("student", 77);
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body.errors)).toContain("feePurposeId");
  });
});
