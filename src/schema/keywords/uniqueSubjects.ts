import { _, type KeywordCxt, type Name } from "ajv";
import { isGiven, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";

/** `true` (rows' `subjectId`) or the name of the row property holding the subject. */
export type UniqueSubjectsValue = boolean | string;

export const DEFAULT_SUBJECT_PROPERTY = "subjectId";
const MESSAGE = "this subject has already been entered";

/**
 * Subjects in a result list are unique, ignoring case and surrounding spaces (spec 5). Rows are
 * objects (`{ subjectId, grade }`) or plain subject names. The error sits on the repeated row's
 * subject (e.g. `/olevel/0/subjects/3/subjectId`), so the form marks the second entry, not the list.
 * Empty subjects are left to `completeRows`/`required`.
 */
export const uniqueSubjects: SharedKeyword<UniqueSubjectsValue> = {
  name: "uniqueSubjects",
  rule: 'No subject appears twice in the list, ignoring case and surrounding spaces. Value: true (rows\' "subjectId") or the row property to compare.',
  message: MESSAGE,
  examples: {
    schema: "subject",
    valid: [
      [],
      [{ subject: "English" }, { subject: "Mathematics" }],
      [{ subject: "English" }, { subject: "" }, { subject: "" }],
      [{ grade: "A1" }, { subject: "Physics" }],
    ],
    invalid: [
      [{ subject: "English" }, { subject: "english" }],
      [{ subject: "Biology" }, { subject: "Chemistry" }, { subject: " BIOLOGY " }],
    ],
  },
  definition: {
    keyword: "uniqueSubjects",
    type: "array",
    schemaType: ["boolean", "string"],
    metaSchema: { anyOf: [{ type: "boolean" }, { type: "string", minLength: 1 }] },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const value: UniqueSubjectsValue = cxt.schema;
      if (value === false) return;
      const property = value === true ? DEFAULT_SUBJECT_PROPERTY : value;
      const { gen, data } = cxt;
      const seen = gen.const("seenSubjects", _`new Set()`);
      gen.forRange("row", 0, _`${data}.length`, (row: Name) => {
        const item = gen.const("item", _`${data}[${row}]`);
        const isRecord = _`${item} !== null && typeof ${item} == "object" && !Array.isArray(${item})`;
        // A row is either an object with the subject property, or the subject itself.
        const subject = gen.const("subject", _`${isRecord} ? ${item}[${property}] : ${item}`);
        gen.if(_`${isGiven(subject)} && typeof ${subject} != "object"`, () => {
          const key = gen.const("subjectKey", _`String(${subject}).trim().toLowerCase()`);
          gen.if(
            _`${seen}.has(${key})`,
            () =>
              gen.if(
                isRecord,
                () => reportAt(cxt, [row, property], { row, property }),
                () => reportAt(cxt, [row], { row }),
              ),
            () => gen.code(_`${seen}.add(${key})`),
          );
        });
      });
    },
  },
};
