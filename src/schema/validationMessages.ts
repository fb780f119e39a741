import { isSchemaNode as isNode, propertySchema } from "./propertySchema";
import { SHARED_KEYWORD_NAMES } from "./sharedKeywordNames";

/**
 * The words a person reads when a value breaks a rule of a schema file (issue 20, item 24): ajv's
 * own messages ("must have required property 'Exam number'", `must match format "email"`, "must
 * NOT have fewer than 50 characters") are for programmers. Both sides use this one table: the
 * browser's rjsf `transformErrors` (engine/validation/fieldMessages.ts) and the server's check of
 * an application (modules/applications/applicationForms.ts), so a field reads the same in the form
 * and in the server's answer. A field's `"ui:messages"` entry still wins over these (the spec's own
 * wording for some fields); the shared keywords carry their own messages already.
 *
 * Messages are short, lower-case and name no field except `required` (the summary above a form
 * writes "Title: message"; the field's own error sits under it), in the spec's voice
 * ("please input surname", "invalid email address").
 */

/** What both sides know of a failed rule: ajv's keyword and params (and its message, for shared keywords). */
export interface ValidationIssue {
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
}

type Params = Record<string, unknown>;
type Wording = (params: Params, label: string) => string;

const limit = (params: Params) => Number(params.limit);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const TYPE_WORDS: Record<string, string> = {
  integer: "must be a whole number",
  number: "must be a number",
  string: "must be text",
  boolean: "must be yes or no",
  array: "must be a list",
  object: "is not filled in the right way",
  null: "must be empty",
};

const FORMAT_WORDS: Record<string, string> = {
  email: "invalid email address",
  date: "must be a date (day, month and year)",
  time: "must be a time of day (hours and minutes)",
  "date-time": "must be a date and time",
  uri: "must be a web address starting with https://",
  "data-url": "please choose a file",
};

/** One wording per JSON Schema keyword the engine's schemas use (metaSchemaCheck's STANDARD_KEYWORDS that validate). */
export const KEYWORD_MESSAGES: Readonly<Record<string, Wording>> = {
  required: (_params, label) => `please input ${label}`,
  // "Given together" (`dependencies` with a list): reported at the field still missing.
  dependencies: (_params, label) => `please input ${label} too, or leave the field it goes with empty`,
  type: (params) => {
    const types = String(params.type ?? "").split(",");
    return TYPE_WORDS[types.find((type) => type !== "null") ?? ""] ?? "is not filled in the right way";
  },
  minLength: (params) =>
    limit(params) <= 1
      ? "please fill this in"
      : `must be at least ${plural(limit(params), "character", "characters")} long`,
  maxLength: (params) => `must be at most ${plural(limit(params), "character", "characters")} long`,
  pattern: () => "is not in the expected form",
  format: (params) => FORMAT_WORDS[String(params.format)] ?? "is not in the expected form",
  minimum: (params) => `must be at least ${limit(params)}`,
  maximum: (params) => `must be at most ${limit(params)}`,
  exclusiveMinimum: (params) => `must be more than ${limit(params)}`,
  exclusiveMaximum: (params) => `must be less than ${limit(params)}`,
  multipleOf: (params) => `must be a multiple of ${String(params.multipleOf)}`,
  enum: () => "please choose one of the options",
  const: () => "please choose the one allowed option",
  minItems: (params) =>
    limit(params) <= 1 ? "please add at least one entry" : `please add at least ${limit(params)} entries`,
  maxItems: (params) => `at most ${plural(limit(params), "entry is", "entries are")} allowed`,
  uniqueItems: () => "the same entry is listed twice",
  minProperties: () => "please fill this in",
  maxProperties: (params) => `at most ${plural(limit(params), "entry is", "entries are")} allowed`,
  additionalProperties: (_params, label) => `${label} is not an allowed field`,
  oneOf: () => "please choose one of the options",
  anyOf: () => "please choose one of the options",
  not: () => "is not allowed here",
  if: () => "is not complete: see the problems above",
  "false schema": () => "is not allowed here",
};

/** Shared keywords (src/schema/keywords) write their own messages for people. */
const OWN_MESSAGES: ReadonlySet<string> = new Set(SHARED_KEYWORD_NAMES);

/** What a rule with no wording here says: never ajv's text. */
export const FALLBACK_MESSAGE = "is not valid";

/** Whether `keyword`'s failures read as written for people (a wording here, or a shared keyword's own). */
export function hasPeopleMessage(keyword: string): boolean {
  return keyword in KEYWORD_MESSAGES || OWN_MESSAGES.has(keyword);
}

/**
 * The message for a failed rule. `label` names the field a `required` rule misses ("Exam number");
 * the others speak of the field they sit under.
 */
export function peopleMessage(issue: ValidationIssue, label: string): string {
  if (OWN_MESSAGES.has(issue.keyword) && issue.message) return issue.message;
  const wording = KEYWORD_MESSAGES[issue.keyword];
  return wording ? wording(issue.params ?? {}, label) : FALLBACK_MESSAGE;
}

/** The `title` of the field at `path` ("personal.examNumber", "olevel.0.subjects") in a bundled schema, if it has one. */
export function titleAt(schema: unknown, path: string): string | undefined {
  let node: unknown = schema;
  for (const part of path.split(".").filter(Boolean)) {
    if (!isNode(node)) return undefined;
    node = /^\d+$/.test(part) && isNode(node.items) ? node.items : propertySchema(node, part);
  }
  return isNode(node) && typeof node.title === "string" && node.title ? node.title : undefined;
}

/** The last name in a path that is not an index ("olevel.0" → "olevel"), if any. */
export function lastFieldName(path: string): string | undefined {
  return path
    .split(".")
    .filter((part) => part && !/^\d+$/.test(part))
    .at(-1);
}

/**
 * The title of the field at `path` in a bundled schema, or the path's last name when the field
 * has no title: what a person knows the field as.
 */
export function fieldTitle(schema: unknown, path: string): string {
  return titleAt(schema, path) ?? lastFieldName(path) ?? "this field";
}
