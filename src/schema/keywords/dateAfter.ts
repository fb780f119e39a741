import { _, type KeywordCxt } from "ajv";
import { isGiven, propertyLabel, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

/** For each date property, the sibling date it must follow and at most how many days after it. */
export type DateAfterValue = Readonly<Record<string, { readonly after: string; readonly maxDays: number }>>;

const MESSAGE = "must be after {otherLabel} and at most {maxDays} days after it";
const DAY_MS = 86_400_000;

/**
 * A date must fall after a sibling date and within a span of it, e.g. a placement's end after
 * its start and at most a year later: `"dateAfter": { "endDate": { "after": "startDate",
 * "maxDays": 366 } }`. Both are yyyy-mm-dd (`format: "date"` checks them); the rule waits until
 * both are given and readable. The error is on the later field and names the earlier by its title.
 */
export const dateAfter: SharedKeyword<DateAfterValue> = {
  name: "dateAfter",
  rule: "Each named date, when it and its sibling are given, is after the sibling date and at most maxDays days after it.",
  message: MESSAGE,
  examples: {
    schema: { endDate: { after: "startDate", maxDays: 366 } },
    valid: [
      { startDate: "2026-01-05", endDate: "2026-06-30" },
      { startDate: "2026-01-05", endDate: "2027-01-05" },
      { startDate: "2026-01-05" },
    ],
    invalid: [
      { startDate: "2026-01-05", endDate: "2026-01-05" },
      { startDate: "2026-01-05", endDate: "2025-12-31" },
      { startDate: "2026-01-05", endDate: "2027-01-07" },
    ],
  },
  definition: {
    keyword: "dateAfter",
    type: "object",
    schemaType: "object",
    metaSchema: {
      type: "object",
      minProperties: 1,
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["after", "maxDays"],
        properties: { after: { type: "string" }, maxDays: { type: "integer", minimum: 1 } },
      },
    },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const rules: DateAfterValue = cxt.schema;
      const { gen, data } = cxt;
      for (const [property, { after, maxDays }] of Object.entries(rules)) {
        const otherLabel = propertyLabel(cxt, after);
        const end = _`Date.parse(${data}[${property}])`;
        const start = _`Date.parse(${data}[${after}])`;
        // Unreadable dates are format's to report; this rule compares only two real dates.
        gen.if(
          _`${isGiven(_`${data}[${property}]`)} && ${isGiven(_`${data}[${after}]`)} && !isNaN(${end}) && !isNaN(${start}) && (${end} <= ${start} || ${end} - ${start} > ${maxDays * DAY_MS})`,
          () => reportAt(cxt, [property], { property, other: after, otherLabel, maxDays }),
        );
      }
    },
  },
};
