import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  InvoiceView,
  LedgerEntry,
  PaymentVerification,
  StudentFeeOptions,
} from "../../../src/contract/payments";
import type { LetterAnswer, Receipt } from "../../../src/contract/receipts";
import { queryRows } from "../../../src/server/db/database";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";
import { HEADER, nceDepartmentCode, submittedApplicant, uploadList } from "./support";

const PASSWORD = "Matric#2026x";
const ACCEPTANCE = 2;

describe.each(databaseKinds)("what an applicant paid becomes the student's, on %s", (kind) => {
  let t: PaymentsTestApp;
  let address = 0;
  const ip = () => `10.78.${kind === "postgres" ? 2 : 1}.${++address}`;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip(), headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress: ip(), headers });
  const verify = async (reference: string) =>
    (await get(`/api/Payment/verify?reference=${reference}`)).json().data as PaymentVerification;

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("a cancelled, then failed attempt at the gateway is told on the invoice and its status, until paid", async () => {
    const applicant = await submittedApplicant(t.database.db);
    const department = await nceDepartmentCode(t.database.db);
    await uploadList(t.app, [HEADER, [applicant.applicationNumber, "Admitted", "NCE", department, "", ""]]);
    const body = { reference: applicant.applicationNumber, phoneNumber: applicant.phoneNumber };
    const { invoiceNumber } = (await post("/api/AdmissionStatus/acceptance-invoice", body)).json().data;
    expect((await verify(invoiceNumber)).lastAttempt).toBeNull();
    const link = (await post("/api/Payment/initiate-payment", { invoiceNumber })).json().data.cardPaymentLink;

    expect(await choosePayOutcome(link, "cancel")).toBe(303);
    const cancelled = await verify(invoiceNumber);
    expect(cancelled).toMatchObject({ paymentStatus: "unpaid", lastAttempt: { state: "cancelled" } });
    const invoice = (await get(`/api/Payment/invoice/${invoiceNumber}?phone=${applicant.phoneNumber}`)).json()
      .data as InvoiceView;
    expect(invoice.lastAttempt?.state).toBe("cancelled");
    expect(invoice.cardPaymentLink).toBe(link);

    expect(await choosePayOutcome(link, "fail")).toBe(303);
    expect((await verify(invoiceNumber)).lastAttempt?.state).toBe("failed");

    expect(await choosePayOutcome(link, "pay")).toBe(303);
    expect(await verify(invoiceNumber)).toMatchObject({
      isPaid: true,
      lastAttempt: null,
      studentInvoice: false,
    });
  });

  it("after the profile, the acceptance fee paid as an applicant is the student's: one invoice, its letter and receipt", async () => {
    const applicant = await submittedApplicant(t.database.db);
    const department = await nceDepartmentCode(t.database.db);
    await uploadList(t.app, [HEADER, [applicant.applicationNumber, "Admitted", "NCE", department, "", ""]]);
    const body = { reference: applicant.applicationNumber, phoneNumber: applicant.phoneNumber };
    const acceptance = (await post("/api/AdmissionStatus/acceptance-invoice", body)).json().data;
    const link = (
      await post("/api/Payment/initiate-payment", { invoiceNumber: acceptance.invoiceNumber })
    ).json().data.cardPaymentLink;
    expect(await choosePayOutcome(link, "pay")).toBe(303);

    // Verify the account with the emailed code, then create the profile.
    expect((await post("/api/StudentAccount/verify", body)).statusCode).toBe(200);
    const [mail] = await queryRows<{ text_body: string }>(
      t.database.db,
      sql`SELECT text_body FROM outbox WHERE to_address = ${applicant.email} ORDER BY id DESC LIMIT 1`,
    );
    const code = /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
    const session = await post("/api/StudentAccount/verify-code", { ...body, code });
    expect(session.statusCode, session.body).toBe(200);
    const cookie = String(session.headers["set-cookie"]).split(";")[0]!;
    const created = await post(
      "/api/StudentAccount/create-profile",
      { password: PASSWORD, confirmPassword: PASSWORD },
      { cookie },
    );
    expect(created.statusCode, created.body).toBe(200);
    const matric = created.json().data.matricNumber as string;
    const [student] = await queryRows<{ id: number; user_id: number; session_of_entry_id: number }>(
      t.database.db,
      sql`SELECT id, user_id, session_of_entry_id FROM students WHERE reg_number = ${matric}`,
    );
    const auth = await studentAuthorization(t, { id: student!.user_id, userName: matric });

    // One payer history: the application fee and the acceptance fee are on the student's pages.
    const invoices = (await get("/api/Payment/student-invoices", auth)).json().data as InvoiceView[];
    expect(invoices.map((invoice) => invoice.invoiceNumber).sort()).toEqual(
      [acceptance.invoiceNumber, applicant.invoiceNumber].sort(),
    );
    expect(invoices.find((invoice) => invoice.paymentPurposeId === ACCEPTANCE)).toMatchObject({
      invoiceNumber: acceptance.invoiceNumber,
      isPaid: true,
      matricNumber: matric,
    });
    const options = (await get(`/api/Payment/student-fee-options?feePurposeId=${ACCEPTANCE}`, auth)).json()
      .data as StudentFeeOptions;
    expect(options.sessionId).toBe(student!.session_of_entry_id);
    const ledger = (await get("/api/Payment/student-ledger", auth)).json().data as LedgerEntry[];
    const acceptanceLines = ledger.filter((entry) => entry.invoiceNumber === acceptance.invoiceNumber);
    expect(acceptanceLines.map((entry) => [entry.kind, entry.amount])).toEqual([
      ["charge", 2_500_000],
      ["payment", -2_500_000],
    ]);

    const letter = (await get("/api/Payment/letter/acceptance", auth)).json().data as LetterAnswer;
    expect(letter.availability).toBe("available");
    const receipt = await get(`/api/Payment/receipt/${acceptance.invoiceNumber}`, auth);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect((receipt.json().data as Receipt).matricNumber).toBe(matric);

    // Generating again answers the paid invoice, for the admission's session or any other.
    const [other] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM academic_sessions WHERE id <> ${student!.session_of_entry_id} ORDER BY id LIMIT 1`,
    );
    for (const sessionId of [student!.session_of_entry_id, other!.id]) {
      const again = await post(
        "/api/Payment/generate-fee-Invoice",
        { sessionId, feePurposeId: ACCEPTANCE, paymentType: "Full" },
        auth,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json().data).toMatchObject({ invoiceNumber: acceptance.invoiceNumber, isPaid: true });
    }
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM invoices WHERE fee_purpose_id = ${ACCEPTANCE}
        AND (student_id = ${student!.id} OR applicant_id = ${applicant.applicantId})`,
    );
    expect(count!.n).toBe(1);

    // The public status says the receipt is printed signed in; the profile's audit names the invoices.
    expect((await verify(acceptance.invoiceNumber)).studentInvoice).toBe(true);
    const [audit] = await queryRows<{ after: { invoices: string[] } }>(
      t.database.db,
      sql`SELECT after FROM audit_log WHERE action = 'create profile' AND entity_id = ${String(student!.id)}`,
    );
    expect(audit!.after.invoices).toContain(acceptance.invoiceNumber);
  });

  it("refuses an invoice that names a student other than the applicant's", async () => {
    const applicant = await submittedApplicant(t.database.db);
    const [someone] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM students ORDER BY id LIMIT 1`,
    );
    await expect(
      t.database.db.execute(
        sql`UPDATE invoices SET student_id = ${someone!.id} WHERE applicant_id = ${applicant.applicantId}`,
      ),
    ).rejects.toThrow();
  });
});
