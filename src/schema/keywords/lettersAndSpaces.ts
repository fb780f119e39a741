import { patternKeyword } from "../keywordKit/patternKeyword";

/** Letters and whitespace only (spec 5), with at least one letter so blank text does not pass. */
export const lettersAndSpaces = patternKeyword({
  name: "lettersAndSpaces",
  rule: "Letters (any script) and whitespace only, with at least one letter.",
  message: "only letters and spaces are allowed",
  pattern: String.raw`^(?=[\s\S]*\p{L})[\p{L}\p{M}\s]+$`,
  examples: {
    schema: true,
    valid: ["Computer Science", "Ọlá", "Technical Education"],
    invalid: ["", "   ", "Physics 2", "Agric.", "Home-Economics"],
  },
});
