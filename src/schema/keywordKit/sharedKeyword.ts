import type { CodeKeywordDefinition } from "ajv";

/**
 * Data that one keyword value accepts and rejects. The unit tests validate every entry and the
 * README shows the first of each, so the documentation cannot drift from the behaviour.
 */
export interface KeywordExamples<S> {
  /** The keyword's value in a schema, e.g. `true` or `15` or `{ "alternateDepartmentId": ["departmentId"] }`. */
  readonly schema: S;
  readonly valid: readonly unknown[];
  readonly invalid: readonly unknown[];
}

/**
 * One shared validator of spec section 5: everything the client, the server, the tests and the
 * README need to know about it, in one object.
 *
 * Only `code` definitions are allowed (never `validate`): the browser runs ajv *standalone*
 * precompiled validators (no `eval` under our CSP), and standalone output can only carry keywords
 * that generate code.
 */
export interface SharedKeyword<S> {
  /** The keyword as written in schemas. */
  readonly name: string;
  /** The rule in plain words, for the README and for people writing schemas. */
  readonly rule: string;
  /**
   * The message users see. `{placeholders}` are filled from the error's params when the schema
   * compiles (e.g. `{limit}` from `"minimumAge": 15`), so the text is fixed per schema.
   */
  readonly message: string;
  readonly examples: KeywordExamples<S>;
  readonly definition: CodeKeywordDefinition;
}
