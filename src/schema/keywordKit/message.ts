import { _, type Code, type KeywordErrorDefinition } from "ajv";
import type { KeywordCxtParams, KeywordErrorCxt } from "ajv/dist/types";

/** Values a message placeholder can take: only what is known when the schema compiles. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown placeholder is left as written so a typo shows up in tests. */
export function formatMessage(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

/** The compile-time (string or number) params of an error site; runtime values (row indexes) are skipped. */
function constantParams(params: KeywordCxtParams): MessageValues {
  const constants: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "string" || typeof value === "number") constants[key] = value;
  }
  return constants;
}

/** `{a: <code>, b: "text"}` for the error object; ajv emits no params unless the definition asks. */
function paramsObject(params: KeywordCxtParams): Code {
  let code: Code = _``;
  let first = true;
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    // Keys are our own identifiers; the value is stringified safely by the `_` template.
    code = first ? _`${key}: ${value}` : _`${code}, ${key}: ${value}`;
    first = false;
  }
  return _`{${code}}`;
}

/**
 * The ajv error definition shared by every keyword: the message is a plain string computed at
 * compile time from the template, so the standalone code carries it as a literal.
 */
export function keywordError(template: string): KeywordErrorDefinition {
  return {
    message: (cxt: KeywordErrorCxt) => formatMessage(template, constantParams(cxt.params)),
    params: (cxt: KeywordErrorCxt) => paramsObject(cxt.params),
  };
}
