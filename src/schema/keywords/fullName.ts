import { patternKeyword } from "../keywordKit/patternKeyword";

const PART = String.raw`[\p{L}\p{M}'’.-]+`;

/** Full name (spec 5): at least two parts separated by spaces, e.g. a next of kin's name. */
export const fullName = patternKeyword({
  name: "fullName",
  rule: "At least two name parts (letters, apostrophes, dots, hyphens) separated by spaces; no leading or trailing spaces.",
  message: "please enter at least two names separated by a space",
  pattern: `^${PART}(?: +${PART})+$`,
  examples: {
    schema: true,
    valid: ["Ada Okafor", "Adébáyọ̀ Ọlá Ogunleye", "Mary-Jane O'Neil"],
    invalid: ["Okafor", "", " Ada Okafor", "Ada Okafor ", "Ada 0kafor"],
  },
});
