import { _, type KeywordCxt } from "ajv";
import { scopedPattern } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

/** yyyy-mm-dd or yyyy/mm/dd, the same separator twice. */
const DATE_PATTERN = "^([0-9]{4})([-/])([0-9]{2})\\2([0-9]{2})$";
const MESSAGE = "invalid date. Please use yyyy-mm-dd or yyyy/mm/dd with a real month and day";

/**
 * A calendar date (spec 5): yyyy-mm-dd or yyyy/mm/dd with a month that exists and a day that
 * exists in that month (29 February only in leap years). The generated code lets `Date` do the
 * calendar arithmetic: a date that rolls over into another day did not exist.
 */
export const calendarDate: SharedKeyword<boolean> = {
  name: "calendarDate",
  rule: "yyyy-mm-dd or yyyy/mm/dd with a real month and day; 29 February only in leap years.",
  message: MESSAGE,
  examples: {
    schema: true,
    valid: ["2024-02-29", "2000/02/29", "2023-12-31", "1999-01-01"],
    invalid: [
      "2023-02-29",
      "1900-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-04-31",
      "2024-01-00",
      "2024-1-5",
      "2024/01-05",
      "01/05/2024",
      "2024-01-05T00:00:00",
      "",
    ],
  },
  definition: {
    keyword: "calendarDate",
    type: "string",
    schemaType: "boolean",
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const { gen } = cxt;
      const parts = gen.const("dateParts", _`${scopedPattern(cxt, DATE_PATTERN)}.exec(${cxt.data})`);
      const calendar = gen.let("calendar");
      const year = _`Number(${parts}[1])`;
      const month = _`Number(${parts}[3]) - 1`;
      const day = _`Number(${parts}[4])`;
      // setUTCFullYear (unlike Date.UTC) keeps years 0-99 as written.
      cxt.fail(
        _`${parts} === null || (${calendar} = new Date(0), ${calendar}.setUTCFullYear(${year}, ${month}, ${day}), ${calendar}.getUTCFullYear() !== ${year} || ${calendar}.getUTCMonth() !== ${month} || ${calendar}.getUTCDate() !== ${day})`,
      );
    },
  },
};
