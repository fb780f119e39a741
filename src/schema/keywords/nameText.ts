import { patternKeyword } from "../keywordKit/patternKeyword";

/** A word character in any script: letters, combining marks (tone marks in Yorùbá), digits, underscore. */
const WORD = String.raw`[\p{L}\p{M}\p{Nd}_ ]`;

/**
 * Name-like text (spec 5, shared validators): empty, or at least 3 characters of word characters
 * and spaces ending in a letter, where single apostrophes, commas or hyphens may join the words.
 */
export const nameText = patternKeyword({
  name: "nameText",
  rule: "Empty, or at least 3 characters of letters, digits, underscores and spaces ending in a letter; single apostrophes, commas or hyphens may separate words.",
  message:
    "invalid format. Use at least 3 characters ending with a letter: letters, digits and spaces, with apostrophes, commas or hyphens between words.",
  pattern: String.raw`^(?:|(?=.{3,}$)(?:${WORD}+['’,-])*${WORD}*\p{L}\p{M}*)$`,
  examples: {
    schema: true,
    valid: ["Ikeja", "", "O'Brien", "Mary-Jane", "Smith, John", "Ọlá", "Adébáyọ̀", "Zone 4 Abuja"],
    invalid: ["Ab", "Ikeja ", "Lagos 2", "-Ade", "Ade--Ola", "Ade'", "Ade.Ola", "Ade\nOla"],
  },
});
