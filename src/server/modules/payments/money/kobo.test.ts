import { describe, expect, it } from "vitest";
import { ValidationError } from "../../../errors";
import { isKobo, parseKobo, sumKobo } from "./kobo";

function problemOf(action: () => unknown): { path: string; message: string } | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof ValidationError) return error.errors[0];
    throw error;
  }
  return undefined;
}

describe("parseKobo", () => {
  it("accepts whole non-negative numbers and digit-only text", () => {
    expect(parseKobo(0)).toBe(0);
    expect(parseKobo(1_250_000)).toBe(1_250_000);
    expect(parseKobo("4500")).toBe(4500);
    expect(parseKobo(" 12 ")).toBe(12);
    expect(parseKobo(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("rejects fractions, negatives, unsafe integers and non-numbers, naming the field", () => {
    expect(problemOf(() => parseKobo(10.5, "items.0.amount"))).toEqual({
      path: "items.0.amount",
      message: "items.0.amount must be a whole number of kobo (no fractions)",
    });
    expect(problemOf(() => parseKobo(-1))).toEqual({
      path: "amount",
      message: "amount must not be negative",
    });
    expect(problemOf(() => parseKobo(2 ** 53))).toEqual({ path: "amount", message: "amount is too large" });
    expect(problemOf(() => parseKobo(Number.POSITIVE_INFINITY))?.message).toBe("amount is too large");
    for (const bad of [Number.NaN, "12.50", "-3", "1e3", "", null, undefined, true, {}]) {
      expect(problemOf(() => parseKobo(bad))?.message).toBe("amount must be a whole number of kobo");
    }
  });
});

describe("isKobo", () => {
  it("tells kobo amounts from everything else", () => {
    expect(isKobo(0)).toBe(true);
    expect(isKobo(99)).toBe(true);
    expect(isKobo(-1)).toBe(false);
    expect(isKobo(0.5)).toBe(false);
    expect(isKobo(2 ** 53)).toBe(false);
    expect(isKobo("5")).toBe(false);
  });
});

describe("sumKobo", () => {
  it("adds exactly and refuses an overflowing total", () => {
    expect(sumKobo([])).toBe(0);
    expect(sumKobo([1, 2, 3])).toBe(6);
    expect(problemOf(() => sumKobo([Number.MAX_SAFE_INTEGER, 1], "total"))?.message).toBe(
      "total is too large",
    );
  });
});
