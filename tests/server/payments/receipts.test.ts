import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  LetterAnswer,
  LetterVerification,
  Receipt,
  ReceiptVerification,
} from "../../../src/contract/receipts";
import { FEE_PURPOSE_IDS } from "../../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../../src/server/db/database";
import { DEMO_APPLICANT_RRR } from "../../../src/server/db/seed/paidDemoFees";
import { signDocumentCode } from "../../../src/server/modules/payments/documents/documentCode";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

interface Envelope<T> {
  data: T;
  message?: string;
  errors?: unknown;
}

/** A code with one character swapped for another of the same alphabet. */
function tampered(code: string, at: number): string {
  const swap = code[at] === "A" ? "B" : "A";
  return `${code.slice(0, at)}${swap}${code.slice(at + 1)}`;
}

describe.each(databaseKinds)("receipts and letters on %s", (kind) => {
  let t: PaymentsTestApp;
  let student: { authorization: string };
  let other: { authorization: string };
  let phone = 0;
  /** Each invoice's phone, by its number and its RRR. */
  const phoneOf = new Map<string, string>([[DEMO_APPLICANT_RRR, "08050000001"]]);

  const call = async <T>(method: "GET" | "POST", url: string, headers: object = {}, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return { status: answer.statusCode, body: answer.json() as Envelope<T> };
  };
  const applicantInvoice = async () => {
    const mobile = `0805${String(2_000_000 + phone++).slice(-7)}`;
    const answer = await call<{ invoiceNumber: string }>(
      "POST",
      "/api/ApplicationInvoice/generate",
      {},
      {
        lastName: "Okafor",
        firstName: "Chiamaka",
        middleName: "Ngozi",
        mobileNumber: mobile,
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
    );
    expect(answer.status).toBe(200);
    phoneOf.set(answer.body.data.invoiceNumber, mobile);
    return answer.body.data.invoiceNumber;
  };
  /** `?phone=` with the phone the invoice (named by number or RRR) was made for: the payer's proof. */
  const proof = (reference: string) => `?phone=${phoneOf.get(reference)}`;
  const pay = async (invoiceNumber: string, who: object = {}) => {
    const started = await call<{ cardPaymentLink: string; rrr: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      who,
      { invoiceNumber },
    );
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    const mobile = phoneOf.get(invoiceNumber);
    if (mobile) phoneOf.set(started.body.data.rrr, mobile);
    return started.body.data.rrr;
  };
  const stored = async (invoiceNumber: string) => {
    const [row] = await queryRows<{ id: number; total: string; rrr: string; paid_at: Date | string }>(
      t.database.db,
      sql`SELECT id, total::text, rrr, paid_at FROM invoices WHERE invoice_number = ${invoiceNumber}`,
    );
    if (!row) throw new Error(`no invoice ${invoiceNumber}`);
    return row;
  };

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
  }, 120_000);
  afterAll(async () => t?.close());

  it("gives a paid applicant invoice's receipt by number or RRR, with the amounts of the database", async () => {
    const number = await applicantInvoice();
    const rrr = await pay(number);
    const row = await stored(number);
    const byNumber = await call<Receipt>("GET", `/api/Payment/receipt/${number}${proof(number)}`);
    expect(byNumber.status).toBe(200);
    const receipt = byNumber.body.data;
    expect(receipt).toMatchObject({
      invoiceNumber: number,
      payerName: "Chiamaka Ngozi Okafor",
      matricNumber: null,
      feePurposeId: FEE_PURPOSE_IDS.application,
      feePurposeName: "Application Fee",
      rrr,
      total: Number(row.total),
      paymentType: "Full",
    });
    expect(receipt.total).toBe(1_000_000);
    expect(receipt.items.reduce((sum, line) => sum + line.amount, 0)).toBe(receipt.total);
    expect(receipt.paidAt).toBe(new Date(row.paid_at).toISOString());
    expect(receipt.receiptNumber).toBe(
      `RCT/${receipt.paidAt.slice(0, 4)}/${String(row.id).padStart(6, "0")}`,
    );
    expect(receipt.applicationNumber).toMatch(/^NCE\/2026\/\d{6}$/);
    expect(receipt.verificationCode).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const byRrr = await call<Receipt>("GET", `/api/Payment/receipt/${rrr}${proof(rrr)}`);
    expect(byRrr.body.data).toEqual(receipt);
  });

  it("refuses the receipt of an unpaid invoice with a clear 409, and an unknown one with 404", async () => {
    const number = await applicantInvoice();
    const unpaid = await call("GET", `/api/Payment/receipt/${number}${proof(number)}`);
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe(
      `Invoice ${number} has not been paid yet: its receipt is issued once the payment is confirmed.`,
    );
    expect((await call("GET", "/api/Payment/receipt/INV9999999FFFFF?phone=08031234567")).status).toBe(404);
    const bad = await call("GET", "/api/Payment/receipt/'%20or%201=1");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain("reference");
  });

  it("verifies a receipt's code: genuine with the name masked, altered after any change, unknown when not on record", async () => {
    const number = await applicantInvoice();
    await pay(number);
    const { verificationCode: code, total } = (
      await call<Receipt>("GET", `/api/Payment/receipt/${number}${proof(number)}`)
    ).body.data;
    const genuine = await call<ReceiptVerification>("GET", `/api/Payment/verify-receipt/${code}`);
    expect(genuine.status).toBe(200);
    expect(genuine.body.data).toMatchObject({
      state: "genuine",
      receipt: { invoiceNumber: number, payerName: "C******* N**** O*****", total },
    });
    for (const at of [0, 5, code.indexOf(".") - 1, code.indexOf(".") + 1, code.length - 1]) {
      const altered = await call<ReceiptVerification>(
        "GET",
        `/api/Payment/verify-receipt/${tampered(code, at)}`,
      );
      expect(altered.status, `changed at ${at}`).toBe(200);
      expect(altered.body.data).toEqual({
        state: "altered",
        message: "This receipt could not be verified: the code has been altered.",
        receipt: null,
      });
    }
    const otherKey = signDocumentCode(["R", number], "another-signing-key-of-enough-length");
    expect(
      (await call<ReceiptVerification>("GET", `/api/Payment/verify-receipt/${otherKey}`)).body.data.state,
    ).toBe("altered");
    const key = t.config.receiptSigningKey;
    const unknown = await call<ReceiptVerification>(
      "GET",
      `/api/Payment/verify-receipt/${signDocumentCode(["R", "INV9999999FFFFF"], key)}`,
    );
    expect(unknown.body.data).toMatchObject({ state: "unknown", receipt: null });
    expect(unknown.body.data.message).toContain("no paid invoice INV9999999FFFFF");
    const unpaidNumber = await applicantInvoice();
    const unpaid = await call<ReceiptVerification>(
      "GET",
      `/api/Payment/verify-receipt/${signDocumentCode(["R", unpaidNumber], key)}`,
    );
    expect(unpaid.body.data.state).toBe("unknown");
    expect((await call("GET", "/api/Payment/verify-receipt/not-a-code")).body.data).toMatchObject({
      state: "altered",
    });
  });

  it("shows a student's receipt to that student only, and issues letters once the fee is paid", async () => {
    const beforePaying = await call<LetterAnswer>("GET", "/api/Payment/letter/acceptance", student);
    expect(beforePaying.status).toBe(200);
    expect(beforePaying.body.data).toMatchObject({
      availability: "unpaid",
      letter: null,
      route: "/academic_fees/acceptance/generate_invoice",
    });
    expect(beforePaying.body.data.message).toContain("acceptance fee is paid");

    const acceptance = await call<{ invoiceNumber: string }>(
      "POST",
      "/api/Payment/generate-fee-Invoice",
      student,
      {
        sessionId: t.currentSessionId,
        feePurposeId: FEE_PURPOSE_IDS.acceptance,
        paymentType: "Full",
      },
    );
    expect(acceptance.status).toBe(200);
    const number = acceptance.body.data.invoiceNumber;
    await pay(number, student);
    const mine = await call<Receipt>("GET", `/api/Payment/receipt/${number}`, student);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      matricNumber: "NCE/2025/CSC/0101",
      feePurposeName: "Acceptance",
      total: Number((await stored(number)).total),
    });
    expect((await call("GET", `/api/Payment/receipt/${number}`, other)).status).toBe(404);
    expect((await call("GET", `/api/Payment/receipt/${number}`)).status).toBe(400);
    expect((await call("GET", `/api/Payment/receipt/${number}?phone=08031234567`)).status).toBe(404);

    const letter = await call<LetterAnswer>("GET", "/api/Payment/letter/acceptance", student);
    expect(letter.body.data).toMatchObject({
      availability: "available",
      letter: {
        kind: "acceptance",
        matricNumber: "NCE/2025/CSC/0101",
        programme: "Nigeria Certificate in Education",
        invoiceNumber: number,
        receiptNumber: mine.body.data.receiptNumber,
        amountPaid: mine.body.data.total,
      },
    });
    const variant = await call<LetterAnswer>("GET", "/api/Payment/letter/acceptance_pg", student);
    expect(variant.body.data).toMatchObject({
      availability: "other_letter",
      route: "/academic_fees/acceptance/letter",
    });
    const levy = await call<LetterAnswer>("GET", "/api/Payment/letter/development_levy", student);
    expect(levy.body.data).toMatchObject({
      availability: "unpaid",
      route: "/development_levy/generate_invoice",
    });
    expect((await call("GET", "/api/Payment/letter/nonsense", student)).status).toBe(400);
    expect((await call("GET", "/api/Payment/letter/acceptance")).status).toBe(401);

    const code = letter.body.data.letter?.verificationCode ?? "";
    const genuine = await call<LetterVerification>("GET", `/api/Payment/verify-letter/${code}`);
    expect(genuine.body.data).toMatchObject({
      state: "genuine",
      letter: { matricNumber: "NCE/2025/CSC/0101", studentName: "A****** O******** A******" },
    });
    const altered = await call<LetterVerification>("GET", `/api/Payment/verify-letter/${tampered(code, 3)}`);
    expect(altered.body.data).toEqual({
      state: "altered",
      message: "This letter could not be verified: the code has been altered.",
      letter: null,
    });
    // Signed, but naming another student for this payment: not on record.
    const key = t.config.receiptSigningKey;
    const forged = signDocumentCode(["L", "acceptance", number, "PGDE/2026/EDF/0001"], key);
    expect(
      (await call<LetterVerification>("GET", `/api/Payment/verify-letter/${forged}`)).body.data.state,
    ).toBe("unknown");
    // A receipt's code is not a letter's, and the other way round.
    const receiptCode = mine.body.data.verificationCode;
    expect(
      (await call<LetterVerification>("GET", `/api/Payment/verify-letter/${receiptCode}`)).body.data.state,
    ).toBe("unknown");
    expect(
      (await call<ReceiptVerification>("GET", `/api/Payment/verify-receipt/${code}`)).body.data.state,
    ).toBe("unknown");
  });

  it("has paid demo fees to walk after start: an applicant's receipt by its RRR, the postgraduate student's letters", async () => {
    const applicant = await call<Receipt>(
      "GET",
      `/api/Payment/receipt/${DEMO_APPLICANT_RRR}${proof(DEMO_APPLICANT_RRR)}`,
    );
    expect(applicant.status).toBe(200);
    expect(applicant.body.data).toMatchObject({
      payerName: "Chinedu Kelechi Eze",
      feePurposeId: FEE_PURPOSE_IDS.application,
      total: 1_000_000,
    });
    const verified = await call<ReceiptVerification>(
      "GET",
      `/api/Payment/verify-receipt/${applicant.body.data.verificationCode}`,
    );
    expect(verified.body.data.state).toBe("genuine");
    for (const kind of ["acceptance_pg", "development_levy", "development_levy_clearance"]) {
      const letter = await call<LetterAnswer>("GET", `/api/Payment/letter/${kind}`, other);
      expect(letter.body.data.availability, kind).toBe("available");
    }
    const wrongVariant = await call<LetterAnswer>("GET", "/api/Payment/letter/acceptance", other);
    expect(wrongVariant.body.data).toMatchObject({
      availability: "other_letter",
      route: "/academic_fees/acceptance/letter_pg",
    });
  });

  it("mails a paid receipt to the payer's own address on record only", async () => {
    const mobile = `0805${String(3_000_000 + phone++).slice(-7)}`;
    const made = await call<{ invoiceNumber: string }>(
      "POST",
      "/api/ApplicationInvoice/generate",
      {},
      {
        lastName: "Bello",
        firstName: "Amina",
        mobileNumber: mobile,
        email: "amina.bello@example.com",
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
    );
    const number = made.body.data.invoiceNumber;
    phoneOf.set(number, mobile);
    const early = await call(
      "POST",
      "/api/Payment/send-receipt-mail",
      {},
      { reference: number, phone: mobile },
    );
    expect(early.status).toBe(409);
    await pay(number);
    const sent = await call<{ sentTo: string }>(
      "POST",
      "/api/Payment/send-receipt-mail",
      {},
      { reference: number, phone: mobile },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.sentTo).toBe("a*********o@example.com");
    const mails = await queryRows<{ to_address: string; subject: string; text_body: string }>(
      t.database.db,
      sql`SELECT * FROM outbox WHERE subject LIKE '%receipt RCT/%' ORDER BY id DESC LIMIT 1`,
    );
    expect(mails[0]).toMatchObject({ to_address: "amina.bello@example.com" });
    const { verificationCode } = (
      await call<Receipt>("GET", `/api/Payment/receipt/${number}${proof(number)}`)
    ).body.data;
    expect(mails[0]?.text_body).toContain(`/verify_receipt/${verificationCode}`);
    // An address in the request is refused, and a student's receipt stays the student's.
    const extra = await call(
      "POST",
      "/api/Payment/send-receipt-mail",
      {},
      { reference: number, phone: mobile, to: "x@evil.test" },
    );
    expect(extra.status).toBe(400);
    const [studentPaid] = await queryRows<{ invoice_number: string }>(
      t.database.db,
      sql`SELECT invoice_number FROM invoices WHERE student_id IS NOT NULL AND status = 'paid' LIMIT 1`,
    );
    expect(
      (
        await call(
          "POST",
          "/api/Payment/send-receipt-mail",
          {},
          { reference: studentPaid?.invoice_number, phone: mobile },
        )
      ).status,
    ).toBe(404);
  });
});
