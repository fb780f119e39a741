import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeePurpose } from "../../../src/contract/feePurposes";
import type { InvoiceView, StudentFeeOptions } from "../../../src/contract/payments";
import { FEE_PURPOSE_IDS } from "../../../src/schema/feePurposes/feePurposeKeys";
import { queryRows } from "../../../src/server/db/database";
import {
  SETTLE_HANDLERS,
  type SettleHandler,
} from "../../../src/server/modules/payments/settlement/settleHandlers";
import { FEE_PURPOSE_REGISTRY } from "../../support/feePurposeRegistry";
import {
  choosePayOutcome,
  createPaymentsTestApp,
  type PaymentsTestApp,
  studentAuthorization,
} from "../../support/paymentsTestApp";
import { databaseKinds } from "../../support/testDatabase";

/** The fee purpose registry (migration 0260): one source for the keys, the rules and settlement. */
describe.each(databaseKinds)("the fee purpose registry on %s", (kind) => {
  let t: PaymentsTestApp;
  let sessionId: number;
  const who: Record<string, { authorization: string }> = {};

  const call = async <T>(method: "GET" | "POST", url: string, headers: object, payload?: object) => {
    const answer = await t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
    return {
      status: answer.statusCode,
      body: answer.json() as { data: T; message?: string; errors?: { path: string; message: string }[] },
    };
  };
  const generate = (userName: string, body: object) =>
    call<InvoiceView>("POST", "/api/Payment/generate-fee-Invoice", who[userName] ?? {}, {
      sessionId,
      paymentType: "Full",
      ...body,
    });
  const setInstallments = (key: string, allowed: boolean) =>
    queryRows(
      t.database.db,
      sql`UPDATE fee_purposes SET installments_allowed = ${allowed} WHERE key = ${key}`,
    );

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('student', 'jupebstudent')`,
    );
    for (const user of users)
      who[user.user_name] = await studentAuthorization(t, { id: user.id, userName: user.user_name });
    sessionId = t.currentSessionId;
  }, 120_000);
  afterAll(async () => t?.close());

  it("answers the migrated registry, which the keys map and the client tests' fixture agree with", async () => {
    const answer = await call<FeePurpose[]>("GET", "/api/Payment/fee-purposes", {});
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual(FEE_PURPOSE_REGISTRY);
    for (const [key, id] of Object.entries(FEE_PURPOSE_IDS))
      expect(answer.body.data.find((purpose) => purpose.key === key)?.id).toBe(id);
  });

  it("gives every fee page its purpose's row with the student's options", async () => {
    const options = await call<StudentFeeOptions>(
      "GET",
      `/api/Payment/student-fee-options?feePurposeId=${FEE_PURPOSE_IDS.sundry}`,
      who.student ?? {},
    );
    expect(options.status).toBe(200);
    expect(options.body.data.purpose).toEqual(
      FEE_PURPOSE_REGISTRY.find((purpose) => purpose.key === "sundry"),
    );
  });

  it("names only settle handlers that exist", async () => {
    const rows = await queryRows<{ settle_handler: string }>(
      t.database.db,
      sql`SELECT settle_handler FROM fee_purposes WHERE settle_handler IS NOT NULL`,
    );
    for (const row of rows) expect(Object.keys(SETTLE_HANDLERS)).toContain(row.settle_handler);
  });

  it("refuses installments the registry does not allow (400 naming paymentType), and allows them once it does", async () => {
    const refused = await generate("student", {
      feePurposeId: FEE_PURPOSE_IDS.change_of_department,
      paymentType: "FirstInstallment",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { path: "paymentType", message: "The Change of Department fee is paid in full, not in installments" },
    ]);
    await setInstallments("change_of_department", true);
    try {
      const first = await generate("student", {
        feePurposeId: FEE_PURPOSE_IDS.change_of_department,
        paymentType: "FirstInstallment",
      });
      expect(first.status).toBe(200);
      expect(first.body.data.paymentType).toBe("FirstInstallment");
    } finally {
      await setInstallments("change_of_department", false);
    }
  });

  it("refuses a student whose category the registry does not name (403 naming feePurposeId), quote and invoice alike", async () => {
    for (const url of ["/api/Payment/generate-fee-Invoice", "/api/Payment/student-fee-quote"]) {
      const refused = await call("POST", url, who.jupebstudent ?? {}, {
        sessionId,
        feePurposeId: FEE_PURPOSE_IDS.change_of_department,
        paymentType: "Full",
      });
      expect(refused.status).toBe(403);
      expect(refused.body.errors).toEqual([
        { path: "feePurposeId", message: "The Change of Department fee is not paid by JUPEB students" },
      ]);
    }
    const application = await generate("student", { feePurposeId: FEE_PURPOSE_IDS.application });
    expect(application.status).toBe(403);
  });

  it("takes a made-up purpose from its row alone, through invoice, payment and its settle handler", async () => {
    const settled: string[] = [];
    const handler: SettleHandler = async (_tx, invoice) => {
      settled.push(invoice.invoice_number);
    };
    Object.assign(SETTLE_HANDLERS, { library_card: handler });
    try {
      const db = t.database.db;
      await queryRows(
        db,
        sql`INSERT INTO fee_purposes (id, name, code, key, installments_allowed, student_categories, settle_handler)
VALUES (60, 'Library Card', 'LIBCARD', 'library_card', true, '{undergraduate}', 'library_card')`,
      );
      const [item] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO fee_items (name, code, fee_purpose_id) VALUES ('Library card', 'LIBRARY_CARD', 60) RETURNING id`,
      );
      const [assignment] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO fee_assignments (session_id, fee_purpose_id) VALUES (${sessionId}, 60) RETURNING id`,
      );
      await queryRows(
        db,
        sql`INSERT INTO fee_assignment_items (fee_assignment_id, fee_item_id, amount) VALUES (${assignment?.id}, ${item?.id}, 500001)`,
      );

      const registry = await call<FeePurpose[]>("GET", "/api/Payment/fee-purposes", {});
      expect(registry.body.data.find((purpose) => purpose.id === 60)).toMatchObject({
        key: "library_card",
        installmentsAllowed: true,
      });
      expect((await generate("jupebstudent", { feePurposeId: 60 })).status).toBe(403);
      const first = await generate("student", { feePurposeId: 60, paymentType: "FirstInstallment" });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ paymentType: "FirstInstallment", amount: 250_001 });
      expect(first.body.data.description).toContain("Library Card");

      const started = await call<{ cardPaymentLink: string }>(
        "POST",
        "/api/Payment/initiate-payment",
        who.student ?? {},
        { invoiceNumber: first.body.data.invoiceNumber },
      );
      expect(started.status).toBe(200);
      expect(await choosePayOutcome(started.body.data.cardPaymentLink)).toBe(303);
      const paid = await call<InvoiceView>(
        "GET",
        `/api/Payment/invoice/${first.body.data.invoiceNumber}`,
        who.student ?? {},
      );
      expect(paid.body.data.isPaid).toBe(true);
      expect(settled).toEqual([first.body.data.invoiceNumber]);

      const balance = await call<InvoiceView>(
        "POST",
        "/api/Payment/generate-balance-invoice",
        who.student ?? {},
        {
          sessionId,
          feePurposeId: 60,
        },
      );
      expect(balance.status).toBe(200);
      expect(balance.body.data).toMatchObject({ paymentType: "SecondInstallment", amount: 250_000 });
    } finally {
      delete (SETTLE_HANDLERS as Record<string, SettleHandler>).library_card;
    }
  });
});
