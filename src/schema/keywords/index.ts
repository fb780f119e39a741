import type { SharedKeyword } from "../keywordKit/sharedKeyword";
import { calendarDate } from "./calendarDate";
import { completeRows } from "./completeRows";
import { dateAfter } from "./dateAfter";
import { differentFrom } from "./differentFrom";
import { digitsOnly } from "./digitsOnly";
import { elevenDigitsNotRepeated } from "./elevenDigitsNotRepeated";
import { fullName } from "./fullName";
import { invoiceName } from "./invoiceName";
import { lettersAndDots } from "./lettersAndDots";
import { lettersAndSpaces } from "./lettersAndSpaces";
import { lettersDigitsSpaces } from "./lettersDigitsSpaces";
import { maximumAge } from "./maximumAge";
import { minimumAge } from "./minimumAge";
import { nameText } from "./nameText";
import { nigerianPhone } from "./nigerianPhone";
import { pairedFields } from "./pairedFields";
import { qualificationText } from "./qualificationText";
import { requiredSubject } from "./requiredSubject";
import { scoreOrGpa } from "./scoreOrGpa";
import { strongPassword } from "./strongPassword";
import { tenDigits } from "./tenDigits";
import { uniqueSubjects } from "./uniqueSubjects";

export {
  calendarDate,
  completeRows,
  dateAfter,
  differentFrom,
  digitsOnly,
  elevenDigitsNotRepeated,
  fullName,
  invoiceName,
  lettersAndDots,
  lettersAndSpaces,
  lettersDigitsSpaces,
  maximumAge,
  minimumAge,
  nameText,
  nigerianPhone,
  pairedFields,
  qualificationText,
  requiredSubject,
  scoreOrGpa,
  strongPassword,
  tenDigits,
  uniqueSubjects,
};

/**
 * Every shared validator, in the order the README lists them (the order of spec section 5).
 * Adding a keyword = one file in this folder + one line here.
 */
export const sharedKeywords: readonly SharedKeyword<unknown>[] = [
  nameText,
  invoiceName,
  lettersAndDots,
  nigerianPhone,
  minimumAge,
  maximumAge,
  lettersAndSpaces,
  lettersDigitsSpaces,
  digitsOnly,
  scoreOrGpa,
  calendarDate,
  fullName,
  uniqueSubjects,
  completeRows,
  requiredSubject,
  pairedFields,
  strongPassword,
  tenDigits,
  elevenDigitsNotRepeated,
  differentFrom,
  qualificationText,
  dateAfter,
];
