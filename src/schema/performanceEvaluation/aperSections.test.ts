import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readFormFile } from "../formFiles";
import { APER_SECTIONS, assessmentGrades, gradeOfPoint, gradePoint, sectionsOfStep } from "./aperSections";

const FORMS = new URL("../../../schemas/forms/", import.meta.url);
const WORKFLOW = JSON.parse(
  readFileSync(new URL("../../../schemas/workflows/performance-evaluation.json", import.meta.url), "utf8"),
) as { transitions: { name: string; when?: { field: string } }[]; fields: Record<string, { sql?: string }> };

describe("APER sections", () => {
  it("lists every schemas/forms/aper-*.json file, and only those", () => {
    const files = readdirSync(FORMS)
      .filter((file) => file.startsWith("aper-"))
      .map((file) => file.replace(/\.json$/, ""));
    expect(APER_SECTIONS.map((section) => section.name).sort()).toEqual(files.sort());
    for (const file of files)
      expect(() =>
        readFormFile(
          `schemas/forms/${file}.json`,
          JSON.parse(readFileSync(new URL(`${file}.json`, FORMS), "utf8")),
        ),
      ).not.toThrow();
  });

  it("names workflow steps whose `when` checks exactly the sections of that step", () => {
    for (const step of ["submit", "assess", "report", "sign"] as const) {
      const transition = WORKFLOW.transitions.find((candidate) => candidate.name === step);
      const sql = WORKFLOW.fields[transition?.when?.field ?? ""]?.sql ?? "";
      const named = [...sql.matchAll(/'(aper-[a-z-]+)'/g)].map((match) => match[1]);
      expect(named.sort(), step).toEqual(
        sectionsOfStep(step)
          .map((section) => section.name)
          .sort(),
      );
    }
  });

  it("maps grades A–F to 1–6 (spec 9) and back", () => {
    expect(["A", "B", "C", "D", "E", "F"].map(gradePoint)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(gradePoint("G")).toBeUndefined();
    expect(gradeOfPoint(2)).toBe("B");
    expect(gradeOfPoint(7)).toBeUndefined();
  });

  it("works out the overall and mean grade of an assessment", () => {
    expect(
      assessmentGrades({
        quality: "A",
        output: "B",
        punctuality: "B",
        overallGrade: "B",
        comments: "Good year",
      }),
    ).toEqual({ overall: 2, mean: 1.67 });
    expect(assessmentGrades({ quality: "A", overallGrade: "Z" })).toBeUndefined();
    expect(assessmentGrades({ overallGrade: "A" })).toBeUndefined();
  });
});
