import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { maskEmail } from "../../src/server/modules/applicants/invoiceReference";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../support/paymentsTestApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * Who an application belongs to (issue 20, items 8 and 13): the phone AND the email it was made
 * with; the sign-in code of an invoice goes only to the email it was generated with; the applicant
 * and their invoice are written together or not at all.
 */
describe.each(databaseKinds)("applicant identity on %s", (kind) => {
  let t: PaymentsTestApp;
  let counter = 0;
  const nextPhone = () => `0707${String(1_000_000 + ++counter + (kind === "postgres" ? 500 : 0)).slice(-7)}`;

  const post = (url: string, payload: object, ip = "10.30.0.1") =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  const generate = (phone: string, email: string, lastName = "Bello") =>
    post("/api/ApplicationInvoice/generate", {
      lastName,
      firstName: "Amina",
      mobileNumber: phone,
      email,
      sessionId: t.currentSessionId,
      applicationTypeId: "nce",
    });
  const lookup = (phone: string, email: string) =>
    post("/api/ApplicationInvoice/lookup", { applicationTypeId: "nce", regNumber: phone, email });
  const pay = async (invoiceNumber: string) => {
    const started = await post("/api/Payment/initiate-payment", { invoiceNumber });
    expect(await choosePayOutcome(started.json().data.cardPaymentLink, "pay")).toBe(303);
  };
  const mailsTo = (email: string) =>
    queryRows<{ text_body: string }>(
      t.database.db,
      sql`SELECT text_body FROM outbox WHERE to_address = ${email} ORDER BY id`,
    );
  const codeIn = (text: string | undefined) => /\b(\d{6})\b/.exec(text ?? "")?.[1] ?? "";

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
  }, 180_000);
  afterAll(async () => t?.close());

  it("gives the victim their own application when an attacker generated first with the victim's phone", async () => {
    const phone = nextPhone();
    const attacker = `attacker${counter}@example.com`;
    const victim = `victim${counter}@example.com`;

    const squatted = await generate(phone, attacker, "Attacker");
    expect(squatted.statusCode, squatted.body).toBe(200);
    const attackersInvoice = squatted.json().data.invoiceNumber as string;

    // The victim's step 1 (their phone and their email) finds nothing of the attacker's…
    const found = await lookup(phone, victim);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ invoiceNumber: null, lastname: null, email: victim });
    // …and step 2 makes the victim an invoice of their own.
    const own = await generate(phone, victim.toUpperCase());
    expect(own.statusCode, own.body).toBe(200);
    const victimsInvoice = own.json().data.invoiceNumber as string;
    expect(victimsInvoice).not.toBe(attackersInvoice);
    expect(own.json().data.fullName).toBe("Amina Bello");
    // Asking again with the same phone and email is the same invoice, however the email is typed.
    expect((await generate(phone, victim)).json().data.invoiceNumber).toBe(victimsInvoice);
    expect((await lookup(phone, victim)).json().data.invoiceNumber).toBe(victimsInvoice);

    await pay(victimsInvoice);
    // Whoever asks for the victim's sign-in code (the attacker knows the phone), it goes to the victim.
    for (const ip of ["10.30.1.1", "10.30.1.2"]) {
      const asked = await post(
        "/api/Applicant/nce/sign-in",
        { reference: victimsInvoice, phoneNumber: phone },
        ip,
      );
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().message).toBe(`A sign-in code was sent to ${maskEmail(victim)}.`);
    }
    expect(await mailsTo(attacker)).toEqual([]);
    const code = codeIn((await mailsTo(victim)).at(-1)?.text_body);
    const signedIn = await post(
      "/api/Applicant/nce/verify",
      { reference: victimsInvoice, phoneNumber: phone, code },
      "10.30.1.2",
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.invoiceNumber).toBe(victimsInvoice);
  });

  it("writes the applicant and their invoice together or not at all", async () => {
    const phone = nextPhone();
    const email = `crash${counter}@example.com`;
    // The invoice write fails (as if the process died between the two writes).
    await t.database.db.execute(sql`CREATE OR REPLACE FUNCTION test_refuse_invoice() RETURNS trigger AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM applicants WHERE id = NEW.applicant_id AND last_name = 'Crash') THEN
          RAISE EXCEPTION 'the invoice write failed';
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(
      sql`CREATE TRIGGER test_refuse_invoice BEFORE INSERT ON invoices FOR EACH ROW EXECUTE FUNCTION test_refuse_invoice()`,
    );
    try {
      expect((await generate(phone, email, "Crash")).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_refuse_invoice ON invoices`);
    }
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applicants WHERE mobile_number = ${phone}`,
    );
    expect(left[0]?.n).toBe(0);
    // The next try makes both.
    const retried = await generate(phone, email, "Crash");
    expect(retried.statusCode, retried.body).toBe(200);
    const both = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applicants a JOIN invoices i ON i.applicant_id = a.id WHERE a.mobile_number = ${phone}`,
    );
    expect(both[0]?.n).toBe(1);
  });

  it("finds no invoice by a phone alone, and answers a lookup without an email with a 400 naming it", async () => {
    const phone = nextPhone();
    // An invoice made without an email (the API allows it): no sign-in code can reach it.
    const squatted = await post("/api/ApplicationInvoice/generate", {
      lastName: "Attacker",
      firstName: "Amina",
      mobileNumber: phone,
      sessionId: t.currentSessionId,
      applicationTypeId: "nce",
    });
    expect(squatted.statusCode, squatted.body).toBe(200);
    const noEmail = await post("/api/ApplicationInvoice/lookup", {
      applicationTypeId: "nce",
      regNumber: phone,
    });
    expect(noEmail.statusCode, noEmail.body).toBe(400);
    expect(JSON.stringify(noEmail.json().errors)).toContain("email");
    // The owner of the phone gets an application of their own, not the email-less one.
    const owner = await generate(phone, `owner${counter}@example.com`);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().data.invoiceNumber).not.toBe(squatted.json().data.invoiceNumber);
  });
});
