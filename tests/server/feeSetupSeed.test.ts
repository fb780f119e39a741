import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedFeeSetup } from "../../src/server/db/seed/feeSetup";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { feeAssignmentsFor } from "../../src/server/modules/payments/feeSetup/feeAssignmentRows";
import { resolveFeeAssignment } from "../../src/server/modules/payments/money/feeResolution";
import { draftInvoice } from "../../src/server/modules/payments/money/invoiceDraft";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

describe.each(databaseKinds)("the demo fee setup on %s", (kind) => {
  let t: TestApp;
  let sessionId: number;
  const idOf = async (query: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ id: number }>(t.database.db, query);
    if (!row) throw new Error("missing demo row");
    return row.id;
  };
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemoData(t.database.db);
    sessionId = await idOf(sql`SELECT id FROM academic_sessions WHERE is_current`);
  });
  afterAll(async () => t?.close());

  it("prices school fees for every programme and level of the current session, so an invoice can be drafted", async () => {
    const rows = await feeAssignmentsFor(t.database.db, sessionId, 1);
    const nce = await idOf(sql`SELECT id FROM programmes WHERE code = 'NCE'`);
    const level200 = await idOf(sql`SELECT id FROM levels WHERE value = 200`);
    const assignment = resolveFeeAssignment(rows, {
      sessionId,
      feePurposeId: 1,
      programmeId: nce,
      studentTypeId: 1,
      levelId: level200,
    });
    expect(assignment?.items.find((item) => item.name === "Tuition")?.amount).toBe(4_750_000);
    if (!assignment) throw new Error("no school fees for NCE 200 level");
    // ₦47,500 tuition + ₦28,000.50 of the other items; the odd kobo goes with the first installment.
    expect(draftInvoice({ assignment, paymentType: "Full" }).total).toBe(7_550_050);
    expect(draftInvoice({ assignment, paymentType: "FirstInstallment" }).total).toBe(3_775_025);
    const preNce = await idOf(sql`SELECT id FROM programmes WHERE code = 'PNCE'`);
    expect(rows.some((row) => row.programmeId === preNce)).toBe(true);
  });

  it("has an acceptance fee for everyone and the application fees, and seeds once", async () => {
    const [acceptance] = await feeAssignmentsFor(t.database.db, sessionId, 2);
    expect(acceptance?.items).toEqual([
      expect.objectContaining({ name: "Acceptance Fee", amount: 2_500_000 }),
    ]);
    const fees = await queryRows<{ application_type: string; amount: string | number }>(
      t.database.db,
      sql`SELECT application_type, amount FROM application_fees ORDER BY application_type`,
    );
    const byType = new Map(fees.map((fee) => [fee.application_type, Number(fee.amount)]));
    expect(byType.get("nce")).toBe(1_000_000);
    expect(byType.get("pre_nce")).toBe(750_000);
    expect(byType.get("pg")).toBe(2_000_000);
    // One per application type folder (tests/server/everyApplicationType.test.ts checks the list).
    expect(byType.size).toBe(15);
    expect(await seedFeeSetup(t.database.db)).toEqual({ feeAssignments: 0 });
  });
});
