import { describe, expect, it } from "vitest";
import { NCE_CERTIFICATE_CLASSES } from "./certificateClass";
import { type CourseResult, formatGpa } from "./gpa";
import { outstandingCourses, remarkOf, standingOf } from "./standing";

const first = { sessionOrder: 2025, semesterId: 1 };
const second = { sessionOrder: 2025, semesterId: 2 };
const next = { sessionOrder: 2026, semesterId: 1 };

function result(courseId: number, units: number, points: number, term = first): CourseResult {
  return { courseId, units, points, ...term };
}

describe("standing", () => {
  it("clears a failed course once its retake is passed, and keeps it while the retake fails", () => {
    const failedThenPassed = [result(1, 3, 0, first), result(2, 2, 5, first), result(1, 3, 4, next)];
    expect(outstandingCourses(failedThenPassed)).toEqual([]);
    const standing = standingOf(failedThenPassed, NCE_CERTIFICATE_CLASSES);
    // latest attempts only: (3×4 + 2×5) / 5 = 4.40 → Credit
    expect(formatGpa(standing.cgpa.hundredths)).toBe("4.40");
    expect(standing.certificateClass).toBe("Credit");
    const failedTwice = [result(1, 3, 0, first), result(1, 3, 0, next), result(2, 2, 5, second)];
    expect(outstandingCourses(failedTwice)).toEqual([1]);
    // a pass followed by a failed retake: the latest attempt decides
    expect(outstandingCourses([result(3, 2, 3, first), result(3, 2, 0, next)])).toEqual([3]);
  });

  it("weighs a zero-unit course at nothing but still requires it to be passed", () => {
    const results = [result(1, 3, 5), result(9, 0, 0)];
    const standing = standingOf(results, NCE_CERTIFICATE_CLASSES);
    expect(formatGpa(standing.cgpa.hundredths)).toBe("5.00");
    expect(standing.certificateClass).toBe("Distinction");
    expect(standing.outstanding).toEqual([9]);
    // only zero-unit courses: no CGPA and no class, yet the failure is outstanding
    const onlyZero = standingOf([result(9, 0, 0)], NCE_CERTIFICATE_CLASSES);
    expect(onlyZero.cgpa.hundredths).toBeNull();
    expect(onlyZero.certificateClass).toBeNull();
    expect(onlyZero.outstanding).toEqual([9]);
  });

  it("has no CGPA, no class and nothing outstanding without results", () => {
    expect(standingOf([], NCE_CERTIFICATE_CLASSES)).toEqual({
      cgpa: { units: 0, qualityPoints: 0, hundredths: null },
      certificateClass: null,
      outstanding: [],
    });
  });

  it("words the composite sheet's remark", () => {
    expect(remarkOf([])).toBe("Passed");
    expect(remarkOf(["CSC 111", "GSE 121"])).toBe("Carry over: CSC 111, GSE 121");
  });
});
