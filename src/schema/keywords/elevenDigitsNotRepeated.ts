import { patternKeyword } from "../keywordKit/patternKeyword";

/** An 11-digit number not all the same digit (spec 5), e.g. the NIN; text or a whole number. */
export const elevenDigitsNotRepeated = patternKeyword({
  name: "elevenDigitsNotRepeated",
  rule: "Exactly 11 digits that are not all the same digit (text, or a number).",
  message: "please enter 11 digits that are not all the same",
  pattern: "^(?!([0-9])\\1{10}$)[0-9]{11}$",
  types: ["string", "number"],
  examples: {
    schema: true,
    valid: ["12345678901", "00000000001", 12345678901],
    invalid: ["11111111111", "00000000000", 99999999999, "1234567890", "123456789012", "1234567890a"],
  },
});
