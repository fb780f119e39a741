import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICANT_MESSAGES } from "../../src/contract/applicants";
import { queryRows } from "../../src/server/db/database";
import { DEMO_APPLICANT_RRR } from "../../src/server/db/seed/paidDemoFees";
import { ALREADY_SUBMITTED } from "../../src/server/modules/applications/draftService";
import { TWO_FACTOR_MESSAGES } from "../../src/server/modules/auth/twoFactorService";
import { validNceApplication } from "../support/nceFixtures";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../support/paymentsTestApp";
import { sessionToken } from "../support/sessionToken";
import { databaseKinds } from "../support/testDatabase";

const DRAFT = "/api/ApplicationDrafts/nce";

interface PaidInvoice {
  invoiceNumber: string;
  rrr: string;
  phone: string;
  email: string;
}

describe.each(databaseKinds)("the applicant journey on %s", (kind) => {
  let t: PaymentsTestApp;
  let counter = 0;
  let address = 0;
  /** Each test signs in from its own address, so one test's throttling cannot touch another. */
  const nextAddress = () => `10.9.0.${++address}`;

  const inject = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    {
      payload,
      cookie,
      ip = "10.9.1.1",
      authorization,
    }: {
      payload?: unknown;
      cookie?: string;
      ip?: string;
      authorization?: string;
    } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** An NCE application invoice made over HTTP, and (unless `pay` is false) paid on the sandbox's page. */
  const invoice = async ({ pay = true } = {}): Promise<PaidInvoice> => {
    counter += 1;
    const phone = `0705${String(1_000_000 + counter + (kind === "postgres" ? 500 : 0)).slice(-7)}`;
    const email = `applicant${counter}@example.com`;
    const generated = await inject("POST", "/api/ApplicationInvoice/generate", {
      payload: {
        lastName: "Bello",
        firstName: "Amina",
        mobileNumber: phone,
        email,
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const invoiceNumber = generated.json().data.invoiceNumber as string;
    const started = await inject("POST", "/api/Payment/initiate-payment", { payload: { invoiceNumber } });
    const { rrr, cardPaymentLink } = started.json().data as { rrr: string; cardPaymentLink: string };
    if (pay) expect(await choosePayOutcome(cardPaymentLink, "pay")).toBe(303);
    return { invoiceNumber, rrr, phone, email };
  };

  const signIn = (reference: string, phoneNumber: string, ip: string) =>
    inject("POST", "/api/Applicant/nce/sign-in", { payload: { reference, phoneNumber }, ip });
  const verify = (paid: PaidInvoice, code: string, ip: string) =>
    inject("POST", "/api/Applicant/nce/verify", {
      payload: { reference: paid.invoiceNumber, phoneNumber: paid.phone, code },
      ip,
    });
  const mailsTo = (email: string) =>
    queryRows<{ text_body: string; subject: string }>(
      t.database.db,
      sql`SELECT text_body, subject FROM outbox WHERE to_address = ${email} ORDER BY id`,
    );
  const latestCode = async (email: string) => {
    const mails = await mailsTo(email);
    return /\b(\d{6})\b/.exec(mails.at(-1)?.text_body ?? "")?.[1] ?? "";
  };
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");
  const cookieOf = (res: LightMyRequestResponse) => {
    const cookie = res.cookies.find((c) => c.name === "fcet_applicant");
    if (!cookie) throw new Error(`no applicant cookie: ${res.body}`);
    return `${cookie.name}=${cookie.value}`;
  };
  /** The whole sign-in of a paid invoice: its applicant's session cookie. */
  const signedIn = async (paid: PaidInvoice) => {
    const ip = nextAddress();
    expect((await signIn(paid.invoiceNumber, paid.phone, ip)).statusCode).toBe(200);
    const res = await verify(paid, await latestCode(paid.email), ip);
    expect(res.statusCode, res.body).toBe(200);
    return cookieOf(res);
  };
  const staff = async (id: number, userName: string, roles: string[]) =>
    `Bearer ${await sessionToken(t.app, { id, userName, userType: roles[0] === "student" ? "student" : "official", roles, claims: [] })}`;

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
  }, 180_000);
  afterAll(async () => t?.close());

  it("refuses an unpaid invoice with a clear message and mails no code", async () => {
    const unpaid = await invoice({ pay: false });
    const res = await signIn(unpaid.invoiceNumber, unpaid.phone, nextAddress());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: APPLICANT_MESSAGES.unpaid });
    expect(res.json().message).toMatch(/^This invoice has not been paid yet/);
    expect(await mailsTo(unpaid.email)).toEqual([]);
    expect(res.cookies.find((c) => c.name === "fcet_applicant")).toBeUndefined();
  });

  it("refuses a wrong phone number, another type's form and bad input; mails only on a match", async () => {
    const paid = await invoice();
    const ip = nextAddress();
    const wrongPhone = await signIn(paid.invoiceNumber, "08099999999", ip);
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json()).toMatchObject({
      success: false,
      errors: [{ path: "reference", message: APPLICANT_MESSAGES.noMatch }],
    });
    const otherType = await inject("POST", "/api/Applicant/pre_nce/sign-in", {
      payload: { reference: paid.invoiceNumber, phoneNumber: paid.phone },
      ip,
    });
    expect(otherType.statusCode).toBe(400);
    expect(
      (
        await inject("POST", "/api/Applicant/phd/sign-in", {
          payload: { reference: paid.invoiceNumber, phoneNumber: paid.phone },
          ip,
        })
      ).statusCode,
    ).toBe(404);
    const bad = await inject("POST", "/api/Applicant/nce/sign-in", {
      payload: { reference: "x'; --", phoneNumber: "12" },
      ip,
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain("reference");
    expect(await mailsTo(paid.email)).toEqual([]);

    // The RRR works as well as the invoice number, written with dashes, and the +234 phone form too.
    const dashed = paid.rrr.replace(/(\d{4})(?=\d)/g, "$1-");
    const byRrr = await signIn(dashed, `+234${paid.phone.slice(1)}`, ip);
    expect(byRrr.statusCode, byRrr.body).toBe(200);
    expect(byRrr.json().data).toEqual({ email: expect.stringMatching(/^a\*+\d@example\.com$/), minutes: 10 });
    const [mail] = await mailsTo(paid.email);
    expect(mail?.subject).toBe("Your NCE Programme application sign-in code");
    expect(mail?.text_body).toMatch(/\b\d{6}\b/);
  });

  it("names a paid application invoice's type on the public payment check, whose sign-in comes next", async () => {
    const paid = await invoice();
    const verified = await inject("GET", `/api/Payment/verify?reference=${paid.rrr}`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({
      isPaid: true,
      paymentPurposeId: 10,
      applicationTypeId: "nce",
    });
  });

  it("lets the seeded demo applicant sign in by the demo RRR and phone (README)", async () => {
    const res = await signIn(DEMO_APPLICANT_RRR, "08050000001", nextAddress());
    expect(res.statusCode, res.body).toBe(200);
    expect(await latestCode("chinedu.eze@example.com")).toMatch(/^\d{6}$/);
  });

  it("throttles repeated wrong details for one invoice (429)", async () => {
    const paid = await invoice();
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await signIn(paid.invoiceNumber, "08011111111", ip)).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("refuses a wrong code, an expired one and a code after too many tries; the right one starts a scoped session", async () => {
    const paid = await invoice();
    const ip = nextAddress();
    await signIn(paid.invoiceNumber, paid.phone, ip);
    const code = await latestCode(paid.email);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = await verify(paid, wrong(code), ip);
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().errors).toEqual([{ path: "code", message: TWO_FACTOR_MESSAGES.wrong }]);

    // Expired: ten minutes later the same right code no longer works.
    await t.database.db.execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second'
        WHERE applicant_id = (SELECT applicant_id FROM invoices WHERE invoice_number = ${paid.invoiceNumber})`,
    );
    expect((await verify(paid, code, ip)).json().errors).toEqual([
      { path: "code", message: TWO_FACTOR_MESSAGES.expired },
    ]);

    // Too many tries: after five wrong codes even the right one is refused.
    await signIn(paid.invoiceNumber, paid.phone, ip);
    const fresh = await latestCode(paid.email);
    for (let i = 0; i < 5; i += 1) await verify(paid, wrong(fresh), ip);
    expect((await verify(paid, fresh, ip)).json().errors).toEqual([
      { path: "code", message: TWO_FACTOR_MESSAGES.tooManyTries },
    ]);

    // A new code works once, and starts the session.
    await signIn(paid.invoiceNumber, paid.phone, ip);
    const last = await latestCode(paid.email);
    const ok = await verify(paid, last, ip);
    expect(ok.statusCode, ok.body).toBe(200);
    // The application number (type, first year of the session applied in, applicant id) is the
    // slip's, which the status check later asks for.
    const [applicant] = await queryRows<{ id: number; session_name: string }>(
      t.database.db,
      sql`SELECT a.id, s.name AS session_name FROM invoices i JOIN applicants a ON a.id = i.applicant_id
        JOIN academic_sessions s ON s.id = a.session_id WHERE i.invoice_number = ${paid.invoiceNumber}`,
    );
    const applicationNumber = `NCE/${applicant!.session_name.slice(0, 4)}/${String(applicant!.id).padStart(6, "0")}`;
    expect(ok.json().data).toMatchObject({
      applicationTypeId: "nce",
      fullName: "Bello Amina",
      invoiceNumber: paid.invoiceNumber,
      applicationNumber,
    });
    const cookie = ok.cookies.find((c) => c.name === "fcet_applicant");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api" });
    expect((await verify(paid, last, ip)).statusCode).toBe(400);

    const session = await inject("GET", "/api/Applicant/session", { cookie: cookieOf(ok) });
    expect(session.json().data).toMatchObject({
      applicationTypeId: "nce",
      invoiceNumber: paid.invoiceNumber,
      applicationNumber,
      // What the invoice was generated with, for a new application form to start with.
      invoiceDetails: {
        surname: "Bello",
        firstName: "Amina",
        middleName: null,
        email: paid.email,
        mobileNumber: paid.phone,
      },
    });
    // The applicant's cookie is no staff or student credential: every other signed-in route refuses it.
    for (const url of [
      "/api/Dashboard/student-dashboard",
      "/api/Notification/recent",
      "/api/resources/departments",
    ]) {
      expect((await inject("GET", url, { cookie: cookieOf(ok) })).statusCode, url).toBe(401);
    }
    // And a staff token is no applicant session.
    const superadmin = await staff(1, "superadmin", ["superadmin"]);
    expect((await inject("GET", DRAFT, { authorization: superadmin })).statusCode).toBe(401);

    const out = await inject("DELETE", "/api/Applicant/session", { cookie: cookieOf(ok) });
    expect(out.statusCode).toBe(200);
    expect((await inject("GET", "/api/Applicant/session", { cookie: cookieOf(ok) })).statusCode).toBe(401);
  });

  it("keeps one applicant out of another's application (404), and never changes it", async () => {
    const a = await signedIn(await invoice());
    const b = await signedIn(await invoice());
    const ip = nextAddress();
    expect(
      (await inject("PUT", DRAFT, { cookie: b, payload: { personal: { surname: "Bee" } }, ip })).statusCode,
    ).toBe(201);
    // A has none: B's draft is not A's to read, discard or submit.
    expect((await inject("GET", DRAFT, { cookie: a })).statusCode).toBe(404);
    expect((await inject("DELETE", DRAFT, { cookie: a })).statusCode).toBe(404);
    expect(
      (await inject("POST", `${DRAFT}/submit`, { cookie: a, payload: validNceApplication(), ip })).statusCode,
    ).toBe(404);
    // A's save makes A's own draft; B's is untouched.
    await inject("PUT", DRAFT, { cookie: a, payload: { personal: { surname: "Ay" } }, ip });
    expect((await inject("GET", DRAFT, { cookie: b })).json().data.data).toEqual({
      personal: { surname: "Bee" },
    });
    expect((await inject("GET", DRAFT, { cookie: a })).json().data.data).toEqual({
      personal: { surname: "Ay" },
    });
  });

  it("locks a submitted application until an admissions officer resets it, on record", async () => {
    const paid = await invoice();
    const cookie = await signedIn(paid);
    const ip = nextAddress();
    const application = validNceApplication();
    await inject("PUT", DRAFT, { cookie, payload: application, ip });
    const submitted = await inject("POST", `${DRAFT}/submit`, { cookie, payload: application, ip });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const locked = await inject("PUT", DRAFT, { cookie, payload: application, ip });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ success: false, message: ALREADY_SUBMITTED });

    const reset = (authorization?: string, reference = paid.invoiceNumber) =>
      inject("POST", "/api/Application/reset", {
        payload: { reference },
        ...(authorization ? { authorization } : {}),
      });
    expect((await reset()).statusCode).toBe(401);
    expect((await reset(await staff(900_001, "bursar-x", ["bursar"]))).statusCode).toBe(403);
    const officer = await staff(900_002, "admissions-x", ["admissions"]);
    expect((await reset(officer, "INV9999999ZZZZZ")).statusCode).toBe(404);

    const done = await reset(officer, paid.rrr);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({
      applicationTypeId: "nce",
      fullName: "Bello Amina",
      invoiceNumber: paid.invoiceNumber,
    });
    const [audit] = await queryRows<{ actor_id: number; action: string; before: unknown }>(
      t.database.db,
      sql`SELECT actor_id, action, before FROM audit_log WHERE entity = 'application_drafts' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({
      actor_id: 900_002,
      action: "reset",
      before: { submittedAt: expect.any(String) },
    });
    // Unlocked: the applicant can change it again; a second reset has nothing to reset.
    expect((await inject("PUT", DRAFT, { cookie, payload: application, ip })).statusCode).toBe(200);
    expect((await inject("GET", DRAFT, { cookie })).json().data.submittedAt).toBeNull();
    expect((await reset(officer)).statusCode).toBe(404);
    // The super-admin may reset too.
    await inject("POST", `${DRAFT}/submit`, { cookie, payload: application, ip });
    expect((await reset(await staff(1, "superadmin", ["superadmin"]))).statusCode).toBe(200);
  });
});
