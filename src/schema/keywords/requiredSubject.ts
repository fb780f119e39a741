import { _, type Code, type KeywordCxt, type Name } from "ajv";
import { isGiven, reportAt } from "../keywordKit/codegen";
import { keywordError } from "../keywordKit/message";
import type { SharedKeyword } from "../keywordKit/sharedKeyword";
import { DEFAULT_SUBJECT_PROPERTY } from "./uniqueSubjects";

export interface RequiredSubjectValue {
  /** The subject's id (or its text, for rows holding names): English Language is 9 (spec 9). */
  readonly id: number | string;
  /** The subject's name, for the message: "English Language is required". */
  readonly name: string;
  /** The row property holding the subject; default "subjectId". */
  readonly property?: string;
  /**
   * Set when the list holds sittings rather than rows: the sitting property holding the rows
   * (e.g. "subjects"). The subject may then be in any sitting, as results of two sittings combine.
   */
  readonly within?: string;
}

const MESSAGE = "{subject} is required";

/**
 * An O-level result must include a given subject (spec 9: "English subject id 9"). Rows are
 * `{ subjectId, grade }` objects or the subjects themselves, compared like `uniqueSubjects` does
 * (as text, ignoring case and surrounding spaces). The error sits on the subject list (with
 * `within`, the first sitting's), where the applicant adds the missing row.
 */
export const requiredSubject: SharedKeyword<RequiredSubjectValue> = {
  name: "requiredSubject",
  rule: 'Some row holds the given subject (compared as text, ignoring case and spaces). Value: { "id": 9, "name": "English Language" }, plus "property" (the row property, default "subjectId") or "within" (on a list of sittings: where a sitting keeps its rows; any sitting may hold it).',
  message: MESSAGE,
  examples: {
    schema: { id: 9, name: "English Language" },
    valid: [
      [{ subjectId: 1 }, { subjectId: 9, grade: "C4" }],
      [{}, { subjectId: 9 }],
    ],
    invalid: [[], [{ subjectId: 1, grade: "A1" }, { grade: "B2" }], [{ subjectId: "90" }]],
  },
  definition: {
    keyword: "requiredSubject",
    type: "array",
    schemaType: "object",
    metaSchema: {
      type: "object",
      required: ["id", "name"],
      properties: {
        id: { type: ["integer", "string"], minLength: 1 },
        name: { type: "string", minLength: 1 },
        property: { type: "string", minLength: 1 },
        within: { type: "string", minLength: 1 },
      },
      additionalProperties: false,
    },
    error: keywordError(MESSAGE),
    code(cxt: KeywordCxt) {
      const value: RequiredSubjectValue = cxt.schema;
      const property = value.property ?? DEFAULT_SUBJECT_PROPERTY;
      const wanted = String(value.id).trim().toLowerCase();
      const { gen, data } = cxt;
      const found = gen.let("found", false);
      const isRecord = (item: Code) =>
        _`${item} !== null && typeof ${item} == "object" && !Array.isArray(${item})`;

      const scan = (rows: Code) =>
        gen.forRange("row", 0, _`${rows}.length`, (row: Name) => {
          const item = gen.const("item", _`${rows}[${row}]`);
          const subject = gen.const("subject", _`${isRecord(item)} ? ${item}[${property}] : ${item}`);
          gen.if(
            _`${isGiven(subject)} && typeof ${subject} != "object" && String(${subject}).trim().toLowerCase() === ${wanted}`,
            () => gen.assign(found, true),
          );
        });

      const within = value.within;
      if (within === undefined) scan(data);
      else
        gen.forRange("sitting", 0, _`${data}.length`, (sitting: Name) => {
          const rows = gen.const(
            "rows",
            _`${isRecord(_`${data}[${sitting}]`)} ? ${data}[${sitting}][${within}] : undefined`,
          );
          gen.if(_`Array.isArray(${rows})`, () => scan(rows));
        });

      const params = { subject: value.name };
      gen.if(_`!${found}`, () => {
        if (within === undefined) reportAt(cxt, [], params);
        else
          gen.if(
            _`${data}.length > 0`,
            () => reportAt(cxt, ["0", within], params),
            () => reportAt(cxt, [], params),
          );
      });
    },
  },
};
