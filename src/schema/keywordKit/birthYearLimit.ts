import { _, type KeywordCxt } from "ajv";
import { scopedPattern } from "./codegen";
import { collegeYearCode } from "./collegeYear";
import { keywordError } from "./message";
import type { KeywordExamples, SharedKeyword } from "./sharedKeyword";

/** The year at the start of a date of birth: "2009-05-01", "2009/05/01", "2009-05-01T00:00:00Z". */
export const BIRTH_YEAR_PATTERN = "^([0-9]{4})(?:[-/]|$)";

export interface BirthYearLimitOptions {
  readonly name: string;
  readonly rule: string;
  readonly message: string;
  readonly bound: "minimum" | "maximum";
  readonly examples: KeywordExamples<number>;
}

/**
 * An age limit on a date-of-birth string, by year only (the spec's "age by year": this year minus
 * the birth year). A `code` keyword on purpose: the current year is read every time the validator
 * runs. A `macro` would expand to a fixed pattern and bake the build date into precompiled code.
 * A value without a readable year fails: the rule cannot be shown to hold.
 */
export function birthYearLimit(options: BirthYearLimitOptions): SharedKeyword<number> {
  return {
    name: options.name,
    rule: options.rule,
    message: options.message,
    examples: options.examples,
    definition: {
      keyword: options.name,
      type: "string",
      schemaType: "number", // ajv checks schemaType with typeof; the meta-schema asks for an integer
      metaSchema: { type: "integer", minimum: 0, maximum: 150 },
      error: keywordError(options.message),
      code(cxt: KeywordCxt) {
        const limit: number = cxt.schema;
        const birth = cxt.gen.const("birth", _`${scopedPattern(cxt, BIRTH_YEAR_PATTERN)}.exec(${cxt.data})`);
        const age = _`${collegeYearCode} - Number(${birth}[1])`;
        const outside = options.bound === "minimum" ? _`${age} < ${limit}` : _`${age} > ${limit}`;
        cxt.setParams({ limit });
        cxt.fail(_`${birth} === null || ${outside}`);
      },
    },
  };
}
