import { describe, expect, it } from "vitest";
import { installmentRefusal, type LiveInvoice, nextInstallments } from "./installmentSequence";

const live = (paymentType: LiveInvoice["paymentType"], paid = false): LiveInvoice => ({ paymentType, paid });

describe("installmentRefusal", () => {
  it("lets a first invoice be whole or a first installment, never the balance", () => {
    expect(installmentRefusal("Full", [])).toBeNull();
    expect(installmentRefusal("FirstInstallment", [])).toBeNull();
    expect(installmentRefusal("SecondInstallment", [])).toBe(
      "Pay the first installment before generating the balance invoice.",
    );
  });

  it("never mixes a whole payment with installments", () => {
    expect(installmentRefusal("Full", [live("FirstInstallment")])).toMatch(
      /already being paid in installments/,
    );
    expect(installmentRefusal("FirstInstallment", [live("Full", true)])).toMatch(/full fee already exists/);
    expect(installmentRefusal("SecondInstallment", [live("Full")])).toMatch(/full fee already exists/);
  });

  it("opens the balance only after the first installment is paid", () => {
    expect(installmentRefusal("SecondInstallment", [live("FirstInstallment")])).toMatch(/Pay the first/);
    expect(installmentRefusal("SecondInstallment", [live("FirstInstallment", true)])).toBeNull();
  });
});

describe("nextInstallments", () => {
  it.each([
    [[], ["Full", "FirstInstallment"]],
    [[live("Full")], []],
    [[live("Full", true)], []],
    [[live("FirstInstallment")], []],
    [[live("FirstInstallment", true)], ["SecondInstallment"]],
    [[live("FirstInstallment", true), live("SecondInstallment")], []],
  ] as const)("after %j offers %j", (others, offered) => {
    expect(nextInstallments(others)).toEqual(offered);
  });
});
