import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { APPLICANT_SIGN_IN_RULES } from "../../src/server/modules/applicants/applicantSignIn";
import { CODE_TRIES, TWO_FACTOR_MESSAGES } from "../../src/server/modules/auth/twoFactorService";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../support/paymentsTestApp";
import { databaseKinds } from "../support/testDatabase";

interface PaidInvoice {
  invoiceNumber: string;
  rrr: string;
  phone: string;
  email: string;
}

/**
 * Wrong sign-in codes slow the guesser, never the applicant (issue 20, item 9): the throttle is the
 * invoice's however it is named, a clean address is never kept waiting by failures elsewhere, and
 * a code's own tries are claimed atomically.
 */
describe.each(databaseKinds)("applicant sign-in code throttle on %s", (kind) => {
  let t: PaymentsTestApp;
  let counter = 0;
  let address = 0;
  const nextAddress = () => `10.40.${Math.floor(++address / 250)}.${address % 250}`;

  const post = (url: string, payload: object, ip: string) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  const paidInvoice = async (): Promise<PaidInvoice> => {
    counter += 1;
    const phone = `0708${String(1_000_000 + counter + (kind === "postgres" ? 500 : 0)).slice(-7)}`;
    const email = `throttled${counter}@example.com`;
    const generated = await post(
      "/api/ApplicationInvoice/generate",
      {
        lastName: "Bello",
        firstName: "Amina",
        mobileNumber: phone,
        email,
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
      "10.41.0.1",
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const invoiceNumber = generated.json().data.invoiceNumber as string;
    const started = await post("/api/Payment/initiate-payment", { invoiceNumber }, "10.41.0.1");
    const { rrr, cardPaymentLink } = started.json().data as { rrr: string; cardPaymentLink: string };
    expect(await choosePayOutcome(cardPaymentLink, "pay")).toBe(303);
    return { invoiceNumber, rrr, phone, email };
  };
  const askCode = async (paid: PaidInvoice, ip: string) => {
    const asked = await post(
      "/api/Applicant/nce/sign-in",
      { reference: paid.invoiceNumber, phoneNumber: paid.phone },
      ip,
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await queryRows<{ text_body: string }>(
      t.database.db,
      sql`SELECT text_body FROM outbox WHERE to_address = ${paid.email} ORDER BY id DESC LIMIT 1`,
    );
    return /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  };
  const verify = (paid: PaidInvoice, code: string, ip: string, reference = paid.invoiceNumber) =>
    post("/api/Applicant/nce/verify", { reference, phoneNumber: paid.phone, code }, ip);
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
  }, 180_000);
  afterAll(async () => t?.close());

  it("lets the applicant in from a clean address after wrong codes from 16 others", async () => {
    const paid = await paidInvoice();
    const guessed = await askCode(paid, nextAddress());
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++)
      statuses.push((await verify(paid, wrong(guessed), nextAddress())).statusCode);
    expect(statuses.every((status) => status === 400)).toBe(true);
    const owner = nextAddress();
    const code = await askCode(paid, owner);
    const res = await verify(paid, code, owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.invoiceNumber).toBe(paid.invoiceNumber);
  });

  it("counts the invoice's number and its RRR as one invoice", async () => {
    const paid = await paidInvoice();
    const ip = nextAddress();
    const code = await askCode(paid, ip);
    const statuses: number[] = [];
    // Two names, one count (every failure counts, whether the code was wrong or used up).
    for (let i = 0; i <= APPLICANT_SIGN_IN_RULES.accountAddress.free; i++) {
      const reference = i % 2 === 0 ? paid.invoiceNumber : paid.rrr;
      statuses.push((await verify(paid, wrong(code), ip, reference)).statusCode);
    }
    expect(statuses.every((status) => status === 400)).toBe(true);
    for (const reference of [paid.invoiceNumber, paid.rrr, paid.invoiceNumber.toLowerCase()])
      expect((await verify(paid, "123456", ip, reference)).statusCode).toBe(429);
  });

  it("checks at most the code's own tries of 60 parallel guesses", async () => {
    const paid = await paidInvoice();
    const code = await askCode(paid, nextAddress());
    const guesses = await Promise.all(
      Array.from({ length: 60 }, () => verify(paid, wrong(code), nextAddress())),
    );
    const messages = guesses.map((res) => res.json().errors?.[0]?.message as string | undefined);
    // Tries 1 to CODE_TRIES - 1 say "wrong"; the last try and every refused one "too many".
    expect(messages.filter((message) => message === TWO_FACTOR_MESSAGES.wrong)).toHaveLength(CODE_TRIES - 1);
    expect(guesses.every((res) => res.statusCode === 400)).toBe(true);
    const [row] = await queryRows<{ attempts: number }>(
      t.database.db,
      sql`SELECT c.attempts FROM one_time_codes c JOIN invoices i ON i.applicant_id = c.applicant_id
        WHERE i.invoice_number = ${paid.invoiceNumber} AND c.used_at IS NULL`,
    );
    expect(row?.attempts).toBe(CODE_TRIES);
    // Even the right code no longer opens it: a fresh one is needed.
    const late = await verify(paid, code, nextAddress());
    expect(late.statusCode).toBe(400);
    expect(late.json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.tooManyTries);
  });
});
