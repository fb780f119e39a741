import { TYPE_LIMIT_RULES, TYPE_LIMITS_KEYWORD } from "../applicationTypes/typeLimits";
import type { SchemaLibrary } from "../bundleSchema";
import { LOOKUP_FILTER_KEYWORD, LOOKUP_KEYWORD } from "../createAjv";
import { sharedKeywords } from "../keywords";
import { MESSAGE_KEY_ALIASES } from "../uiMessages";
import { PATTERN_VALUE_MAX_LENGTH, patternShape } from "./safePattern";

/**
 * The meta-schema a type published from the portal must pass (issue 12, "New type or new version
 * from the portal"): a form schema may use only the engine's keywords — the JSON Schema keywords
 * the engine renders and both validators understand, the shared keywords of src/schema/keywords
 * and the `lookup` annotations —, `$ref`s only to the shared pieces in schemas/common (or to its
 * own `#/definitions`), and a UI schema only the engine theme's widgets and `ui:` keys. Anything
 * else is refused with a message naming where it is, so what a registry officer publishes is
 * something the engine can render, validate on the server and validate in the browser.
 */

/** Standard JSON Schema (draft-07) keywords the engine renders and validates. */
export const STANDARD_KEYWORDS: readonly string[] = [
  "$id",
  "$schema",
  "$ref",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "type",
  "enum",
  "const",
  "properties",
  "required",
  "additionalProperties",
  "minProperties",
  "maxProperties",
  "dependencies",
  "items",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "oneOf",
  "anyOf",
  "allOf",
  "not",
  "if",
  "then",
  "else",
  "definitions",
];

/** Every keyword a published form schema may use. */
export const ENGINE_KEYWORDS: ReadonlySet<string> = new Set([
  ...STANDARD_KEYWORDS,
  ...sharedKeywords.map((keyword) => keyword.name),
  LOOKUP_KEYWORD,
  LOOKUP_FILTER_KEYWORD,
  TYPE_LIMITS_KEYWORD,
]);

/** The formats both validators know (ajv-formats and the file widget's data-url). */
export const ENGINE_FORMATS: ReadonlySet<string> = new Set([
  "date",
  "time",
  "date-time",
  "email",
  "uri",
  "data-url",
]);

/**
 * `ui:widget` names the engine theme renders (src/client/engine/theme/Widgets: rjsf's names of
 * the theme's widgets, and the theme's own "tel", "switch", "lookup", "naira").
 */
export const ENGINE_WIDGETS: ReadonlySet<string> = new Set([
  "text",
  "textarea",
  "password",
  "email",
  "tel",
  "date",
  "updown",
  "select",
  "radio",
  "checkbox",
  "checkboxes",
  "switch",
  "file",
  "hidden",
  "lookup",
  "naira",
]);

/** `ui:` keys the engine reads. */
export const ENGINE_UI_KEYS: ReadonlySet<string> = new Set([
  "ui:order",
  "ui:steps",
  "ui:title",
  "ui:description",
  "ui:help",
  "ui:placeholder",
  "ui:widget",
  "ui:options",
  "ui:messages",
  "ui:autocomplete",
  "ui:disabled",
  "ui:readonly",
  "ui:document",
]);

/** `ui:options` the engine's widgets and templates read. */
export const ENGINE_UI_OPTIONS: ReadonlySet<string> = new Set([
  "accept",
  "addText",
  "arrayLayout",
  "inline",
  "maxSizeKb",
  "rows",
  "searchable",
  "label",
  "orderable",
  "addable",
  "removable",
  "inputType",
]);

/** The keywords an unknown one's message lists: every keyword a form may carry, in groups. */
const ALLOWED_KEYWORDS_TEXT = [
  `JSON Schema: ${STANDARD_KEYWORDS.join(", ")}`,
  `the engine's rules: ${sharedKeywords.map((keyword) => keyword.name).join(", ")}`,
  `drop-down lists: ${LOOKUP_KEYWORD}, ${LOOKUP_FILTER_KEYWORD}`,
].join("; ");

