import { describe, expect, it } from "vitest";
import { scoreInputProblem } from "./scoreInput";

describe("scoreInputProblem", () => {
  it("accepts blank and scores from 0 to the maximum with at most 2 decimals", () => {
    for (const text of ["", "  ", "0", "40", "39.5", "12.25"]) expect(scoreInputProblem(text, 40)).toBe("");
  });
  it("refuses scores above the maximum, negatives, 3 decimals and words", () => {
    expect(scoreInputProblem("40.01", 40)).toBe("at most 40");
    expect(scoreInputProblem("61", 60)).toBe("at most 60");
    for (const text of ["-1", "1.234", "ten", "1e2", "4 0"])
      expect(scoreInputProblem(text, 40)).toBe("a number 0–40, at most 2 decimals");
  });
});
