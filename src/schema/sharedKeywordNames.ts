/**
 * The names of the shared keywords (src/schema/keywords), which carry the spec's own messages.
 * Kept apart from the keywords themselves so that the browser's message table does not load every
 * keyword's code (bench:bundle); `sharedKeywordNames.test.ts` keeps the two lists equal.
 */
export const SHARED_KEYWORD_NAMES: readonly string[] = [
  "nameText",
  "invoiceName",
  "lettersAndDots",
  "nigerianPhone",
  "minimumAge",
  "maximumAge",
  "lettersAndSpaces",
  "lettersDigitsSpaces",
  "digitsOnly",
  "scoreOrGpa",
  "calendarDate",
  "fullName",
  "uniqueSubjects",
  "completeRows",
  "requiredSubject",
  "pairedFields",
  "strongPassword",
  "tenDigits",
  "elevenDigitsNotRepeated",
  "differentFrom",
  "qualificationText",
  "dateAfter",
];
