import { _, type KeywordCxt } from "ajv";
import { scopedPattern } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

/** One digit, then optionally a dot and one or two digits. */
const SCORE_PATTERN = String.raw`^[0-9](?:\.[0-9]{1,2})?$`;
const MESSAGE = "please enter a score from 0 to 5 with at most 2 decimal places";

/**
 * Score or GPA on the 5-point scale (spec 5): at most 5, written as one digit with optional 1 or 2
 * decimals. Numbers are judged by their decimal text, so 4.999 fails whether sent as text or number.
 */
export const scoreOrGpa: SharedKeyword<boolean> = {
  name: "scoreOrGpa",
  rule: "A number or numeric text from 0 to 5: one digit with an optional 1 or 2 decimal places.",
  message: MESSAGE,
  examples: {
    schema: true,
    valid: ["4.99", "5", "5.00", "0", "3.5", 4.99, 5, 0],
    invalid: ["5.001", "5.01", "4.999", "6", "10", "-1", " 4", "4.", "", 5.01, 4.999, -1, 6],
  },
  definition: {
    keyword: "scoreOrGpa",
    type: ["number", "string"],
    schemaType: "boolean",
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      if (cxt.schema !== true) return;
      const text = cxt.gen.const("score", _`String(${cxt.data})`);
      cxt.fail(_`!${scopedPattern(cxt, SCORE_PATTERN)}.test(${text}) || Number(${text}) > 5`);
    },
  },
};
