import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { reconcileUnpaidInvoices } from "../../../src/server/modules/payments/settlement/reconciliation";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
  errors?: { path: string; message: string }[];
}
interface Invoice {
  invoiceNumber: string;
  amount: number;
  paymentStatus: string;
  isPaid: boolean;
  rrr: string | null;
  fullName: string;
}

describe.each(databaseKinds)("application invoices and payments on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  let phoneCounter = 0;
  const nextPhone = () => `0803${String(1_000_000 + phoneCounter++).slice(-7)}`;

  const post = async <T>(url: string, body: unknown) => {
    const answer = await t.app.inject({ method: "POST", url, payload: body as object });
    return { status: answer.statusCode, body: answer.json() as Envelope<T> };
  };
  const request = (phone: string, extra: Record<string, unknown> = {}) => ({
    lastName: "Okafor",
    firstName: "Chiamaka",
    middleName: "Ngozi",
    mobileNumber: phone,
    regNumber: phone,
    email: "chiamaka@example.com",
    sessionId,
    applicationTypeId: "nce",
    ...extra,
  });
  /** Each invoice's phone: the proof its payer sends to read it. */
  const phoneOf = new Map<string, string>();
  const generate = async (phone: string, extra?: Record<string, unknown>) => {
    const made = await post<Invoice>("/api/ApplicationInvoice/generate", request(phone, extra));
    if (made.status === 200) phoneOf.set(made.body.data.invoiceNumber, phone);
    return made;
  };
  const initiate = (invoiceNumber: string) =>
    post<{ rrr: string; cardPaymentLink: string; amount: number }>("/api/Payment/initiate-payment", {
      invoiceNumber,
    });
  const invoice = async (invoiceNumber: string) =>
    (
      await t.app.inject({
        method: "GET",
        url: `/api/Payment/invoice/${invoiceNumber}?phone=${phoneOf.get(invoiceNumber)}`,
      })
    ).json() as Envelope<Invoice>;
  const paymentsOf = (rrr: string) =>
    queryRows<{ outcome: string; amount: string; flagged: boolean }>(
      t.database.db,
      sql`SELECT outcome, amount::text, flagged FROM payments WHERE rrr = ${rrr} ORDER BY id`,
    );
  const webhook = (rrr: string, naira: number) => post("/api/Webhook/payment", [{ rrr, amount: naira }]);

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    sessionId = t.currentSessionId;
  }, 120_000);
  afterAll(async () => t?.close());

  it("makes one invoice of 50 identical requests at once, priced by the fee setup whatever amount is sent", async () => {
    const phone = nextPhone();
    const answers = await Promise.all(Array.from({ length: 50 }, () => generate(phone, { amount: 5 })));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const numbers = new Set(answers.map((answer) => answer.body.data.invoiceNumber));
    expect(numbers.size).toBe(1);
    expect(answers[0]?.body.message).toBe("Invoice generated successfully!");
    // The NCE application fee of the demo setup is ₦10,000 = 1,000,000 kobo, not the 5 sent.
    expect(answers[0]?.body.data.amount).toBe(1_000_000);
    const rows = await queryRows<{ invoices: number; applicants: number }>(
      t.database.db,
      sql`SELECT (SELECT count(*)::int FROM invoices i JOIN applicants a ON a.id = i.applicant_id WHERE a.mobile_number = ${phone}) AS invoices,
        (SELECT count(*)::int FROM applicants WHERE mobile_number = ${phone}) AS applicants`,
    );
    expect(rows[0]).toEqual({ invoices: 1, applicants: 1 });

    const lookup = await post<{ invoiceNumber: string; lastname: string; amount: number }>(
      "/api/ApplicationInvoice/lookup",
      { applicationTypeId: "nce", regNumber: `+234${phone.slice(1)}`, email: "Chiamaka@example.com" },
    );
    // Found by phone and e-mail: the names the form shows, and back only what was typed (normalised).
    expect(lookup.body.data).toMatchObject({
      invoiceNumber: [...numbers][0],
      lastname: "Okafor",
      email: "chiamaka@example.com",
      mobileNo: phone,
      amount: 1_000_000,
    });
    const unknown = await post<{ invoiceNumber: null; mobileNo: string }>("/api/ApplicationInvoice/lookup", {
      applicationTypeId: "nce",
      regNumber: nextPhone(),
      email: "chiamaka@example.com",
    });
    expect(unknown.body.data.invoiceNumber).toBeNull();
  });

  it("answers bad input with a 400 naming the field", async () => {
    const phone = nextPhone();
    const cases: [string, unknown, string][] = [
      ["/api/ApplicationInvoice/generate", request(phone, { mobileNumber: "12345" }), "mobileNumber"],
      ["/api/ApplicationInvoice/generate", request(phone, { sessionId: "x" }), "sessionId"],
      ["/api/ApplicationInvoice/generate", request(phone, { sessionId: 99_999_999_999 }), "sessionId"],
      ["/api/ApplicationInvoice/generate", request(phone, { sessionId: 999_999 }), "sessionId"],
      [
        "/api/ApplicationInvoice/generate",
        request(phone, { applicationTypeId: "NCE; DROP" }),
        "applicationTypeId",
      ],
      [
        "/api/ApplicationInvoice/generate",
        request(phone, { applicationTypeId: "nosuchtype" }),
        "applicationTypeId",
      ],
      ["/api/ApplicationInvoice/generate", request(phone, { lastName: "" }), "lastName"],
      ["/api/ApplicationInvoice/generate", request(phone, { email: "not-an-email" }), "email"],
      [
        "/api/ApplicationInvoice/lookup",
        { applicationTypeId: "nce", regNumber: "", email: "a@b.ng" },
        "regNumber",
      ],
      [
        "/api/ApplicationInvoice/lookup",
        { applicationTypeId: 7, regNumber: phone, email: "a@b.ng" },
        "applicationTypeId",
      ],
      ["/api/Payment/initiate-payment", { invoiceNumber: "'; --" }, "invoiceNumber"],
      ["/api/Payment/initiate-payment", {}, "invoiceNumber"],
      ["/api/Webhook/payment", [{ rrr: "abc", amount: 10 }], "rrr"],
      ["/api/Webhook/payment", [{ rrr: "123456789012", amount: "ten" }], "amount"],
    ];
    for (const [url, body, field] of cases) {
      const answer = await post(url, body);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(JSON.stringify(answer.body.errors), `${url} ${JSON.stringify(body)}`).toContain(field);
    }
    const verify = await t.app.inject({ method: "GET", url: "/api/Payment/verify?reference=%27%20or%201=1" });
    expect(verify.statusCode).toBe(400);
    expect(verify.body).toContain("reference");
  });

  it("sends the payer back to the loopback address their browser used, and never to another site", async () => {
    const { body } = await generate(nextPhone());
    const returnTo = async (origin: string) => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/Payment/initiate-payment",
        headers: { origin },
        payload: { invoiceNumber: body.data.invoiceNumber },
      });
      expect(res.statusCode).toBe(200);
      return new URL(res.json().data.cardPaymentLink).searchParams.get("responseurl");
    };
    const back = (url: string | null) => url?.split("?")[0];
    expect(back(await returnTo("http://127.0.0.1:3000"))).toBe("http://127.0.0.1:3000/verify_payment_status");
    expect(back(await returnTo("https://evil.example"))).toBe(
      `${t.config.publicUrl.replace(/\/+$/, "")}/verify_payment_status`,
    );
  });

  it("pays through the sandbox over HTTP, credits once however often the notification comes, and verifies publicly", async () => {
    const { body } = await generate(nextPhone());
    const number = body.data.invoiceNumber;
    const started = await initiate(number);
    expect(started.status).toBe(200);
    expect(started.body.data.rrr).toMatch(/^\d+$/);
    expect(started.body.data.cardPaymentLink).toContain(t.sandbox.url);
    // Asking again gives the same RRR without a second registration.
    expect((await initiate(number)).body.data.rrr).toBe(started.body.data.rrr);

    expect(await choosePayOutcome(started.body.data.cardPaymentLink, "pay")).toBe(303);
    expect((await invoice(number)).data).toMatchObject({ paymentStatus: "paid", isPaid: true });

    const rrr = started.body.data.rrr;
    for (let i = 0; i < 10; i++) expect((await webhook(rrr, 10_000)).status).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => webhook(rrr, 10_000)));
    expect(await paymentsOf(rrr)).toEqual([{ outcome: "credited", amount: "1000000", flagged: false }]);
    const [applicant] = await queryRows<{ status: string }>(
      t.database.db,
      sql`SELECT a.status FROM applicants a JOIN invoices i ON i.applicant_id = a.id WHERE i.invoice_number = ${number}`,
    );
    expect(applicant?.status).toBe("paid");

    // Anyone's check answers the status only: never whose it is, nor the invoice number for an RRR.
    for (const [reference, invoiceNumber] of [
      [rrr, null],
      [number, number],
    ]) {
      const verified = await t.app.inject({
        method: "GET",
        url: `/api/Payment/verify?reference=${reference}`,
      });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data).toMatchObject({
        invoiceNumber,
        isPaid: true,
        payerName: null,
        // The application fee (migration 0080): its receipt is an admission receipt.
        paymentPurposeId: 10,
      });
    }
    expect((await initiate(number)).status).toBe(409);
  });

  it("credits a payment that the gateway reports only after concurrent duplicate notifications race", async () => {
    const { body } = await generate(nextPhone());
    const started = await initiate(body.data.invoiceNumber);
    t.sandbox.setWebhookUrl("http://127.0.0.1:9/nowhere"); // the gateway's own notification is lost
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    t.sandbox.setWebhookUrl(`${t.url}/api/Webhook/payment`);
    const rrr = started.body.data.rrr;
    const answers = await Promise.all(Array.from({ length: 10 }, () => webhook(rrr, 10_000)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await paymentsOf(rrr)).filter((payment) => payment.outcome === "credited")).toHaveLength(1);
    expect((await invoice(body.data.invoiceNumber)).data.isPaid).toBe(true);
  });

  it("records a short payment and flags it, never crediting it", async () => {
    const { body } = await generate(nextPhone());
    const number = body.data.invoiceNumber;
    // An RRR registered at the gateway for less than the invoice (e.g. before a fee change).
    const short = await t.gateway.createRrr({
      orderId: `${number}-OLD`,
      amountKobo: 400_000,
      payerName: "Chiamaka Okafor",
      payerEmail: "chiamaka@example.com",
      payerPhone: "08030000000",
      description: "old price",
    });
    await queryRows(
      t.database.db,
      sql`UPDATE invoices SET rrr = ${short.rrr} WHERE invoice_number = ${number}`,
    );
    const link = t.gateway.payLink(short.rrr, `${t.url}/verify_payment_status`);
    expect(await choosePayOutcome(link)).toBe(303);
    await webhook(short.rrr, 10_000); // the claim says full; the gateway says ₦4,000
    expect(await paymentsOf(short.rrr)).toEqual([{ outcome: "short", amount: "400000", flagged: true }]);
    expect((await invoice(number)).data).toMatchObject({ isPaid: false, paymentStatus: "unpaid" });
  });

  it("flags a payment the gateway confirms for an RRR no invoice has, and records nothing for an unconfirmed claim", async () => {
    const claim = await webhook("999988887777", 5_000);
    expect(claim.status).toBe(200);
    expect(claim.body.data).toEqual({ received: 1, credited: 0, flagged: 0, ignored: 0 });
    expect(await paymentsOf("999988887777")).toEqual([]);

    // Money paid at the gateway for an RRR the portal never stored: the bursary must see it.
    const outside = await t.gateway.createRrr({
      orderId: `OUTSIDE-${Date.now()}`,
      amountKobo: 500_000,
      payerName: "Chiamaka Okafor",
      payerEmail: "chiamaka@example.com",
      payerPhone: "08030000000",
      description: "paid outside the portal",
    });
    t.sandbox.setWebhookUrl("http://127.0.0.1:9/nowhere");
    expect(await choosePayOutcome(t.gateway.payLink(outside.rrr, `${t.url}/verify_payment_status`))).toBe(
      303,
    );
    t.sandbox.setWebhookUrl(`${t.url}/api/Webhook/payment`);
    const paid = await webhook(outside.rrr, 5_000);
    expect(paid.body.data).toEqual({ received: 1, credited: 0, flagged: 1, ignored: 0 });
    expect(await paymentsOf(outside.rrr)).toEqual([
      { outcome: "unknown_rrr", amount: "500000", flagged: true },
    ]);
  });

  it("reconciliation credits a paid invoice whose notification never came", async () => {
    const { body } = await generate(nextPhone());
    const started = await initiate(body.data.invoiceNumber);
    t.sandbox.setWebhookUrl("http://127.0.0.1:9/nowhere");
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    t.sandbox.setWebhookUrl(`${t.url}/api/Webhook/payment`);
    expect((await invoice(body.data.invoiceNumber)).data.isPaid).toBe(false);
    const report = await reconcileUnpaidInvoices(t.database.db, t.gateway);
    expect(report.credited).toBe(1);
    expect(report.failed).toBe(0);
    expect((await invoice(body.data.invoiceNumber)).data.isPaid).toBe(true);
    expect((await paymentsOf(started.body.data.rrr)).map((payment) => payment.outcome)).toEqual(["credited"]);
    expect((await reconcileUnpaidInvoices(t.database.db, t.gateway)).credited).toBe(0);
  });

  // Last: it stops the sandbox.
  it("a gateway that cannot answer gives a clear message, leaves no RRR half-stored and credits nothing", async () => {
    const paid = await generate(nextPhone());
    const started = await initiate(paid.body.data.invoiceNumber);
    const fresh = await generate(nextPhone());
    await t.sandbox.close();

    const refused = await initiate(fresh.body.data.invoiceNumber);
    expect(refused.status).toBeGreaterThanOrEqual(502);
    expect(refused.body.message).toMatch(/payment gateway/i);
    expect((await invoice(fresh.body.data.invoiceNumber)).data).toMatchObject({
      rrr: null,
      paymentStatus: "unpaid",
    });

    const requery = await webhook(started.body.data.rrr, 10_000);
    expect(requery.status).toBeGreaterThanOrEqual(502);
    expect(requery.body.message).toMatch(/payment gateway/i);
    expect(await paymentsOf(started.body.data.rrr)).toEqual([]);
    expect((await invoice(paid.body.data.invoiceNumber)).data.isPaid).toBe(false);
    expect((await reconcileUnpaidInvoices(t.database.db, t.gateway)).failed).toBeGreaterThan(0);
  });
});
