import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { PAYER_PHONE_NEEDED } from "../../../src/server/modules/payments/invoices/invoiceAccess";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

interface Envelope<T> {
  data: T;
  message?: string;
  errors?: { path: string; message: string }[];
}

/**
 * The public payment calls give nobody's personal data for a reference alone (issue 20, items 6,
 * 7, 10 and 16): status-only checks, the payer's phone as proof, masked look-ups, throttles per
 * address, a capped webhook that records no unconfirmed claim, and a throttled receipt mail.
 */
describe.each(databaseKinds)("public payment calls keep payers private on %s", (kind) => {
  let t: PaymentsTestApp;
  let bursar: { authorization: string };
  let phoneCounter = 0;
  let addressCounter = 0;
  const nextPhone = () => `0809${String(1_000_000 + phoneCounter++).slice(-7)}`;
  /** A fresh client address, so each test's throttles start from nothing. */
  const nextAddress = () => `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

  const call = async <T>(
    method: "GET" | "POST",
    url: string,
    options: { from?: string; headers?: Record<string, string>; body?: unknown } = {},
  ) => {
    const answer = await t.app.inject({
      method,
      url,
      remoteAddress: options.from ?? "10.99.0.1",
      headers: options.headers,
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    return { status: answer.statusCode, body: answer.json() as Envelope<T>, text: answer.body };
  };

  /** A paid applicant invoice: its number, RRR and phone. */
  const paidInvoice = async (email = "ngozi.eze@example.com") => {
    const phone = nextPhone();
    const made = await call<{ invoiceNumber: string }>("POST", "/api/ApplicationInvoice/generate", {
      body: {
        lastName: "Eze",
        firstName: "Ngozi",
        mobileNumber: phone,
        email,
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
    });
    expect(made.status).toBe(200);
    const number = made.body.data.invoiceNumber;
    const started = await call<{ rrr: string; cardPaymentLink: string }>(
      "POST",
      "/api/Payment/initiate-payment",
      { body: { invoiceNumber: number } },
    );
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    return { number, rrr: started.body.data.rrr, phone };
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const [user] = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name = 'bursar'`,
    );
    if (!user) throw new Error("no demo bursar");
    bursar = await bearer(t.app, {
      id: user.id,
      userName: user.user_name,
      userType: "official",
      roles: ["bursar"],
      claims: [],
    });
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers a status check by RRR with the status only, and opens the invoice and receipt only with the payer's phone or to the bursary", async () => {
    const { number, rrr, phone } = await paidInvoice();
    const status = await call<Record<string, unknown>>("GET", `/api/Payment/verify?reference=${rrr}`);
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ isPaid: true, invoiceNumber: null, payerName: null, rrr });
    expect(status.text).not.toContain("Ngozi");

    for (const url of [`/api/Payment/invoice/${number}`, `/api/Payment/receipt/${rrr}`]) {
      const bare = await call("GET", url);
      expect(bare.status, url).toBe(400);
      expect(bare.body.errors).toEqual([{ path: "phone", message: PAYER_PHONE_NEEDED }]);
      const wrong = await call("GET", `${url}?phone=${nextPhone()}`);
      expect(wrong.status, url).toBe(404);
      expect(wrong.text).not.toContain("Ngozi");
      // The phone as the payer writes it, in any of its forms.
      const right = await call<{ fullName?: string; payerName?: string }>(
        "GET",
        `${url}?phone=%2B234${phone.slice(1)}`,
      );
      expect(right.status, url).toBe(200);
      expect(right.text).toContain("Ngozi Eze");
    }
    const mail = await call("POST", "/api/Payment/send-receipt-mail", { body: { reference: rrr } });
    expect(mail.status).toBe(400);

    // The bursary needs no phone, and its status check names the invoice and the payer (masked).
    expect((await call("GET", `/api/Payment/receipt/${rrr}`, { headers: bursar })).status).toBe(200);
    const staffCheck = await call("GET", `/api/Payment/verify?reference=${rrr}`, { headers: bursar });
    expect(staffCheck.body.data).toMatchObject({ invoiceNumber: number, payerName: "N**** E**" });
  });

  it("stops a sweep of sequential RRRs from one address (429), while found references and other addresses go on", async () => {
    const { rrr } = await paidInvoice();
    const sweeper = nextAddress();
    // Found references never count: a campus behind one address checks as often as it needs.
    for (let i = 0; i < 70; i++)
      expect((await call("GET", `/api/Payment/verify?reference=${rrr}`, { from: sweeper })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      const guess = `2911${String(i).padStart(8, "0")}`;
      statuses.push((await call("GET", `/api/Payment/verify?reference=${guess}`, { from: sweeper })).status);
    }
    const firstRefusal = statuses.indexOf(429);
    // 60 misses are free; the next one earns a wait, and every try after it is refused.
    expect(firstRefusal).toBe(61);
    expect(statuses.slice(0, 61).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(61).every((status) => status === 429)).toBe(true);
    const refused = await call("GET", `/api/Payment/verify?reference=${rrr}`, { from: sweeper });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    expect((await call("GET", `/api/Payment/verify?reference=${rrr}`, { from: nextAddress() })).status).toBe(
      200,
    );
  });

  it("slows guessing one payer's phone after five wrong tries from an address", async () => {
    const { number, phone } = await paidInvoice();
    const guesser = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await call("GET", `/api/Payment/invoice/${number}?phone=${nextPhone()}`, { from: guesser })).status,
      );
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429, 429]);
    // Even the right phone waits from there; the payer elsewhere is not held up.
    expect(
      (await call("GET", `/api/Payment/invoice/${number}?phone=${phone}`, { from: guesser })).status,
    ).toBe(429);
    expect(
      (await call("GET", `/api/Payment/invoice/${number}?phone=${phone}`, { from: nextAddress() })).status,
    ).toBe(200);
  });

  it("tells a phone look-up nothing it was not given and throttles the look-ups per address (429 after 60)", async () => {
    const { phone } = await paidInvoice("ngozi.eze@example.com");
    const asker = nextAddress();
    // The applicant's step 1 finds a person by phone AND e-mail: another e-mail learns nothing.
    const stranger = await call<Record<string, unknown>>("POST", "/api/ApplicationInvoice/lookup", {
      from: asker,
      body: { applicationTypeId: "nce", regNumber: phone, email: "someone.else@example.com" },
    });
    expect(stranger.body.data).toMatchObject({ invoiceNumber: null, firstname: null, lastname: null });
    expect(stranger.text).not.toContain("ngozi");
    const statuses: number[] = [];
    for (let i = 1; i < 61; i++) {
      const url = i % 2 === 0 ? "/api/Sundry/lookup" : "/api/ApplicationInvoice/lookup";
      const body =
        i % 2 === 0
          ? { mobileNumber: nextPhone() }
          : { applicationTypeId: "nce", regNumber: nextPhone(), email: "ada@example.com" };
      statuses.push((await call("POST", url, { from: asker, body })).status);
    }
    expect(statuses.slice(0, 59).every((status) => status === 200)).toBe(true);
    expect(statuses[59]).toBe(429);
    const refused = await call("POST", "/api/Sundry/lookup", { from: asker, body: { mobileNumber: phone } });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many look-ups from this connection\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(
      (await call("POST", "/api/Sundry/lookup", { from: nextAddress(), body: { mobileNumber: phone } }))
        .status,
    ).toBe(200);
  });

  it("refuses a notification of more than 100 payments, re-checks at most 20 unknown RRRs per address, and records no unconfirmed claim", async () => {
    const countPayments = async () =>
      Number(
        (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM payments`))[0]?.n,
      );
    const before = await countPayments();
    const flood = Array.from({ length: 5_000 }, (_, i) => ({
      rrr: `3900${String(i).padStart(8, "0")}`,
      amount: 100,
    }));
    const started = performance.now();
    const refused = await call("POST", "/api/Webhook/payment", { from: nextAddress(), body: flood });
    const elapsed = performance.now() - started;
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      "A payment notification may list at most 100 payments; this one lists 5000.",
    );
    // Refused before any gateway call (the 5,000 calls took 37 s).
    expect(elapsed).toBeLessThan(5_000);

    const sender = nextAddress();
    const unknown = Array.from({ length: 30 }, (_, i) => ({
      rrr: `3910${String(i).padStart(8, "0")}`,
      amount: 100,
    }));
    const answer = await call("POST", "/api/Webhook/payment", { from: sender, body: unknown });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ received: 30, credited: 0, flagged: 0, ignored: 10 });
    expect(await countPayments()).toBe(before);

    // A genuine payment from that address is still re-checked and credited.
    const { rrr } = await paidInvoice();
    const genuine = await call("POST", "/api/Webhook/payment", {
      from: sender,
      body: [{ rrr, amount: 10_000 }],
    });
    expect(genuine.body.data).toEqual({ received: 1, credited: 0, flagged: 0, ignored: 0 });

    // Past 1,000 payments from one address in 15 minutes: 429.
    const busy = nextAddress();
    const hundred = Array.from({ length: 100 }, (_, i) => ({
      rrr: `3920${String(i).padStart(8, "0")}`,
      amount: 100,
    }));
    for (let i = 0; i < 10; i++)
      expect((await call("POST", "/api/Webhook/payment", { from: busy, body: hundred })).status).toBe(200);
    const throttled = await call("POST", "/api/Webhook/payment", {
      from: busy,
      body: [{ rrr, amount: 10_000 }],
    });
    expect(throttled.status).toBe(429);
    // Only the genuine payment, credited when it was paid, was ever recorded.
    expect(await countPayments()).toBe(before + 1);
  });

  it("mails one receipt at most three times an hour, whoever asks (429 after)", async () => {
    const { number, phone } = await paidInvoice("amaka.obi@example.com");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await call("POST", "/api/Payment/send-receipt-mail", {
            from: nextAddress(),
            body: { reference: number, phone },
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await call("POST", "/api/Payment/send-receipt-mail", {
      body: { reference: number, phone },
    });
    expect(refused.body.message).toMatch(/already been e-mailed 3 times in the last hour/);
    const [mails] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM outbox WHERE to_address = 'amaka.obi@example.com'`,
    );
    expect(Number(mails?.n)).toBe(3);
  });
});
