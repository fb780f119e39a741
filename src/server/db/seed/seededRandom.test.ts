import { describe, expect, it } from "vitest";
import { seededRandom } from "./seededRandom";

describe("seededRandom", () => {
  it("repeats its sequence for the same seed and differs for another", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const first = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(first);
  });

  it("draws floats in [0, 1) and integers within their bounds, reaching both ends", () => {
    const random = seededRandom(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const float = random.next();
      expect(float).toBeGreaterThanOrEqual(0);
      expect(float).toBeLessThan(1);
      const value = random.integer(-2, 2);
      expect(value).toBeGreaterThanOrEqual(-2);
      expect(value).toBeLessThanOrEqual(2);
      seen.add(value);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2]);
    expect(random.integer(5, 5)).toBe(5);
    const huge = random.integer(0, Number.MAX_SAFE_INTEGER);
    expect(Number.isSafeInteger(huge)).toBe(true);
  });

  it("picks from a list and refuses bad bounds", () => {
    const random = seededRandom(1);
    expect(["a", "b", "c"]).toContain(random.pick(["a", "b", "c"]));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(() => random.integer(3, 2)).toThrow(RangeError);
  });
});
