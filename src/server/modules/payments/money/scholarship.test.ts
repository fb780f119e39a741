import { describe, expect, it } from "vitest";
import { awardLabel, type ScholarshipAward, scholarshipDiscounts } from "./scholarship";

const percent = (basisPoints: number, scholarshipId = 1): ScholarshipAward => ({
  scholarshipId,
  name: "Merit",
  kind: "percentage",
  basisPoints,
});
const fixed = (amount: number, scholarshipId = 2): ScholarshipAward => ({
  scholarshipId,
  name: "State bursary",
  kind: "fixed",
  amount,
});

describe("scholarshipDiscounts", () => {
  it("takes a percentage of the gross fee, rounded down", () => {
    expect(scholarshipDiscounts(100_000, [percent(2_500)])).toEqual([25_000]);
    expect(scholarshipDiscounts(10_001, [percent(5_000)])).toEqual([5_000]); // 5000.5 → 5000
    expect(scholarshipDiscounts(999, [percent(1_250)])).toEqual([124]); // 124.875 → 124
  });

  it("takes a fixed amount", () => {
    expect(scholarshipDiscounts(100_000, [fixed(30_000)])).toEqual([30_000]);
  });

  it("never discounts more than the fee, cutting the award that would", () => {
    expect(scholarshipDiscounts(50_000, [fixed(80_000)])).toEqual([50_000]);
    expect(scholarshipDiscounts(100_000, [percent(7_500), fixed(40_000, 3), percent(1_000, 4)])).toEqual([
      75_000, 25_000, 0,
    ]);
    expect(scholarshipDiscounts(0, [percent(10_000), fixed(1)])).toEqual([0, 0]);
  });

  it("refuses awards that make no sense", () => {
    expect(() => scholarshipDiscounts(100, [percent(10_001)])).toThrow(RangeError);
    expect(() => scholarshipDiscounts(100, [percent(-1)])).toThrow(RangeError);
    expect(() => scholarshipDiscounts(100, [fixed(-5)])).toThrow(RangeError);
    expect(() => scholarshipDiscounts(100, [fixed(0.5)])).toThrow(RangeError);
  });
});

describe("awardLabel", () => {
  it("reads basis points as a percentage; fixed awards have no label", () => {
    expect(awardLabel(percent(2_500))).toBe("25%");
    expect(awardLabel(percent(1_250))).toBe("12.5%");
    expect(awardLabel(percent(5))).toBe("0.05%");
    expect(awardLabel(fixed(100))).toBeUndefined();
  });
});
