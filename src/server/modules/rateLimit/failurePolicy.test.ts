import { describe, expect, it } from "vitest";
import { delayAfter, type FailureRule, waitMinutes } from "./failurePolicy";

const rule: FailureRule = { free: 5, windowMs: 60_000, firstDelaySeconds: 30, maxDelaySeconds: 900 };

describe("delayAfter", () => {
  it("costs nothing while failures are free", () => {
    for (let failures = 0; failures <= rule.free; failures++) expect(delayAfter(failures, rule)).toBe(0);
  });

  it("doubles the wait with each further failure, up to the ceiling", () => {
    expect([6, 7, 8, 9, 10, 11, 12, 1000].map((n) => delayAfter(n, rule))).toEqual([
      30, 60, 120, 240, 480, 900, 900, 900,
    ]);
  });
});

describe("waitMinutes", () => {
  it("rounds up to whole minutes", () => {
    expect([1, 59, 60, 61, 900].map(waitMinutes)).toEqual([
      "1 minute",
      "1 minute",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });
});
