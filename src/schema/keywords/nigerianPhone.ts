import { patternKeyword } from "../keywordKit/patternKeyword";

/** Nigerian mobile number (spec 5): "+234" then 10 digits, or "0" then 10 digits. */
export const nigerianPhone = patternKeyword({
  name: "nigerianPhone",
  rule: '"+234" followed by 10 digits, or "0" followed by 10 digits.',
  message: "invalid phone number",
  pattern: String.raw`^(?:\+234[0-9]{10}|0[0-9]{10})$`,
  examples: {
    schema: true,
    valid: ["+2348031234567", "08031234567"],
    invalid: [
      "+234803123456",
      "+23480312345678",
      "8031234567",
      "0803123456",
      "080312345678",
      "0803 123 4567",
      "",
    ],
  },
});
