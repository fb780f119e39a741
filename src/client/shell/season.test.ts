import { describe, expect, it } from "vitest";
import { isChristmasSeason, logoFor, seasonalAccentClass } from "./season";

const day = (month: number, date: number) => new Date(2026, month - 1, date, 12);

describe("season", () => {
  it("is Christmas throughout December only", () => {
    expect(isChristmasSeason(day(12, 1))).toBe(true);
    expect(isChristmasSeason(day(12, 31))).toBe(true);
    expect(isChristmasSeason(day(11, 30))).toBe(false);
    expect(isChristmasSeason(day(1, 1))).toBe(false);
  });

  it("shows the Christmas logo in December and the usual logo otherwise", () => {
    expect(logoFor(day(12, 25))).toBe("/logo-christmas.svg");
    expect(logoFor(day(6, 15))).toBe("/logo.svg");
  });

  it("gives the frame a seasonal accent class in December only", () => {
    expect(seasonalAccentClass(day(12, 10))).toBe("season-christmas");
    expect(seasonalAccentClass(day(3, 10))).toBeUndefined();
  });
});
