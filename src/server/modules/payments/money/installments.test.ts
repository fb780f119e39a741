import { describe, expect, it } from "vitest";
import { installmentAmount, installmentLines, splitInstallments } from "./installments";

describe("splitInstallments", () => {
  it("halves by default, the odd kobo going to the first installment", () => {
    expect(splitInstallments(10_000)).toEqual({ first: 5_000, second: 5_000 });
    expect(splitInstallments(10_001)).toEqual({ first: 5_001, second: 5_000 });
    expect(splitInstallments(1)).toEqual({ first: 1, second: 0 });
    expect(splitInstallments(0)).toEqual({ first: 0, second: 0 });
  });

  it("honours another first share, rounding the first up", () => {
    expect(splitInstallments(10_000, 6_000)).toEqual({ first: 6_000, second: 4_000 });
    expect(splitInstallments(10_001, 6_000)).toEqual({ first: 6_001, second: 4_000 }); // 6000.6 → 6001
    expect(splitInstallments(3, 3_333)).toEqual({ first: 1, second: 2 });
  });

  it("refuses a share that leaves an installment empty", () => {
    expect(() => splitInstallments(100, 0)).toThrow(RangeError);
    expect(() => splitInstallments(100, 10_000)).toThrow(RangeError);
    expect(() => splitInstallments(100, 50.5)).toThrow(RangeError);
  });

  it("stays exact beyond 2^53 / 10,000", () => {
    const total = Number.MAX_SAFE_INTEGER;
    const { first, second } = splitInstallments(total);
    expect(first).toBe(4_503_599_627_370_496);
    expect(first + second).toBe(total);
  });
});

describe("installmentAmount", () => {
  it("asks for the whole, the first or the second part", () => {
    expect(installmentAmount(10_001, "Full")).toBe(10_001);
    expect(installmentAmount(10_001, "FirstInstallment")).toBe(5_001);
    expect(installmentAmount(10_001, "SecondInstallment")).toBe(5_000);
  });
});

describe("installmentLines", () => {
  it("splits every line so that first + second = the line and each sums to its installment", () => {
    const full = [25_001, 10_000, 333, -5_000];
    const first = installmentLines(full, "FirstInstallment");
    const second = installmentLines(full, "SecondInstallment");
    expect(first.reduce((a, b) => a + b, 0)).toBe(15_167); // ceil(30334 / 2)
    expect(second.reduce((a, b) => a + b, 0)).toBe(15_167);
    expect(first.map((amount, index) => amount + (second[index] ?? 0))).toEqual(full);
    expect(installmentLines(full, "Full")).toEqual(full);
  });
});
