import { describe, expect, it } from "vitest";
import { emptyPlaceholderDates, isPlaceholderDate } from "./index";

describe("placeholder dates", () => {
  it.each([
    "0001-01-01T00:00:00",
    "0001-01-01T00:00:00Z",
    "0001-01-01T00:00:00.000",
    "0001-01-01T00:00:00.0000000Z",
    "0001-01-01T00:00:00+00:00",
  ])("reads %s as empty", (value) => {
    expect(isPlaceholderDate(value)).toBe(true);
  });

  it.each(["0001-01-01", "0001-01-01T00:00:01", "2001-01-01T00:00:00", " 0001-01-01T00:00:00", "", null, 1])(
    "keeps %s",
    (value) => {
      expect(isPlaceholderDate(value)).toBe(false);
    },
  );

  it("empties placeholders at any depth without touching the input", () => {
    const record = {
      surname: "Okafor",
      dateOfBirth: "0001-01-01T00:00:00",
      appliedToUniversityDate: "2019-05-01T00:00:00",
      educationHistory: [{ schoolName: "GC Ibadan", dateFrom: "0001-01-01T00:00:00Z" }],
      sponsor: { fullname: "Ngozi Okafor", since: "0001-01-01T00:00:00.000" },
      numberOfChildren: 0,
      disability: null,
    };
    const before = structuredClone(record);
    const mapped = emptyPlaceholderDates(record);
    expect(mapped).toEqual({
      surname: "Okafor",
      dateOfBirth: undefined,
      appliedToUniversityDate: "2019-05-01T00:00:00",
      educationHistory: [{ schoolName: "GC Ibadan", dateFrom: undefined }],
      sponsor: { fullname: "Ngozi Okafor", since: undefined },
      numberOfChildren: 0,
      disability: null,
    });
    expect(record).toEqual(before);
    expect(mapped).not.toBe(record);
  });

  it("handles a bare value and leaves non-plain objects alone", () => {
    expect(emptyPlaceholderDates("0001-01-01T00:00:00")).toBeUndefined();
    const date = new Date(0);
    expect(emptyPlaceholderDates({ at: date }).at).toBe(date);
  });
});
