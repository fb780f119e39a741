import { patternKeyword } from "../keywordKit/patternKeyword";

/** Letters, digits and spaces only (spec 5), e.g. exam numbers and serial numbers. */
export const lettersDigitsSpaces = patternKeyword({
  name: "lettersDigitsSpaces",
  rule: "Letters (any script), digits and spaces only, with at least one letter or digit.",
  message: "only letters, digits and spaces are allowed",
  pattern: String.raw`^(?=[\s\S]*[\p{L}\p{Nd}])[\p{L}\p{M}\p{Nd} ]+$`,
  examples: {
    schema: true,
    valid: ["4250101001", "NECO 2023 AB12", "Ọlá 1"],
    invalid: ["", "   ", "4250/101", "AB-12", "WAEC\t2020"],
  },
});
