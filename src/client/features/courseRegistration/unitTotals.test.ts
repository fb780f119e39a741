import { describe, expect, it } from "vitest";
import type { RegisteredCourse } from "../../../contract/courseRegistration";
import { addDropRefusal, initialSelection, offerShortfall, unitTotals } from "./unitTotals";

const course = (courseId: number, units: number, kind: RegisteredCourse["kind"]): RegisteredCourse => ({
  courseId,
  code: `CSC 21${courseId}`,
  title: "A course",
  units,
  kind,
});
const courses = [
  course(1, 3, "compulsory"),
  course(2, 3, "elective"),
  course(3, 2, "carryover"),
  course(4, 2, "borrowed"),
];

describe("unit totals", () => {
  it("ticks compulsory courses and carry-overs first", () => {
    expect([...initialSelection(courses)]).toEqual([1, 3]);
  });

  it("counts the ticked courses against the limits", () => {
    const limits = { minUnits: 4, maxUnits: 8 };
    expect(unitTotals(courses, new Set([1]), limits)).toEqual({
      total: 3,
      state: "under",
      message: "3 units chosen: at least 4 are needed",
    });
    expect(unitTotals(courses, new Set([1, 3]), limits)).toMatchObject({ total: 5, state: "within" });
    expect(unitTotals(courses, new Set([1, 3, 2]), limits)).toMatchObject({ total: 8, state: "within" });
    expect(unitTotals(courses, new Set([1, 2, 3, 4]), limits)).toEqual({
      total: 10,
      state: "over",
      message: "10 units chosen: 2 over your limit of 8",
    });
  });
});

describe("offer shortfall", () => {
  it("says why a term cannot be registered when every course offered falls short of the minimum", () => {
    expect(offerShortfall(courses, { minUnits: 10 })).toBeNull();
    expect(offerShortfall(courses, { minUnits: 15 })).toBe(
      "The courses offered to your class this semester add up to 10 units, but you must register at least 15 units, so you cannot register yet.",
    );
    expect(offerShortfall([], { minUnits: 15 })).toBe(
      "No course is offered to your class this semester, but you must register at least 15 units, so you cannot register yet.",
    );
  });
});

describe("add/drop refusal", () => {
  it("refuses a change that leaves the registration outside the student's limits, saying why", () => {
    const limits = { minUnits: 15, maxUnits: 24 };
    expect(addDropRefusal(11, limits)).toBe(
      "The change cannot be saved: it leaves 11 units, below this student's minimum of 15. Add courses or drop fewer.",
    );
    expect(addDropRefusal(26, limits)).toBe(
      "The change cannot be saved: it leaves 26 units, above this student's maximum of 24. Drop courses or add fewer.",
    );
    expect(addDropRefusal(15, limits)).toBeNull();
    expect(addDropRefusal(24, limits)).toBeNull();
  });
});
