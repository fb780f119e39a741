import { describe, expect, it } from "vitest";
import { answersOf, hasAnswers, sameAnswers } from "./draftContent";

/** What rjsf fills into an untouched NCE form: an empty section and one sitting of 8 empty rows. */
const OPENED_NCE_FORM = {
  personal: {},
  olevel: [{ subjects: [{}, {}, {}, {}, {}, {}, {}, {}] }],
};

describe("draft answers", () => {
  it("finds no answer in a form as it opens", () => {
    expect(answersOf(OPENED_NCE_FORM)).toBeUndefined();
    expect(hasAnswers(OPENED_NCE_FORM)).toBe(false);
    expect(hasAnswers({})).toBe(false);
    expect(hasAnswers({ personal: { surname: "", middleName: null, title: undefined } })).toBe(false);
  });

  it("counts every real value, false and 0 included", () => {
    expect(hasAnswers({ personal: { surname: "Okafor" } })).toBe(true);
    expect(hasAnswers({ sponsor: { selfSponsored: false } })).toBe(true);
    expect(hasAnswers({ history: [{ years: 0 }] })).toBe(true);
  });

  it("keeps a filled row at its position among empty ones", () => {
    const third = { olevel: [{ subjects: [{}, {}, { subjectId: 9, gradeId: 1 }, {}] }] };
    expect(answersOf(third)).toEqual({
      olevel: [{ subjects: [undefined, undefined, { subjectId: 9, gradeId: 1 }, undefined] }],
    });
  });

  it("sees the defaults of a step opening as no change, and a typed letter as one", () => {
    expect(sameAnswers({}, OPENED_NCE_FORM)).toBe(true);
    const saved = { personal: { surname: "Okafor" } };
    expect(
      sameAnswers(saved, { ...saved, ...OPENED_NCE_FORM, personal: { surname: "Okafor", middleName: "" } }),
    ).toBe(true);
    expect(sameAnswers(saved, { personal: { surname: "Okafo" } })).toBe(false);
    expect(
      sameAnswers(saved, { personal: { surname: "Okafor" }, olevel: [{ subjects: [{ gradeId: 1 }] }] }),
    ).toBe(false);
  });
});
