import { describe, expect, it } from "vitest";
import { applyTypeLimits, typeLimitProblems } from "./typeLimits";

describe("typeLimitProblems", () => {
  it("accepts no limits and good ones", () => {
    expect(typeLimitProblems(undefined)).toEqual([]);
    expect(
      typeLimitProblems({ olevelRows: 5, minimumAge: 16, maximumAge: 45, certificateTypes: [2, 4] }),
    ).toEqual([]);
  });

  it.each([
    [[], '"limits" must be an object'],
    [{ olevelRows: 13 }, '"limits.olevelRows" must be an integer from 1 to 12'],
    [{ minimumAge: 15.5 }, '"limits.minimumAge" must be an integer from 0 to 120'],
    [{ minimumAge: 40, maximumAge: 30 }, '"limits.minimumAge" must not be above "limits.maximumAge"'],
    [
      { certificateTypes: [2, 2] },
      '"limits.certificateTypes" must be a non-empty list of distinct certificate type ids (positive integers)',
    ],
    [
      { certificateTypes: [] },
      '"limits.certificateTypes" must be a non-empty list of distinct certificate type ids (positive integers)',
    ],
  ])("refuses %j", (limits, problem) => {
    expect(typeLimitProblems(limits)).toEqual([problem]);
  });
});

describe("applyTypeLimits", () => {
  const rows = (count: number) => Array.from({ length: count }, () => ({}));
  const piece = {
    type: "object",
    properties: {
      subjects: { type: "array", completeRows: 8, typeLimits: { completeRows: "olevelRows" } },
      certificateTypeId: { type: "integer", typeLimits: { enum: "certificateTypes" } },
    },
  };

  it("keeps the piece's defaults when the type sets nothing, and drops the annotations", () => {
    expect(applyTypeLimits(piece).schema).toEqual({
      type: "object",
      properties: {
        subjects: { type: "array", completeRows: 8, default: rows(8) },
        certificateTypeId: { type: "integer" },
      },
    });
  });

  it("sets the marked keywords from the limits and reports the limits nothing took", () => {
    const { schema, unused } = applyTypeLimits(piece, {
      olevelRows: 5,
      certificateTypes: [1],
      maximumAge: 50,
    });
    expect(schema.properties).toEqual({
      subjects: { type: "array", completeRows: 5, default: rows(5) },
      certificateTypeId: { type: "integer", enum: [1] },
    });
    expect(unused).toEqual(["maximumAge"]);
  });

  it("starts a list with as many empty rows as it needs filled, unless it sets its own default", () => {
    const own = { type: "array", completeRows: 3, default: [{ subjectId: 9 }] };
    expect(applyTypeLimits(own).schema.default).toEqual([{ subjectId: 9 }]);
    // Not for a list without the rule, nor for a value that is not a list.
    expect(applyTypeLimits({ type: "array" }).schema).toEqual({ type: "array" });
    expect(applyTypeLimits({ type: "string", completeRows: 2 }).schema).toEqual({
      type: "string",
      completeRows: 2,
    });
  });

  it("refuses a piece that marks a limit that does not exist", () => {
    expect(() => applyTypeLimits({ type: "array", typeLimits: { minItems: "rows" } })).toThrow(
      '"typeLimits" names "rows", which is not a limit',
    );
  });
});
