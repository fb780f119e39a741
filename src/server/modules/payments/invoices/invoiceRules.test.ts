import { describe, expect, it } from "vitest";
import { localPhone } from "../../../../schema/phoneNumber";
import { ConflictError } from "../../../errors";
import { checkInstallmentRules } from "./openInvoice";
import { installmentLabel } from "./payerContext";
import { returnUrlOf } from "./paymentInitiation";
import { maskName } from "./paymentVerification";

describe("installment rules", () => {
  it("allows a first invoice of any kind but the balance", () => {
    expect(() => checkInstallmentRules("Full", [])).not.toThrow();
    expect(() => checkInstallmentRules("FirstInstallment", [])).not.toThrow();
    expect(() => checkInstallmentRules("SecondInstallment", [])).toThrow(ConflictError);
  });

  it("never mixes the full fee with installments", () => {
    expect(() =>
      checkInstallmentRules("Full", [{ payment_type: "FirstInstallment", status: "unpaid" }]),
    ).toThrow(/installments/);
    expect(() =>
      checkInstallmentRules("FirstInstallment", [{ payment_type: "Full", status: "paid" }]),
    ).toThrow(/full fee/);
  });

  it("gives the balance only after a paid first installment", () => {
    expect(() =>
      checkInstallmentRules("SecondInstallment", [{ payment_type: "FirstInstallment", status: "unpaid" }]),
    ).toThrow(/first installment/);
    expect(() =>
      checkInstallmentRules("SecondInstallment", [{ payment_type: "FirstInstallment", status: "paid" }]),
    ).not.toThrow();
  });
});

describe("payer details", () => {
  it("stores a phone number in its one local form", () => {
    expect(localPhone("+2348031234567")).toBe("08031234567");
    expect(localPhone("2348031234567")).toBe("08031234567");
    expect(localPhone("08031234567")).toBe("08031234567");
  });

  it("masks every word of a name but its first letter", () => {
    expect(maskName("Chiamaka Ngozi  Okafor")).toBe("C******* N**** O*****");
    expect(maskName("A B")).toBe("A* B*");
  });

  it("labels installments and builds the return address", () => {
    expect(installmentLabel("Full")).toBe("");
    expect(installmentLabel("SecondInstallment")).toContain("balance");
    expect(returnUrlOf("http://localhost:3000/", "INV0000001ABCDE")).toBe(
      "http://localhost:3000/verify_payment_status?reference=INV0000001ABCDE",
    );
  });
});
