import { describe, expect, it } from "vitest";
import { checkProperty } from "../../../tests/support/propertyCheck";
import { certificateClassOf, certificateClassProblems, NCE_CERTIFICATE_CLASSES } from "./certificateClass";
import {
  type CourseResult,
  cumulativeGpa,
  formatGpa,
  gradePointAverage,
  roundedHundredths,
  semesterGpa,
  termStatements,
} from "./gpa";
import { bandRanges, gradeBandProblems, gradeOf, NCE_GRADE_BANDS } from "./gradeBands";

const first = { sessionOrder: 2025, semesterId: 1 };
const second = { sessionOrder: 2025, semesterId: 2 };
const next = { sessionOrder: 2026, semesterId: 1 };

function result(courseId: number, units: number, points: number, term = first): CourseResult {
  return { courseId, units, points, ...term };
}

describe("grade bands", () => {
  it.each([
    [100, "A", 5],
    [70, "A", 5],
    [69.5, "B", 4],
    [60, "B", 4],
    [59, "C", 3],
    [50, "C", 3],
    [49, "D", 2],
    [45, "D", 2],
    [44, "E", 1],
    [40, "E", 1],
    [39.99, "F", 0],
    [0, "F", 0],
  ])("a total of %s is %s (%s points) on the NCE scale", (score, grade, points) => {
    expect(gradeOf(score, NCE_GRADE_BANDS)).toMatchObject({ grade, points });
  });

  it("refuses scores outside 0–100", () => {
    expect(() => gradeOf(101, NCE_GRADE_BANDS)).toThrow(RangeError);
    expect(() => gradeOf(-1, NCE_GRADE_BANDS)).toThrow(RangeError);
    expect(() => gradeOf(Number.NaN, NCE_GRADE_BANDS)).toThrow(RangeError);
  });

  it("reads the NCE scale as the ranges the college publishes", () => {
    expect(bandRanges(NCE_GRADE_BANDS).map((b) => `${b.grade} ${b.minScore}–${b.maxScore}`)).toEqual([
      "A 70–100",
      "B 60–69",
      "C 50–59",
      "D 45–49",
      "E 40–44",
      "F 0–39",
    ]);
    expect(gradeBandProblems(NCE_GRADE_BANDS)).toEqual([]);
  });

  it("finds a scale with a gap at the bottom, duplicate starts or points that rise as scores fall", () => {
    expect(gradeBandProblems(NCE_GRADE_BANDS.filter((b) => b.grade !== "F"))).toContainEqual({
      path: "minScore",
      message: "one band must start at 0 so every score has a grade",
    });
    expect(gradeBandProblems([...NCE_GRADE_BANDS, { grade: "A+", minScore: 70, points: 5 }])).toContainEqual({
      path: "minScore",
      message: "two bands start at 70",
    });
    expect(
      gradeBandProblems([
        { grade: "A", minScore: 70, points: 3 },
        { grade: "B", minScore: 0, points: 4 },
      ]),
    ).toContainEqual({ path: "points", message: "band A gives fewer points than the lower band B" });
    expect(gradeBandProblems([{ grade: "A", minScore: 0, points: 6 }])[0]?.path).toBe("points");
  });
});