/**
 * What may sit beside a `$ref` to a shared piece: annotations only. A rule beside it (`maxItems`
 * beside the O-level sittings) makes the bundled field an `allOf` of the piece and the rule, which
 * the form renders without the piece's own widgets (Examination, Subject and Grade become bare
 * boxes, issue 25) — so the check refuses it and points at the type's limits.
 */
const BESIDE_A_REF: ReadonlySet<string> = new Set([
  "$ref",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
]);

function besideRefRefusal(keyword: string, ref: string): string {
  const limits = Object.keys(TYPE_LIMIT_RULES).join(", ");
  return `"${keyword}" cannot sit beside the shared piece "${ref}": the form would lose the piece's own fields and widgets. Set the type's limits in meta.json instead ("limits": ${limits}), or leave the piece as it is; only a title, description or default may go beside it`;
}

/** Keywords that never fail on their own (annotations, containers): no message to word. */
const NO_FAILURE_OF_THEIR_OWN: ReadonlySet<string> = new Set([
  "$id",
  "$schema",
  "$ref",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "properties",
  "definitions",
  "items",
  "allOf",
  "then",
  "else",
  "contentMediaType",
  LOOKUP_KEYWORD,
  LOOKUP_FILTER_KEYWORD,
  TYPE_LIMITS_KEYWORD,
]);

