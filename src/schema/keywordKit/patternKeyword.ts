import { _, type JSONType, type KeywordCxt } from "ajv";
import { scopedPattern } from "./codegen";
import { keywordError } from "./message";
import type { KeywordExamples, SharedKeyword } from "./sharedKeyword";

export interface PatternKeywordOptions {
  readonly name: string;
  readonly rule: string;
  readonly message: string;
  /** Unicode-mode regular expression source the whole value must match. */
  readonly pattern: string;
  /**
   * Data types the rule reads. Numbers are checked through their decimal text, so an 11-digit
   * NIN sent as a number is judged like the same digits sent as text.
   */
  readonly types?: readonly ("string" | "number")[];
  readonly examples: KeywordExamples<boolean>;
}

/**
 * A flag keyword (`"nigerianPhone": true`) whose rule is one regular expression. `false` turns it
 * off, which lets an application schema relax a shared definition without copying it.
 */
export function patternKeyword(
  options: PatternKeywordOptions,
): SharedKeyword<boolean> & { readonly pattern: string } {
  const types: JSONType[] = [...(options.types ?? ["string"])];
  return {
    name: options.name,
    rule: options.rule,
    message: options.message,
    pattern: options.pattern,
    examples: options.examples,
    definition: {
      keyword: options.name,
      type: types,
      schemaType: "boolean",
      error: keywordError(options.message),
      code(cxt: KeywordCxt) {
        if (cxt.schema !== true) return;
        const pattern = scopedPattern(cxt, options.pattern);
        const text = types.includes("number") ? _`String(${cxt.data})` : cxt.data;
        cxt.fail(_`!${pattern}.test(${text})`);
      },
    },
  };
}
