import { describe, expect, it } from "vitest";
import { apportion } from "./apportion";

describe("apportion", () => {
  it("shares in proportion, the left-over kobo to the largest remainders", () => {
    expect(apportion([100, 100], 100)).toEqual([50, 50]);
    expect(apportion([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(apportion([5, 3], 4)).toEqual([3, 1]); // exact 2.5 and 1.5: tie, the earlier line
    expect(apportion([70, 30], 33)).toEqual([23, 10]); // exact 23.1 and 9.9
  });

  it("keeps a discount line a discount, never larger than itself", () => {
    const shares = apportion([10_000, 5_001, -3_000], 6_001);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(6_001);
    expect(shares[2]).toBeLessThanOrEqual(0);
    expect(shares[2]).toBeGreaterThanOrEqual(-3_000);
    expect(shares).toEqual([5_000, 2_501, -1_500]);
  });

  it("returns the lines themselves for the whole and zeros for nothing", () => {
    expect(apportion([7, -2], 5)).toEqual([7, -2]);
    expect(apportion([7, -2], 0)).toEqual([0, 0]);
    expect(apportion([], 0)).toEqual([]);
  });

  it("stays exact where floats would not", () => {
    const big = 4_000_000_000_000_001;
    const shares = apportion([big, big], big);
    expect(shares).toEqual([2_000_000_000_000_001, 2_000_000_000_000_000]);
  });

  it("refuses a part outside 0 and the lines' sum", () => {
    expect(() => apportion([10], 11)).toThrow(RangeError);
    expect(() => apportion([10], -1)).toThrow(RangeError);
    expect(() => apportion([10], 1.5)).toThrow(RangeError);
  });
});