/** A problem found, with the JSON path where it is ("schema: properties.personal.foo"). */
export interface MetaSchemaProblem {
  path: string;
  message: string;
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keywords whose value is a map of sub-schemas. */
const SCHEMA_MAPS = new Set(["properties", "definitions"]);
/** Keywords whose value is a sub-schema (or, for `items`, possibly a list of them). */
const SCHEMA_VALUES = new Set(["additionalProperties", "items", "not", "if", "then", "else"]);
/** Keywords whose value is a list of sub-schemas. */
const SCHEMA_LISTS = new Set(["oneOf", "anyOf", "allOf"]);

const BASE = "file:///schemas/";

const join = (path: string, key: string) =>
  /^[A-Za-z_$][\w$]*$/.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;

/** The shared piece a `$ref` of `fileId` names ("common/person.schema.json"), or undefined. */
function refTarget(ref: string, fileId: string): { file: string; hash: string } | undefined {
  try {
    const url = new URL(ref, `${BASE}${fileId}`);
    if (!url.href.startsWith(BASE)) return undefined;
    return { file: decodeURIComponent(url.pathname.slice(new URL(BASE).pathname.length)), hash: url.hash };
  } catch {
    return undefined;
  }
}

/**
 * Why a field's `pattern` cannot be published, or undefined: it must compile, keep to a shape that
 * cannot backtrack catastrophically (safePattern.ts), and a pattern that repeats without bound
 * needs the field's `maxLength` (at most PATTERN_VALUE_MAX_LENGTH) beside it.
 */
function patternRefusal(pattern: unknown, maxLength: unknown): string | undefined {
  const shown = JSON.stringify(pattern);
  try {
    if (typeof pattern !== "string") throw new Error("not a string");
    new RegExp(pattern, "u");
  } catch {
    return `pattern ${shown} is not a valid regular expression`;
  }
  const shape = patternShape(pattern);
  if (shape.problem) return `pattern ${shown} cannot be used: ${shape.problem}`;
  if (shape.unboundedRepeats > 0 && !(typeof maxLength === "number" && maxLength <= PATTERN_VALUE_MAX_LENGTH))
    return `pattern ${shown} repeats without limit, so the field needs "maxLength" of at most ${PATTERN_VALUE_MAX_LENGTH} beside it`;
  return undefined;
}

/**
 * Checks a form schema (as written, with `$ref`s) of application type `typeKey` against the
 * engine's meta-schema. `library` holds schemas/common's pieces by `$id`.
 */
export function checkFormSchema(
  schema: unknown,
  typeKey: string,
  library: SchemaLibrary,
): MetaSchemaProblem[] {
  const problems: MetaSchemaProblem[] = [];
  const fileId = `applications/${typeKey}/form.schema.json`;
  const problem = (path: string, message: string) =>
    problems.push({ path: `schema: ${path || "(root)"}`, message });
  if (!isNode(schema)) {
    problem("", "the form schema must be a JSON object");
    return problems;
  }
  if (schema.$id !== fileId) problem("$id", `"$id" must be "${fileId}"`);
  if (schema.type !== "object" || !isNode(schema.properties))
    problem("", 'the form schema must be an object ("type": "object") with "properties": one per section');

  const visit = (node: unknown, path: string) => {
    if (typeof node === "boolean") return;
    if (!isNode(node)) {
      problem(path, "must be a schema (a JSON object)");
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      const at = join(path, key);
      if (!ENGINE_KEYWORDS.has(key)) {
        problem(at, `"${key}" is not a keyword of the engine (allowed: ${ALLOWED_KEYWORDS_TEXT})`);
        continue;
      }
      if (key === "$ref") {
        if (typeof value !== "string") {
          problem(at, '"$ref" must be a string');
          continue;
        }
        if (value.startsWith("#")) {
          if (!value.startsWith("#/definitions/"))
            problem(at, `"$ref" "${value}" may only point into this schema's "definitions"`);
          continue;
        }
        const target = refTarget(value, fileId);
        if (!target?.file.startsWith("common/") || !library[target.file])
          problem(
            at,
            `"$ref" "${value}" is not a shared part: a reference must name a file of schemas/common (e.g. "../../common/person.schema.json")`,
          );
        for (const beside of Object.keys(node).filter((name) => !BESIDE_A_REF.has(name)))
          problem(join(path, beside), besideRefRefusal(beside, value));
        continue;
      }
      if (key === "format") {
        if (typeof value !== "string" || !ENGINE_FORMATS.has(value))
          problem(
            at,
            `format ${JSON.stringify(value)} is not one the engine knows (${[...ENGINE_FORMATS].join(", ")})`,
          );
        continue;
      }
      if (key === "pattern") {
        const refusal = patternRefusal(value, node.maxLength);
        if (refusal) problem(at, refusal);
        continue;
      }
      if (SCHEMA_MAPS.has(key)) {
        if (!isNode(value)) problem(at, `"${key}" must be an object of schemas`);
        else for (const [name, inner] of Object.entries(value)) visit(inner, join(at, name));
      } else if (SCHEMA_LISTS.has(key)) {
        if (!Array.isArray(value)) problem(at, `"${key}" must be a list of schemas`);
        else
          value.forEach((inner, index) => {
            visit(inner, `${at}[${index}]`);
          });
      } else if (SCHEMA_VALUES.has(key)) {
        if (Array.isArray(value))
          value.forEach((inner, index) => {
            visit(inner, `${at}[${index}]`);
          });
        else visit(value, at);
      } else if (key === "dependencies" && isNode(value)) {
        for (const [name, inner] of Object.entries(value))
          if (!Array.isArray(inner)) visit(inner, join(at, name));
      }
    }
  };
  visit(schema, "");
  return problems;
}

/** The rules a field's `ui:messages` may word: the keywords that can fail, and their aliases. */
const MESSAGE_KEYS: readonly string[] = [
  ...[...ENGINE_KEYWORDS].filter((keyword) => !NO_FAILURE_OF_THEIR_OWN.has(keyword)),
  ...MESSAGE_KEY_ALIASES,
];

/**
 * `"ui:messages": { "<rule>": "words" }`: each key a rule a field can fail (a misspelt one would
 * silently never show), each value the words.
 */
function uiMessagesProblems(value: unknown, at: string): MetaSchemaProblem[] {
  const path = `uiSchema: ${at}`;
  if (!isNode(value))
    return [{ path, message: '"ui:messages" must be an object: { "<rule>": "your words", … }' }];
  const problems: MetaSchemaProblem[] = [];
  for (const [rule, words] of Object.entries(value)) {
    if (!MESSAGE_KEYS.includes(rule))
      problems.push({
        path: `uiSchema: ${join(at, rule)}`,
        message: `"${rule}" is no rule a field can fail (allowed: ${MESSAGE_KEYS.join(", ")})`,
      });
    else if (typeof words !== "string" || !words.trim())
      problems.push({ path: `uiSchema: ${join(at, rule)}`, message: "the message must be words, as text" });
  }
  return problems;
}

/** Checks a UI schema: only the engine's `ui:` keys, widgets and widget options. */
export function checkUiSchema(uiSchema: unknown): MetaSchemaProblem[] {
  const problems: MetaSchemaProblem[] = [];
  const problem = (path: string, message: string) =>
    problems.push({ path: `uiSchema: ${path || "(root)"}`, message });
  if (!isNode(uiSchema)) {
    problem("", "the UI schema must be a JSON object");
    return problems;
  }
  const visit = (node: Node, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      const at = join(path, key);
      if (key.startsWith("ui:")) {
        if (!ENGINE_UI_KEYS.has(key)) {
          problem(at, `"${key}" is not a UI key of the engine (allowed: ${[...ENGINE_UI_KEYS].join(", ")})`);
        } else if (key === "ui:widget") {
          if (typeof value !== "string" || !ENGINE_WIDGETS.has(value))
            problem(
              at,
              `widget ${JSON.stringify(value)} is not a widget of the engine (allowed: ${[...ENGINE_WIDGETS].join(", ")})`,
            );
        } else if (key === "ui:options") {
          if (!isNode(value)) problem(at, '"ui:options" must be an object');
          else
            for (const option of Object.keys(value))
              if (!ENGINE_UI_OPTIONS.has(option))
                problem(join(at, option), `"${option}" is not a widget option of the engine`);
        } else if (key === "ui:messages") {
          problems.push(...uiMessagesProblems(value, at));
        } else if ((key === "ui:order" || key === "ui:steps") && !Array.isArray(value)) {
          problem(at, `"${key}" must be a list`);
        }
        continue;
      }
      if (!isNode(value)) problem(at, "a field's UI entry must be an object");
      else visit(value, at);
    }
  };
  visit(uiSchema, "");
  return problems;
}

