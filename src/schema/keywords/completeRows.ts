import { _, type KeywordCxt, type Name } from "ajv";
import { isGiven, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";
import { DEFAULT_SUBJECT_PROPERTY } from "./uniqueSubjects";

/** `true` (8 rows), a row count, or the count with the row's property names. */
export type CompleteRowsValue =
  | boolean
  | number
  | { readonly rows?: number; readonly subject?: string; readonly grade?: string };

/** Spec 9: "Default subject rows 8". */
export const DEFAULT_COMPLETE_ROWS = 8;
const MESSAGE = "please enter both subject and grade for each of the first {rows} subjects";

interface RowRule {
  readonly rows: number;
  readonly subject: string;
  readonly grade: string;
}

function rowRule(value: Exclude<CompleteRowsValue, false>): RowRule {
  if (value === true)
    return { rows: DEFAULT_COMPLETE_ROWS, subject: DEFAULT_SUBJECT_PROPERTY, grade: "grade" };
  if (typeof value === "number") return { rows: value, subject: DEFAULT_SUBJECT_PROPERTY, grade: "grade" };
  return {
    rows: value.rows ?? DEFAULT_COMPLETE_ROWS,
    subject: value.subject ?? DEFAULT_SUBJECT_PROPERTY,
    grade: value.grade ?? "grade",
  };
}

/**
 * Each of the first N subject rows has both a subject and a grade (spec 5; N defaults to 8).
 * Errors point at the missing field of the row (`/olevel/0/subjects/3/grade`) so the form marks
 * the exact cell; a list shorter than N is reported once on the list itself.
 */
export const completeRows: SharedKeyword<CompleteRowsValue> = {
  name: "completeRows",
  rule: 'Each of the first N rows (default 8) has both a subject and a grade. Value: true, N, or { "rows": N, "subject": "subjectId", "grade": "grade" }.',
  message: MESSAGE,
  examples: {
    schema: { rows: 2, subject: "subject" },
    valid: [
      [
        { subject: "English", grade: "B2" },
        { subject: "Mathematics", grade: "C4" },
      ],
      [
        { subject: "English", grade: "B2" },
        { subject: "Mathematics", grade: "C4" },
        { subject: "", grade: "" },
      ],
    ],
    invalid: [
      [{ subject: "English", grade: "B2" }],
      [{ subject: "English", grade: "B2" }, { subject: "Mathematics" }],
      [{ subject: "English", grade: " " }, { grade: "C4" }],
      [{ subject: "English", grade: "B2" }, null],
    ],
  },
  definition: {
    keyword: "completeRows",
    type: "array",
    schemaType: ["boolean", "number", "object"],
    metaSchema: {
      anyOf: [
        { type: "boolean" },
        { type: "integer", minimum: 1 },
        {
          type: "object",
          properties: {
            rows: { type: "integer", minimum: 1 },
            subject: { type: "string", minLength: 1 },
            grade: { type: "string", minLength: 1 },
          },
          additionalProperties: false,
        },
      ],
    },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const value: CompleteRowsValue = cxt.schema;
      if (value === false) return;
      const { rows, subject, grade } = rowRule(value);
      const { gen, data } = cxt;
      gen.if(_`${data}.length < ${rows}`, () => reportAt(cxt, [], { rows }));
      gen.forRange("row", 0, _`Math.min(${data}.length, ${rows})`, (row: Name) => {
        const item = gen.const("item", _`${data}[${row}]`);
        gen.if(
          _`${item} !== null && typeof ${item} == "object" && !Array.isArray(${item})`,
          () => {
            for (const property of [subject, grade]) {
              gen.if(_`!${isGiven(_`${item}[${property}]`)}`, () =>
                reportAt(cxt, [row, property], { rows, row, property }),
              );
            }
          },
          () => reportAt(cxt, [row], { rows, row }),
        );
      });
    },
  },
};
