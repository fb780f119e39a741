import { _, type KeywordCxt } from "ajv";
import { scopedPattern } from "./codegen";
import { collegeAgeCode } from "./collegeYear";
import { keywordError } from "./message";
import type { KeywordExamples, SharedKeyword } from "./sharedKeyword";

/**
 * The date at the start of a date of birth: "2009-05-01", "2009/05/01", "2009-05-01T00:00:00Z"
 * (year, month, day); a year alone ("2009") counts from its first of January.
 */
export const BIRTH_DATE_PATTERN = "^([0-9]{4})(?:[-/]([0-9]{1,2})[-/]([0-9]{1,2}))?(?![0-9])";

export interface AgeLimitOptions {
  readonly name: string;
  readonly rule: string;
  readonly message: string;
  readonly bound: "minimum" | "maximum";
  readonly examples: KeywordExamples<number>;
}

/**
 * An age limit on a date-of-birth string, by the full date (issue 20, item 25: counting by year
 * alone let a 14-year-old whose birthday is in December pass "at least 15" in January). A `code`
 * keyword on purpose: today's date is read every time the validator runs. A `macro` would expand
 * to a fixed pattern and bake the build date into precompiled code. A value without a readable
 * date fails: the rule cannot be shown to hold.
 */
export function ageLimit(options: AgeLimitOptions): SharedKeyword<number> {
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
        const birth = cxt.gen.const("birth", _`${scopedPattern(cxt, BIRTH_DATE_PATTERN)}.exec(${cxt.data})`);
        const age = collegeAgeCode(birth);
        const outside = options.bound === "minimum" ? _`${age} < ${limit}` : _`${age} > ${limit}`;
        cxt.setParams({ limit });
        cxt.fail(_`${birth} === null || ${outside}`);
      },
    },
  };
}