/** The properties of an object schema, its `allOf` pieces included (a bundled `$ref` with siblings). */
function propertyNames(schema: Node): string[] {
  const names = isNode(schema.properties) ? Object.keys(schema.properties) : [];
  const pieces = Array.isArray(schema.allOf) ? schema.allOf.filter(isNode) : [];
  return [...new Set([...names, ...pieces.flatMap(propertyNames)])];
}

function propertyOf(schema: Node, name: string): Node | undefined {
  if (isNode(schema.properties) && isNode(schema.properties[name])) return schema.properties[name];
  for (const piece of Array.isArray(schema.allOf) ? schema.allOf.filter(isNode) : []) {
    const found = propertyOf(piece, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every `ui:order` against the (bundled) form schema: the engine refuses to render an object whose
 * order leaves out one of its fields (unless it has "*") or names one it does not have.
 */
export function checkUiOrder(schema: unknown, uiSchema: unknown): MetaSchemaProblem[] {
  const problems: MetaSchemaProblem[] = [];
  const visit = (node: unknown, ui: unknown, path: string) => {
    if (!isNode(node) || !isNode(ui)) return;
    if (isNode(node.items)) visit(node.items, ui.items, join(path, "items"));
    const names = propertyNames(node);
    const order = ui["ui:order"];
    if (Array.isArray(order) && names.length > 0) {
      const at = `uiSchema: ${join(path, "ui:order")}`;
      if (!order.includes("*"))
        for (const name of names.filter((name) => !order.includes(name)))
          problems.push({
            path: at,
            message: `"ui:order" does not list the field "${name}" (add it where it should appear)`,
          });
      for (const name of order.filter((name) => name !== "*" && !names.includes(String(name))))
        problems.push({ path: at, message: `"ui:order" names "${String(name)}", which is not a field here` });
    }
    for (const name of names) visit(propertyOf(node, name), ui[name], join(path, name));
  };
  visit(schema, uiSchema, "");
  return problems;
}
