import { patternKeyword } from "../keywordKit/patternKeyword";

const NAME_PART = String.raw`[\p{L}\p{M}'’.-]+`;

/**
 * The invoice form's name check (spec 5, invoice form): letters (any script) with apostrophes,
 * dots and hyphens, single spaces between parts, nothing before the first or after the last
 * character, at least 2 characters. Used for surname, first name and middle name.
 */
export const invoiceName = patternKeyword({
  name: "invoiceName",
  rule: "A name of at least 2 characters: letters, apostrophes, dots and hyphens, single spaces between parts, no leading or trailing spaces.",
  message:
    "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.",
  pattern: `^(?=.{2,}$)${NAME_PART}(?: ${NAME_PART})*$`,
  examples: {
    schema: true,
    valid: ["Ng", "Okafor", "O'Neil", "Ade-Bello", "Mary Jane", "Ọlá", "Adébáyọ̀"],
    invalid: ["A", "", "Okafor ", " Okafor", "Mary  Jane", "Ade1", "Okafor\t"],
  },
});
