import { patternKeyword } from "../keywordKit/patternKeyword";

/** Optional text of letters and dots only (spec 5), e.g. initials "A.B.". */
export const lettersAndDots = patternKeyword({
  name: "lettersAndDots",
  rule: "Empty, or letters (any script) and dots only.",
  message: "only letters and dots are allowed",
  pattern: String.raw`^[\p{L}\p{M}.]*$`,
  examples: {
    schema: true,
    valid: ["A.B.", "", "Ọlá", "Okafor"],
    invalid: ["A. B.", "A1", "O'Neil", "Ade-Bello"],
  },
});
