import { patternKeyword } from "../keywordKit/patternKeyword";

/** A 10-digit number (spec 5), e.g. a NUBAN bank account number; text or a whole number. */
export const tenDigits = patternKeyword({
  name: "tenDigits",
  rule: "Exactly 10 digits (text, or a number whose decimal form is 10 digits).",
  message: "please enter exactly 10 digits",
  pattern: "^[0-9]{10}$",
  types: ["string", "number"],
  examples: {
    schema: true,
    valid: ["0123456789", 1234567890],
    invalid: ["012345678", "01234567890", "012345678a", 123456789, 1234567890.5, ""],
  },
});
