import { describe, expect, it } from "vitest";
import { FEE_PURPOSE_REGISTRY, feePurposeRow } from "../../../../tests/support/feePurposeRegistry";
import { isLetterKind } from "../../../schema/letters";
import { STUDENT_RECEIPT_PAGES } from "../payments/receiptPages";
import { feeLetterHref, studentReceiptHref } from "./feeDocumentLinks";
import { feePage } from "./feePages";
import { feeStanding } from "./feeStanding";

const invoice = (over: Partial<Parameters<typeof feeStanding>[2][number]> = {}) => ({
  invoiceNumber: "INV0000002ACPT1",
  paymentType: "Full" as const,
  paymentStatus: "paid" as const,
  isPaid: true,
  sessionId: 3,
  paymentPurposeId: 2,
  ...over,
});

describe("feeStanding", () => {
  const acceptance = feePage("acceptance");
  const levy = feePage("developmentLevy");

  it("counts an acceptance fee paid in any session (once, on admission) as paid", () => {
    expect(
      feeStanding(acceptance, feePurposeRow(acceptance.feePurposeId), [invoice({ sessionId: 2 })], 3),
    ).toMatchObject({ kind: "paid" });
  });

  it("offers the session's unpaid invoice instead of a new one, and generating when there is none", () => {
    const unpaid = invoice({ paymentStatus: "unpaid", isPaid: false });
    expect(feeStanding(acceptance, feePurposeRow(acceptance.feePurposeId), [unpaid], 3)).toEqual({
      kind: "unpaid",
      invoice: unpaid,
    });
    expect(
      feeStanding(
        acceptance,
        feePurposeRow(acceptance.feePurposeId),
        [invoice({ paymentStatus: "cancelled", isPaid: false })],
        3,
      ),
    ).toEqual({
      kind: "generate",
    });
    expect(
      feeStanding(
        levy,
        feePurposeRow(levy.feePurposeId),
        [invoice({ paymentPurposeId: 5, sessionId: 2 })],
        3,
      ),
    ).toEqual({
      kind: "generate",
    });
    expect(
      feeStanding(levy, feePurposeRow(levy.feePurposeId), [invoice({ paymentPurposeId: 5 })], 3),
    ).toMatchObject({ kind: "paid" });
  });

  it("leaves pages that choose a session, an item or an installment to their own steps", () => {
    for (const key of ["schoolFees", "sundry", "changeOfDegree"] as const)
      expect(
        feeStanding(
          feePage(key),
          feePurposeRow(feePage(key).feePurposeId),
          [invoice({ paymentPurposeId: feePage(key).feePurposeId })],
          3,
        ),
      ).toEqual({
        kind: "generate",
      });
  });
});

describe("the student's receipt and letter links", () => {
  it("opens a paid invoice on its fee's student receipt page, and nothing while unpaid", () => {
    const row = (key: "acceptance" | "schoolFees") => feePurposeRow(feePage(key).feePurposeId);
    expect(studentReceiptHref(invoice(), row("acceptance"))).toBe(
      "/academic_fees/acceptance/fee_receipt?invoice=INV0000002ACPT1",
    );
    expect(studentReceiptHref(invoice({ paymentPurposeId: 1 }), row("schoolFees"))).toBe(
      "/academic_fees/school_fees/receipt?invoice=INV0000002ACPT1",
    );
    expect(studentReceiptHref(invoice({ isPaid: false }), row("acceptance"))).toBeUndefined();
    // Not before the registry row has loaded: no link to a wrong page.
    expect(studentReceiptHref(invoice(), undefined)).toBeUndefined();
  });

  it("opens a paid change of degree or development levy invoice on the receipt page of any fee", () => {
    for (const key of ["changeOfDegree", "developmentLevy"] as const)
      expect(studentReceiptHref(invoice(), feePurposeRow(feePage(key).feePurposeId))).toBe(
        "/fee_receipt?reference=INV0000002ACPT1",
      );
  });

  it("gives the acceptance letter of the student's category", () => {
    const acceptance = feePurposeRow(feePage("acceptance").feePurposeId);
    expect(feeLetterHref(acceptance, "undergraduate")).toBe("/academic_fees/acceptance/letter");
    expect(feeLetterHref(acceptance, "jupeb")).toBe("/academic_fees/acceptance/jupeb");
    expect(feeLetterHref(acceptance, "postgraduate")).toBe("/academic_fees/acceptance/letter_pg");
    expect(feeLetterHref(feePurposeRow(feePage("developmentLevy").feePurposeId), "jupeb")).toBe(
      "/development_levy/letter",
    );
    expect(feeLetterHref(feePurposeRow(feePage("schoolFees").feePurposeId), "undergraduate")).toBeUndefined();
    // A new purpose's letter is its row's: the acceptance letter for a purpose the pages never named.
    expect(feeLetterHref({ letter: "acceptance" }, "jupeb")).toBe("/academic_fees/acceptance/jupeb");
  });

  it("offers generating again whenever the registry allows installments (a second invoice a session)", () => {
    const acceptance = feePage("acceptance");
    const acceptanceInInstallments = { ...feePurposeRow(acceptance.feePurposeId), installmentsAllowed: true };
    expect(
      feeStanding(
        acceptance,
        acceptanceInInstallments,
        [invoice({ paymentStatus: "unpaid", isPaid: false })],
        3,
      ),
    ).toEqual({
      kind: "generate",
    });
  });
});

describe("the registry's links (checked against the table by tests/server/payments/feePurposeRegistry.test.ts)", () => {
  it("name a routed receipt page and a known letter family", () => {
    const receiptPages: readonly string[] = STUDENT_RECEIPT_PAGES.map((page) => page.path);
    for (const purpose of FEE_PURPOSE_REGISTRY) {
      if (purpose.receiptRoute) expect(receiptPages, purpose.key).toContain(purpose.receiptRoute);
      if (purpose.letter) expect(isLetterKind(purpose.letter), purpose.key).toBe(true);
    }
  });
});