describe("GPA", () => {
  it("is quality points over units, rounded half up to 2 decimals once", () => {
    // 3×5 + 2×4 + 3×2 = 29 over 8 units = 3.625 → 3.63 (half up)
    const gpa = gradePointAverage([result(1, 3, 5), result(2, 2, 4), result(3, 3, 2)]);
    expect(gpa).toEqual({ units: 8, qualityPoints: 29, hundredths: 363 });
    expect(formatGpa(gpa.hundredths)).toBe("3.63");
    expect(roundedHundredths(1, 3)).toBe(33); // 0.333… → 0.33
    expect(roundedHundredths(2, 3)).toBe(67); // 0.666… → 0.67
    expect(roundedHundredths(1, 8)).toBe(13); // 0.125 → 0.13
    expect(formatGpa(500)).toBe("5.00");
    expect(formatGpa(7)).toBe("0.07");
  });

  it("weighs zero-unit courses at nothing", () => {
    expect(gradePointAverage([result(1, 2, 5), result(2, 0, 0)])).toEqual({
      units: 2,
      qualityPoints: 10,
      hundredths: 500,
    });
  });

  it("has no GPA for a semester with no results, or only zero-unit ones", () => {
    expect(semesterGpa([result(1, 3, 5)], second).hundredths).toBeNull();
    expect(gradePointAverage([result(1, 0, 5)]).hundredths).toBeNull();
    expect(formatGpa(null)).toBe("–");
  });

  it("counts only the latest attempt of a retaken course in the CGPA", () => {
    const results = [result(1, 3, 0, first), result(2, 3, 4, first), result(1, 3, 3, next)];
    // first semester: (0 + 12) / 6 = 2.00; the retake's semester: 9 / 3 = 3.00
    expect(semesterGpa(results, first).hundredths).toBe(200);
    expect(semesterGpa(results, next).hundredths).toBe(300);
    // CGPA: the F is replaced by the C: (9 + 12) / 6 = 3.50, not (0 + 12 + 9) / 9
    expect(cumulativeGpa(results)).toEqual({ units: 6, qualityPoints: 21, hundredths: 350 });
    expect(cumulativeGpa(results, second).hundredths).toBe(200);
    expect(
      termStatements(results).map((t) => [formatGpa(t.gpa.hundredths), formatGpa(t.cgpa.hundredths)]),
    ).toEqual([
      ["2.00", "2.00"],
      ["3.00", "3.50"],
    ]);
  });

  it("refuses units or points that are not whole numbers in range", () => {
    expect(() => gradePointAverage([result(1, -1, 5)])).toThrow(RangeError);
    expect(() => gradePointAverage([result(1, 2, 6)])).toThrow(RangeError);
    expect(() => gradePointAverage([result(1, 1.5, 5)])).toThrow(RangeError);
  });

  function randomResults(random: Parameters<Parameters<typeof checkProperty>[1]>[0]): CourseResult[] {
    return Array.from({ length: random.integer(0, 30) }, () => ({
      courseId: random.integer(1, 12),
      units: random.integer(0, 6),
      points: random.integer(0, 5),
      sessionOrder: random.integer(2020, 2026),
      semesterId: random.integer(1, 2),
    }));
  }

  it("is always within 0.00–5.00 and independent of the order of results", () => {
    checkProperty("GPA in range, order-independent", (random) => {
      const results = randomResults(random);
      const shuffled = [...results].sort(() => random.next() - 0.5).reverse();
      for (const gpa of [gradePointAverage(results), cumulativeGpa(results)]) {
        if (gpa.hundredths !== null) {
          expect(gpa.hundredths).toBeGreaterThanOrEqual(0);
          expect(gpa.hundredths).toBeLessThanOrEqual(500);
        }
      }
      expect(gradePointAverage(shuffled)).toEqual(gradePointAverage(results));
      // Ties (the same course twice in one term) are the only order-dependent case; a real
      // student has one result per course per term, so draw the property without them.
      const oneAPerTerm = new Map(results.map((r) => [`${r.courseId}/${r.sessionOrder}/${r.semesterId}`, r]));
      const unique = [...oneAPerTerm.values()];
      expect(cumulativeGpa([...unique].reverse())).toEqual(cumulativeGpa(unique));
    });
  });

  it("rounds the exact fraction as the decimal would be rounded half up", () => {
    checkProperty("rounding matches decimal half up", (random) => {
      const units = random.integer(1, 200);
      const qualityPoints = random.integer(0, units * 5);
      const exactThousandths = Math.floor((qualityPoints * 1000) / units);
      const expected = Math.floor(exactThousandths / 10) + (exactThousandths % 10 >= 5 ? 1 : 0);
      expect(roundedHundredths(qualityPoints, units)).toBe(expected);
    });
  });
});

describe("certificate classes", () => {
  it.each([
    [500, "Distinction"],
    [450, "Distinction"],
    [449, "Credit"],
    [350, "Credit"],
    [349, "Merit"],
    [240, "Merit"],
    [239, "Pass"],
    [150, "Pass"],
    [149, "Fail"],
    [0, "Fail"],
  ])("a CGPA of %s hundredths is %s", (cgpa, name) => {
    expect(certificateClassOf(cgpa, NCE_CERTIFICATE_CLASSES)?.name).toBe(name);
  });

  it("classifies the printed CGPA: exact 4.495 prints 4.50 and is a Distinction", () => {
    // 899 quality points over 200 units = 4.495
    expect(certificateClassOf(roundedHundredths(899, 200), NCE_CERTIFICATE_CLASSES)?.name).toBe(
      "Distinction",
    );
  });

  it("has no class without a CGPA and checks the bands", () => {
    expect(certificateClassOf(null, NCE_CERTIFICATE_CLASSES)).toBeNull();
    expect(certificateClassProblems(NCE_CERTIFICATE_CLASSES)).toEqual([]);
    expect(certificateClassProblems(NCE_CERTIFICATE_CLASSES.slice(0, 4))).toContainEqual({
      path: "minCgpa",
      message: "one class must start at 0.00 so every CGPA has a class",
    });
  });
});
