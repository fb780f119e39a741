import { describe, expect, it } from "vitest";
import { DEFAULT_MATRIC_NUMBER_PATTERN, type MatricPattern, parseMatricPattern } from "../matricNumber";
import { movedMatricPrefix } from "./matricNumberMove";

function pattern(text: string): MatricPattern {
  const parsed = parseMatricPattern(text);
  if ("error" in parsed) throw new Error(parsed.error);
  return parsed;
}

const before = {
  programmeCode: "NCE",
  departmentCode: "CSC",
  applicationTypeId: "nce",
  sessionName: "2025/2026",
};

describe("a moved student's matric number", () => {
  it("needs a new prefix when the pattern names the department", () => {
    expect(
      movedMatricPrefix(pattern(DEFAULT_MATRIC_NUMBER_PATTERN), before, {
        programmeCode: "NCE",
        departmentCode: "BLD",
      }),
    ).toBe("NCE/2025/BLD/");
  });

  it("keeps the number when the pattern names neither programme nor department, or nothing changed", () => {
    expect(
      movedMatricPrefix(pattern("{type}/{year}/{serial:5}"), before, {
        programmeCode: "BED",
        departmentCode: "BLD",
      }),
    ).toBeNull();
    expect(
      movedMatricPrefix(pattern("{programme}/{yy}/{serial}"), before, {
        programmeCode: "NCE",
        departmentCode: "BLD",
      }),
    ).toBeNull();
    expect(
      movedMatricPrefix(pattern("{programme}/{yy}/{serial}"), before, {
        programmeCode: "BED",
        departmentCode: "BLD",
      }),
    ).toBe("BED/25/");
  });
});
