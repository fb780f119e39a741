import { describe, expect, it } from "vitest";
import { formatApplicationNumber, parseApplicationNumber } from "./applicationNumber";
import {
  DEFAULT_MATRIC_NUMBER_PATTERN,
  matricNumberOf,
  matricPrefix,
  parseMatricPattern,
  REG_NUMBER_RULE,
} from "./matricNumber";

const facts = {
  programmeCode: "NCE",
  departmentCode: "CSC",
  applicationTypeId: "pre_nce",
  sessionName: "2026/2027",
};

describe("matric number patterns", () => {
  it("makes the college's numbers by default", () => {
    const pattern = parseMatricPattern(DEFAULT_MATRIC_NUMBER_PATTERN);
    if ("error" in pattern) throw new Error(pattern.error);
    const prefix = matricPrefix(pattern, facts);
    expect(prefix).toBe("NCE/2026/CSC/");
    expect(matricNumberOf(pattern, prefix, 7)).toBe("NCE/2026/CSC/0007");
  });

  it("reads the other tokens and the serial width", () => {
    const pattern = parseMatricPattern("{yy}{type}/{serial:6}");
    if ("error" in pattern) throw new Error(pattern.error);
    const number = matricNumberOf(pattern, matricPrefix(pattern, facts), 42);
    expect(number).toBe("26PRENCE/000042");
    expect(number).toMatch(REG_NUMBER_RULE);
  });

  it("refuses patterns that cannot give valid, separately counted numbers", () => {
    for (const bad of [
      "{year}{programme}",
      "{year}{programme}{serial}",
      "{serial}/{year}",
      "nce/{serial}",
      "{year}//{serial}",
    ])
      expect(parseMatricPattern(bad), bad).toHaveProperty("error");
  });
});

describe("application numbers", () => {
  it("round-trips", () => {
    const number = formatApplicationNumber("pre_nce", "2026/2027", 12);
    expect(number).toBe("PRE_NCE/2026/000012");
    expect(parseApplicationNumber(` ${number.toLowerCase()} `)).toEqual({
      applicationTypeId: "pre_nce",
      year: "2026",
      applicantId: 12,
    });
    expect(parseApplicationNumber("NCE/2026/99999999999")).toBeUndefined();
    expect(parseApplicationNumber("12345678AB")).toBeUndefined();
  });
});
