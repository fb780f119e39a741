import { patternKeyword } from "../keywordKit/patternKeyword";

/** Digits only (spec 5), kept as text so leading zeros survive (PINs, serial numbers). */
export const digitsOnly = patternKeyword({
  name: "digitsOnly",
  rule: "One or more ASCII digits, nothing else.",
  message: "only digits are allowed",
  pattern: "^[0-9]+$",
  examples: {
    schema: true,
    valid: ["0", "0123456789", "42"],
    invalid: ["", " 42", "42 ", "4.2", "-42", "١٢٣"],
  },
});
