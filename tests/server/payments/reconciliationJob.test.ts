import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { choosePayOutcome, createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

describe.each(databaseKinds)("the reconciliation job on %s", (kind) => {
  let t: PaymentsTestApp;
  beforeAll(async () => {
    t = await createPaymentsTestApp(kind, { reconcileEveryMs: 100 });
  }, 120_000);
  afterAll(async () => t?.close());

  it("credits, on its own, a payment whose notification was lost", async () => {
    const generated = await t.app.inject({
      method: "POST",
      url: "/api/ApplicationInvoice/generate",
      payload: {
        lastName: "Bello",
        firstName: "Musa",
        mobileNumber: "08051234567",
        sessionId: t.currentSessionId,
        applicationTypeId: "nce",
      },
    });
    const { invoiceNumber } = generated.json().data as { invoiceNumber: string };
    const started = await t.app.inject({
      method: "POST",
      url: "/api/Payment/initiate-payment",
      payload: { invoiceNumber },
    });
    const { cardPaymentLink } = started.json().data as { cardPaymentLink: string };
    t.sandbox.setWebhookUrl("http://127.0.0.1:9/nowhere");
    expect(await choosePayOutcome(cardPaymentLink)).toBe(303);

    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ status: string }>(
          t.database.db,
          sql`SELECT status FROM invoices WHERE invoice_number = ${invoiceNumber}`,
        );
        expect(row?.status).toBe("paid");
      },
      { timeout: 10_000, interval: 100 },
    );
    const payments = await queryRows<{ source: string; outcome: string }>(
      t.database.db,
      sql`SELECT p.source, p.outcome FROM payments p JOIN invoices i ON i.id = p.invoice_id WHERE i.invoice_number = ${invoiceNumber}`,
    );
    expect(payments).toEqual([{ source: "reconciliation", outcome: "credited" }]);
  });
});
