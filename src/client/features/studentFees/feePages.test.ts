import { describe, expect, it } from "vitest";
import { FEE_PURPOSE_REGISTRY } from "../../../../tests/support/feePurposeRegistry";
import {
  FEE_PAGES,
  feePage,
  feeTabsFor,
  installmentChoices,
  invoiceHref,
  schoolFeesPaidFor,
  stepPath,
  stepsOf,
} from "./feePages";

const invoice = (
  paymentType: "Full" | "FirstInstallment" | "SecondInstallment",
  paymentStatus: "paid" | "unpaid" | "cancelled" | "expired",
  over: { sessionId?: number; paymentPurposeId?: number } = {},
) => ({ paymentType, paymentStatus, sessionId: 3, paymentPurposeId: 1, ...over });

describe("fee tabs by category (spec 2)", () => {
  it("shows an undergraduate every academic-fees tab", () => {
    expect(feeTabsFor("undergraduate", FEE_PURPOSE_REGISTRY).map((tab) => tab.title)).toEqual([
      "School Fees",
      "Acceptance Fee",
      "Change of Degree",
      "Other Fees",
    ]);
  });

  it("hides Change of Degree from postgraduates, and that and Other Fees from JUPEB students", () => {
    expect(feeTabsFor("postgraduate", FEE_PURPOSE_REGISTRY).map((tab) => tab.title)).toEqual([
      "School Fees",
      "Acceptance Fee",
      "Other Fees",
    ]);
    expect(feeTabsFor("jupeb", FEE_PURPOSE_REGISTRY).map((tab) => tab.title)).toEqual([
      "School Fees",
      "Acceptance Fee",
    ]);
  });
});

describe("fee tabs follow the registry", () => {
  it("shows a tab to a category once the registry lets that category pay the purpose", () => {
    const jupebPaysSundry = FEE_PURPOSE_REGISTRY.map((purpose) =>
      purpose.key === "sundry"
        ? { ...purpose, studentCategories: [...purpose.studentCategories, "jupeb" as const] }
        : purpose,
    );
    expect(feeTabsFor("jupeb", jupebPaysSundry).map((tab) => tab.title)).toEqual([
      "School Fees",
      "Acceptance Fee",
      "Other Fees",
    ]);
  });

  it("names a registry purpose on every page", () => {
    for (const page of FEE_PAGES)
      expect(FEE_PURPOSE_REGISTRY.find((purpose) => purpose.key === page.purpose)?.studentRoute).toBe(
        page.route,
      );
  });
});

describe("fee page routes", () => {
  it("routes every step the spec lists, the invoice by number in the path where the spec has /invoice/{rrr}", () => {
    const paths = FEE_PAGES.flatMap((page) => stepsOf(page).map((step) => stepPath(page, step)));
    expect(paths).toEqual(
      expect.arrayContaining([
        "/academic_fees/school_fees/session",
        "/academic_fees/school_fees/form11",
        "/academic_fees/sundry/generate_invoice",
        "/academic_fees/acceptance/invoice/:invoiceNumber",
        "/academic_fees/change_of_degree/session",
        "/development_levy/invoice/:invoiceNumber",
      ]),
    );
    expect(paths).not.toContain("/academic_fees/acceptance/session");
    expect(new Set(paths).size).toBe(paths.length);
    expect(invoiceHref(feePage("acceptance"), "INV00000A1")).toBe(
      "/academic_fees/acceptance/invoice/INV00000A1",
    );
    expect(invoiceHref(feePage("schoolFees"), "INV00000A1")).toBe(
      "/academic_fees/school_fees/invoice?invoiceNumber=INV00000A1",
    );
  });
});

describe("installmentChoices", () => {
  it("offers Full or First when the session has no invoice (other sessions and purposes do not count)", () => {
    expect(installmentChoices([invoice("Full", "paid", { sessionId: 2 })], 1, 3)).toEqual([
      "Full",
      "FirstInstallment",
    ]);
    expect(installmentChoices([invoice("Full", "paid", { paymentPurposeId: 9 })], 1, 3)).toEqual([
      "Full",
      "FirstInstallment",
    ]);
  });

  it("offers the balance only after a paid first installment, and nothing beside a Full invoice", () => {
    expect(installmentChoices([invoice("FirstInstallment", "unpaid")], 1, 3)).toEqual([]);
    expect(installmentChoices([invoice("FirstInstallment", "paid")], 1, 3)).toEqual(["SecondInstallment"]);
    expect(installmentChoices([invoice("Full", "unpaid")], 1, 3)).toEqual([]);
    expect(
      installmentChoices([invoice("FirstInstallment", "paid"), invoice("SecondInstallment", "unpaid")], 1, 3),
    ).toEqual([]);
    // A cancelled invoice is no longer open: choose again.
    expect(installmentChoices([invoice("Full", "cancelled")], 1, 3)).toEqual(["Full", "FirstInstallment"]);
  });
});

describe("schoolFeesPaidFor (Form 11)", () => {
  it("opens with a paid Full or first installment of the session, not with an unpaid one", () => {
    expect(schoolFeesPaidFor([invoice("FirstInstallment", "paid")], 3)).toBe(true);
    expect(schoolFeesPaidFor([invoice("Full", "paid")], 3)).toBe(true);
    expect(schoolFeesPaidFor([invoice("Full", "unpaid")], 3)).toBe(false);
    expect(schoolFeesPaidFor([invoice("Full", "paid", { sessionId: 2 })], 3)).toBe(false);
  });
});
