import { patternKeyword } from "../keywordKit/patternKeyword";

/**
 * Password strength (spec 5): 8 to 30 characters with a digit, a lowercase letter, an uppercase
 * letter and a special character (anything that is not a letter, digit or whitespace).
 */
export const strongPassword = patternKeyword({
  name: "strongPassword",
  rule: "8 to 30 characters with at least one digit, one lowercase letter, one uppercase letter and one special character.",
  message:
    "password must be 8 to 30 characters long and contain a digit, a lowercase letter, an uppercase letter and a special character",
  pattern: String.raw`^(?=[\s\S]*[0-9])(?=[\s\S]*\p{Ll})(?=[\s\S]*\p{Lu})(?=[\s\S]*[^\p{L}\p{N}\s])[\s\S]{8,30}$`,
  examples: {
    schema: true,
    valid: ["Passw0rd!", "Ab1!Ab1!", `Aa1!${"x".repeat(26)}`],
    invalid: ["Ab1!Ab1", `Aa1!${"x".repeat(27)}`, "password1!", "PASSWORD1!", "Password!!", "Password12", ""],
  },
});
