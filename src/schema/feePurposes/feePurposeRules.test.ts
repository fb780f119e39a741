import { describe, expect, it } from "vitest";
import { FEE_PURPOSE_IDS, feePurposeId, feePurposeKeyOf } from "./feePurposeKeys";
import {
  installmentsAllowed,
  type PurposeRules,
  paymentTypesOf,
  purposeVisibleTo,
  studentFeeRequestRefusal,
} from "./feePurposeRules";

const row = (overrides: Partial<PurposeRules> = {}): PurposeRules => ({
  name: "Library",
  active: true,
  installmentsAllowed: false,
  itemChoice: false,
  studentCategories: ["undergraduate", "postgraduate", "jupeb"],
  ...overrides,
});

describe("fee purpose rules", () => {
  it("allows installments exactly when the row says so", () => {
    expect(installmentsAllowed(row({ installmentsAllowed: true }))).toBe(true);
    expect(paymentTypesOf(row({ installmentsAllowed: true }))).toEqual([
      "Full",
      "FirstInstallment",
      "SecondInstallment",
    ]);
    expect(paymentTypesOf(row())).toEqual(["Full"]);
  });

  it("shows a purpose to the categories it names, and an inactive one to nobody", () => {
    const sundry = row({ studentCategories: ["undergraduate", "postgraduate"] });
    expect(purposeVisibleTo(sundry, "undergraduate")).toBe(true);
    expect(purposeVisibleTo(sundry, "jupeb")).toBe(false);
    expect(purposeVisibleTo(row({ active: false }), "undergraduate")).toBe(false);
    expect(purposeVisibleTo(row({ studentCategories: [] }), "undergraduate")).toBe(false);
  });

  it("refuses a student the row does not let pay it with a 403 naming the purpose", () => {
    expect(
      studentFeeRequestRefusal(row({ studentCategories: ["undergraduate"] }), "jupeb", {
        paymentType: "Full",
      }),
    ).toEqual({
      status: 403,
      path: "feePurposeId",
      message: "The Library fee is not paid by JUPEB students",
    });
  });

  it("refuses installments the row does not allow, naming paymentType", () => {
    expect(
      studentFeeRequestRefusal(row(), "undergraduate", { paymentType: "FirstInstallment" }),
    ).toMatchObject({
      status: 400,
      path: "paymentType",
    });
    expect(
      studentFeeRequestRefusal(row({ installmentsAllowed: true }), "undergraduate", {
        paymentType: "FirstInstallment",
      }),
    ).toBeUndefined();
  });

  it("asks for an item exactly when the row takes one", () => {
    const items = row({ itemChoice: true, name: "Sundry" });
    expect(studentFeeRequestRefusal(items, "undergraduate", { paymentType: "Full" })).toEqual({
      status: 400,
      path: "feeItemId",
      message: "Choose the Sundry item to pay for",
    });
    expect(
      studentFeeRequestRefusal(items, "undergraduate", { paymentType: "Full", feeItemId: 3 }),
    ).toBeUndefined();
    expect(
      studentFeeRequestRefusal(row(), "undergraduate", { paymentType: "Full", feeItemId: 3 }),
    ).toMatchObject({
      path: "feeItemId",
    });
    expect(
      studentFeeRequestRefusal(items, "undergraduate", { paymentType: "SecondInstallment", feeItemId: 3 }),
    ).toEqual({
      status: 400,
      path: "paymentType",
      message: "A Sundry item is paid in full",
    });
  });
});

describe("fee purpose keys", () => {
  it("reads ids both ways", () => {
    expect(feePurposeId("sundry")).toBe(FEE_PURPOSE_IDS.sundry);
    expect(feePurposeKeyOf(FEE_PURPOSE_IDS.acceptance)).toBe("acceptance");
    expect(feePurposeKeyOf(999)).toBeUndefined();
  });
});
