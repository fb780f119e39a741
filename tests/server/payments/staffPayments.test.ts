import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEE_PURPOSE_IDS } from "../../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../../src/server/db/database";
import { expireStaleInvoices } from "../../../src/server/modules/payments/staff/invoiceLifecycle";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

interface Invoice {
  invoiceNumber: string;
  amount: number;
  paymentStatus: string;
  isPaid: boolean;
}
/** A page of a report file's groups (`GET /api/Reports/:name`). */
interface Report {
  items: { group: string | null; count: number; amount: number }[];
  meta: { totalCount: number; totals: { count: number; amount: number } };
}

const { sundry: SUNDRY, hostel: HOSTEL, acceptance: ACCEPTANCE } = FEE_PURPOSE_IDS;
/** Today in Lagos: the demo seed's payments are days old, so "from today" is this test's payments. */
const TODAY = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

describe.each(databaseKinds)("the bursary's money screens on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  let student: { authorization: string };
  let other: { authorization: string };
  let bursar: { authorization: string };
  let registrar: { authorization: string };
  let paidSundry: Invoice;
  let paidAcceptance: Invoice;

  const call = async <T>(
    method: "GET" | "POST" | "DELETE",
    url: string,
    headers: object,
    payload?: object,
  ) => {
    const answer = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return {
      status: answer.statusCode,
      body: answer.json() as { data: T; message?: string; errors?: { path: string; message: string }[] },
    };
  };
  /** A sundry invoice is for one item: the first the fee setup offers this student. */
  const sundryItemOf = async (who: object) => {
    const options = await call<{ items: { feeItemId: number }[] }>(
      "GET",
      `/api/Payment/student-fee-options?feePurposeId=${SUNDRY}&sessionId=${sessionId}`,
      who,
    );
    const item = options.body.data.items[0];
    if (!item) throw new Error("the demo fee setup offers this student no sundry item");
    return item.feeItemId;
  };
  const feeInvoice = async (who: object, feePurposeId: number, paymentType = "Full") => {
    const answer = await call<Invoice>("POST", "/api/Payment/generate-fee-Invoice", who, {
      sessionId,
      feePurposeId,
      paymentType,
      ...(feePurposeId === SUNDRY ? { feeItemId: await sundryItemOf(who) } : {}),
    });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const pay = async (who: object, invoice: Invoice) => {
    const started = await call<{ cardPaymentLink: string }>("POST", "/api/Payment/initiate-payment", who, {
      invoiceNumber: invoice.invoiceNumber,
    });
    expect(started.status).toBe(200);
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
  };
  const auditActions = async (entityId: string) =>
    (
      await queryRows<{ action: string; actor_name: string | null }>(
        t.database.db,
        sql`SELECT action, actor_name FROM audit_log WHERE entity = 'invoices' AND entity_id = ${entityId} ORDER BY id`,
      )
    ).map((row) => `${row.action} by ${row.actor_name}`);
  const invoiceId = async (invoiceNumber: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM invoices WHERE invoice_number = ${invoiceNumber}`,
    );
    return String(row?.id);
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'pgstudent', 'bursar', 'registrar')`,
    );
    const byName = (name: string) => {
      const user = users.find((row) => row.user_name === name);
      if (!user) throw new Error(`no demo account ${name}`);
      return { id: user.id, userName: user.user_name };
    };
    student = await studentAuthorization(t, byName("student"));
    other = await studentAuthorization(t, byName("pgstudent"));
    const staff = (name: string) =>
      bearer(t.app, { ...byName(name), userType: "official", roles: [name], claims: [] });
    bursar = await staff("bursar");
    registrar = await staff("registrar");
    sessionId = t.currentSessionId;

    paidSundry = await feeInvoice(student, SUNDRY);
    await pay(student, paidSundry);
    paidAcceptance = await feeInvoice(student, ACCEPTANCE);
    await pay(student, paidAcceptance);
  }, 120_000);
  afterAll(async () => t?.close());

  it("reports totals equal to the credited payments, by purpose, session, programme, department and day", async () => {
    const [credited] = await queryRows<{ total: string; count: string }>(
      t.database.db,
      sql`SELECT sum(amount)::text AS total, count(*)::text AS count FROM payments WHERE outcome = 'credited'`,
    );
    const everything = await call<Report>("GET", "/api/Reports/payment-reports", bursar);
    // The spec's name of the same report.
    const alias = await call<Report>("GET", "/api/Payment/fee-report", bursar);
    expect(alias.body.data).toEqual(everything.body.data);
    expect(everything.body.data.meta.totals).toEqual({
      count: Number(credited?.count),
      amount: Number(credited?.total),
    });
    // The demo seed's earlier payments are there too.
    expect(everything.body.data.meta.totals.count).toBeGreaterThan(2);
    const today = `from=${TODAY}&to=${TODAY}`;
    const sum = (report: Report) => report.items.reduce((total, row) => total + row.amount, 0);
    for (const groupBy of ["purpose", "session", "programme", "department", "day"]) {
      const report = await call<Report>(
        "GET",
        `/api/Reports/payment-reports?${today}&groupBy=${groupBy}`,
        bursar,
      );
      expect(report.status).toBe(200);
      expect(report.body.data.meta.totals).toEqual({
        count: 2,
        amount: paidSundry.amount + paidAcceptance.amount,
      });
      expect(sum(report.body.data)).toBe(paidSundry.amount + paidAcceptance.amount);
      if (groupBy === "day")
        expect(report.body.data.items).toEqual([
          { group: TODAY, count: 2, amount: paidSundry.amount + paidAcceptance.amount },
        ]);
      if (groupBy === "purpose")
        expect(report.body.data.items.map((row) => row.amount).sort()).toEqual(
          [paidSundry.amount, paidAcceptance.amount].sort(),
        );
    }

    // The sundry report reads sundry payments only; the payment report narrows by purpose too.
    const sundry = await call<Report>("GET", `/api/Reports/sundry-report?from=${TODAY}`, registrar);
    expect(sundry.status).toBe(200);
    expect(sundry.body.data.meta.totals.amount).toBe(paidSundry.amount);
    const byPurpose = await call<Report>(
      "GET",
      `/api/Reports/payment-reports?feePurposeId=${SUNDRY}&from=${TODAY}`,
      registrar,
    );
    expect(byPurpose.body.data.meta.totals.amount).toBe(paidSundry.amount);
    const future = await call<Report>("GET", "/api/Reports/payment-reports?from=2099-01-01", bursar);
    expect(future.body.data).toMatchObject({ items: [], meta: { totals: { count: 0, amount: 0 } } });
    const file = await t.app.inject({
      method: "GET",
      url: `/api/Reports/sundry-report/export?format=csv&from=${TODAY}`,
      headers: registrar,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    expect(file.body).toContain(`Total,,1,${paidSundry.amount / 100}`);
    const xlsx = await t.app.inject({
      method: "GET",
      url: "/api/Reports/payment-reports/export?format=xlsx",
      headers: bursar,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const backwards = await call("GET", "/api/Reports/payment-reports?from=2026-02-01&to=2026-01-01", bursar);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]?.path).toBe("to");
  });

  it("lists credited and flagged payments with totals over every matching row and a date range", async () => {
    await queryRows(
      t.database.db,
      sql`INSERT INTO payments (invoice_id, rrr, amount, outcome, source, gateway_code, gateway_message)
VALUES (NULL, '999999999999', 500000, 'unknown_rrr', 'webhook', '00', 'Approved')`,
    );
    type Page = {
      items: { outcome: string; flagged: boolean; amount: number }[];
      meta: { totals: { amount: number } };
    };
    const all = await call<Page>("GET", `/api/resources/payments?pageSize=5&receivedOnFrom=${TODAY}`, bursar);
    expect(all.status).toBe(200);
    expect(all.body.data.items).toHaveLength(3);
    expect(all.body.data.meta.totals.amount).toBe(paidSundry.amount + paidAcceptance.amount + 500000);
    const flagged = await call<Page>(
      "GET",
      `/api/resources/payments?flagged=true&receivedOnFrom=${TODAY}`,
      registrar,
    );
    expect(flagged.body.data.items.map((row) => row.outcome)).toEqual(["unknown_rrr"]);
    const sundry = await call<Page>(
      `GET`,
      `/api/resources/payments?feePurposeId=${SUNDRY}&outcome=credited&receivedOnFrom=${TODAY}`,
      bursar,
    );
    expect(sundry.body.data.meta.totals.amount).toBe(paidSundry.amount);
    // Today's: the demo seed's transcript request was paid by the same student a week ago.
    const byName = await call<Page>(
      "GET",
      `/api/resources/payments?search=NCE%2F2025%2FCSC%2F0101&receivedOnFrom=${TODAY}`,
      bursar,
    );
    expect(byName.body.data.items).toHaveLength(2);
    const later = await call<Page>("GET", "/api/resources/payments?receivedOnFrom=2099-01-01", bursar);
    expect(later.body.data.meta.totals.amount).toBe(0);
    const bad = await call("GET", "/api/resources/payments?receivedOnTo=yesterday", bursar);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.path).toBe("receivedOnTo");
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/resources/payments/export?format=csv",
      headers: bursar,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(paidSundry.invoiceNumber);
  });

  it("deletes an unpaid sundry invoice, refuses a paid one or another purpose, and audits it", async () => {
    const paid = await call(
      "DELETE",
      `/api/Payment/staff/sundry-invoices/${paidSundry.invoiceNumber}`,
      bursar,
    );
    expect(paid.status).toBe(409);
    expect(paid.body.message).toMatch(/has been paid and cannot be cancelled/);

    const unpaid = await feeInvoice(other, SUNDRY);
    expect(
      (await call("DELETE", `/api/Payment/staff/sundry-invoices/${unpaid.invoiceNumber}`, registrar)).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/Payment/staff/sundry-invoices/${unpaid.invoiceNumber}`, student)).status,
    ).toBe(403);
    const deleted = await call<Invoice>(
      "DELETE",
      `/api/Payment/staff/sundry-invoices/${unpaid.invoiceNumber}`,
      bursar,
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.paymentStatus).toBe("cancelled");
    expect(await auditActions(await invoiceId(unpaid.invoiceNumber))).toEqual([
      "delete sundry invoice by bursar",
    ]);
    const again = await call("DELETE", `/api/Payment/staff/sundry-invoices/${unpaid.invoiceNumber}`, bursar);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already cancelled/);
    // A new sundry invoice can be raised once the old one is gone.
    expect((await feeInvoice(other, SUNDRY)).invoiceNumber).not.toBe(unpaid.invoiceNumber);

    const fees = await feeInvoice(other, ACCEPTANCE);
    const wrong = await call("DELETE", `/api/Payment/staff/sundry-invoices/${fees.invoiceNumber}`, bursar);
    expect(wrong.status).toBe(409);
    expect(wrong.body.message).toMatch(/not a sundry invoice/);
    expect((await call("DELETE", "/api/Payment/staff/sundry-invoices/INV0000000AAAAA", bursar)).status).toBe(
      404,
    );
  });

  it("cancels an unpaid invoice but never a paid one", async () => {
    // pgstudent's acceptance fee is paid in the demo data; their hostel fee is not (change of
    // department, which the test once used, is not a postgraduate's fee: the registry refuses it).
    const unpaid = await feeInvoice(other, HOSTEL);
    expect(unpaid.paymentStatus).toBe("unpaid");
    const cancelled = await call<Invoice>(
      "POST",
      `/api/Payment/staff/invoices/${unpaid.invoiceNumber}/cancel`,
      bursar,
    );
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.paymentStatus).toBe("cancelled");
    const paid = await call(
      "POST",
      `/api/Payment/staff/invoices/${paidAcceptance.invoiceNumber}/cancel`,
      bursar,
    );
    expect(paid.status).toBe(409);
    const after = await call<Invoice>("GET", `/api/Payment/invoice/${paidAcceptance.invoiceNumber}`, bursar);
    expect(after.body.data.isPaid).toBe(true);
  });

  it("expires old unpaid invoices without payments, leaving paid ones alone", async () => {
    const stale = await feeInvoice(other, 1, "FirstInstallment");
    await queryRows(
      t.database.db,
      sql`UPDATE invoices SET created_at = now() - interval '100 days'
WHERE invoice_number IN (${stale.invoiceNumber}, ${paidSundry.invoiceNumber})`,
    );
    expect(await expireStaleInvoices(t.database.db, 0)).toEqual([]);
    const expired = await expireStaleInvoices(t.database.db, 60);
    expect(expired).toEqual([stale.invoiceNumber]);
    const statuses = await queryRows<{ invoice_number: string; status: string }>(
      t.database.db,
      sql`SELECT invoice_number, status FROM invoices WHERE invoice_number IN (${stale.invoiceNumber}, ${paidSundry.invoiceNumber})`,
    );
    expect(Object.fromEntries(statuses.map((row) => [row.invoice_number, row.status]))).toEqual({
      [stale.invoiceNumber]: "expired",
      [paidSundry.invoiceNumber]: "paid",
    });
    const [audit] = await queryRows<{ after: { invoiceNumbers: string[] } }>(
      t.database.db,
      sql`SELECT after FROM audit_log WHERE action = 'expire invoices' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit?.after.invoiceNumbers).toEqual([stale.invoiceNumber]);
  });

  it("finds invoices by number, name or matric number and re-checks a payment with the gateway", async () => {
    type Page = { items: { invoiceNumber: string; paymentStatus: string }[]; meta: { totalCount: number } };
    const found = await call<Page>(
      "GET",
      "/api/Payment/staff/invoices?search=NCE%2F2025%2FCSC%2F0101",
      registrar,
    );
    expect(found.status).toBe(200);
    expect(found.body.data.items.map((invoice) => invoice.invoiceNumber)).toContain(paidSundry.invoiceNumber);
    const byNumber = await call<Page>(
      "GET",
      `/api/Payment/staff/invoices?search=${paidAcceptance.invoiceNumber}`,
      bursar,
    );
    expect(byNumber.body.data.items.map((invoice) => invoice.invoiceNumber)).toEqual([
      paidAcceptance.invoiceNumber,
    ]);
    expect(byNumber.body.data.meta.totalCount).toBe(1);
    // The delete-sundry screen's list: sundry purpose, unpaid ones only.
    const sundryPaid = await call<Page>(
      "GET",
      `/api/Payment/staff/invoices?feePurposeId=${SUNDRY}&paymentStatus=paid&pageSize=30`,
      bursar,
    );
    expect(sundryPaid.body.data.items.map((invoice) => invoice.invoiceNumber)).toContain(
      paidSundry.invoiceNumber,
    );
    expect(sundryPaid.body.data.items.every((invoice) => invoice.paymentStatus === "paid")).toBe(true);
    // View: the registrar reads one invoice in full too (the payer's invoice page is the bursar's only).
    const one = await call<Invoice>(
      "GET",
      `/api/Payment/staff/invoices/${paidAcceptance.invoiceNumber}`,
      registrar,
    );
    expect(one.body.data).toMatchObject({ invoiceNumber: paidAcceptance.invoiceNumber, isPaid: true });
    expect((await call("GET", "/api/Payment/staff/invoices/INV00FFFFFFFF", registrar)).status).toBe(404);
    const unknown = await call<unknown>("GET", "/api/Payment/staff/invoices?sort=total", bursar);
    expect(unknown.status).toBe(400);
    expect((unknown.body as { message: string }).message).toMatch(/^sort must be one of invoiceNumber, /);

    // The notification never arrives: the bursary's re-check credits the payment.
    // The school fees installment above expired, so a Full invoice may be raised now.
    const invoice = await feeInvoice(other, 1, "Full");
    const started = await call<{ cardPaymentLink: string }>("POST", "/api/Payment/initiate-payment", other, {
      invoiceNumber: invoice.invoiceNumber,
    });
    t.sandbox.setWebhookUrl("http://127.0.0.1:9/unset");
    expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
    t.sandbox.setWebhookUrl(`${t.url}/api/Webhook/payment`);
    expect(
      (
        await call("POST", "/api/Payment/staff/verify-payment-status", registrar, {
          reference: invoice.invoiceNumber,
        })
      ).status,
    ).toBe(403);
    const recheck = await call<{ settlement: string; gatewayState: string; invoiceStatus: string }>(
      "POST",
      "/api/Payment/staff/verify-payment-status",
      bursar,
      { reference: invoice.invoiceNumber },
    );
    expect(recheck.status).toBe(200);
    expect(recheck.body.data).toMatchObject({
      gatewayState: "paid",
      settlement: "credited",
      invoiceStatus: "paid",
    });
    const twice = await call<{ settlement: string }>(
      "POST",
      "/api/Payment/staff/verify-payment-status",
      bursar,
      {
        reference: invoice.invoiceNumber,
      },
    );
    expect(twice.body.data.settlement).toBe("unchanged");
    expect(await auditActions(await invoiceId(invoice.invoiceNumber))).toEqual([
      "verify payment status by bursar",
      "verify payment status by bursar",
    ]);
  });

  it("keeps students out of every staff money call", async () => {
    expect((await call("GET", "/api/Reports/payment-reports", student)).status).toBe(403);
    expect((await call("GET", "/api/Payment/staff/invoices?search=INV", student)).status).toBe(403);
    expect(
      (await call("GET", `/api/Payment/staff/invoices/${paidSundry.invoiceNumber}`, student)).status,
    ).toBe(403);
    expect((await call("GET", "/api/resources/payments", student)).status).toBe(403);
    expect((await call("GET", "/api/Reports/payment-reports", {})).status).toBe(401);
    expect(
      (await call("POST", `/api/Payment/staff/invoices/${paidSundry.invoiceNumber}/cancel`, student)).status,
    ).toBe(403);
  });
});
