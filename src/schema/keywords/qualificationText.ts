import { patternKeyword } from "../keywordKit/patternKeyword";

/**
 * The name of a qualification as applicants write it: letters with spaces, dots or hyphens
 * ("A-level", "B.Sc.", "ND"), with at least one letter. Issue 20, item 25: the direct-entry
 * qualification offered "A-level" in its hint while `lettersAndSpaces` refused the hyphen.
 */
export const qualificationText = patternKeyword({
  name: "qualificationText",
  rule: "Letters (any script), spaces, dots and hyphens, with at least one letter.",
  message: "only letters, spaces, dots and hyphens are allowed",
  pattern: String.raw`^(?=[\s\S]*\p{L})[\p{L}\p{M} .\-]+$`,
  examples: {
    schema: true,
    valid: ["A-level", "NCE", "ND", "B.Sc. Education", "IJMB"],
    invalid: ["", " - ", "A-level 2", "HND/ND", "NCE!"],
  },
});
