import { isJsonObject, type JsonObject } from "./mergeDeep";
import { VETTED_KEYWORDS, vettedPattern, vettedPatternOf } from "./vettedPatterns";

/**
 * The field editor's model of an application type (issue 25): steps and their fields as forms see
 * them, read from and written into the type's own files — meta.json, form.schema.json and
 * form.ui.json, the same draft the JSON text areas edit. Framework-free; the React layer
 * (features/applicationTypes/FieldEditor.tsx) only shows it and calls the edits here.
 *
 * A field the model cannot say without losing something (a shared piece's `$ref`, a keyword it does
 * not set, a pattern outside the vetted list, a rule of its step naming it) is kept: listed with its
 * reason as data (`kept`, worded for an officer by the UI) and in technical words (`jsonOnly`), and
 * every edit leaves it exactly as it is.
 */

export const FIELD_KINDS = ["text", "number", "wholeNumber", "date", "choice", "yesNo", "file"] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** The rules a field can fail, each with its own message in the officer's words. */
export const FIELD_RULES = [
  "required",
  "minimum",
  "maximum",
  "integer",
  "minLength",
  "maxLength",
  "pattern",
  "givenTogether",
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export interface FieldSpec {
  /** The property name in the schema (made from the label once; never changed, answers are kept by it). */
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** A vetted pattern's id (vettedPatterns.ts), text only. */
  pattern?: string;
  /** The lookup a choice is made from. */
  lookup?: string;
  /** A file's largest size in KB. */
  maxSizeKb?: number;
  /** The sibling field given together with this one, or neither ("dependencies" both ways). */
  givenWith?: string;
  help?: string;
  messages: Partial<Record<FieldRule, string>>;
}

/**
 * Why a field or step is kept as it is, as data: the field editor words it for a registry officer
 * (features/applicationTypes/keptWords.ts); `jsonOnly` beside it is the technical reason for experts.
 */
export type KeptReason =
  | { kind: "sharedField"; piece: string }
  | { kind: "sharedStep"; piece: string }
  | { kind: "list" }
  | { kind: "sharedUi" }
  /** A rule of its step (`rule`, e.g. pairedFields) names it with the step's fields `others`. */
  | { kind: "stepRule"; rule: string; others: string[] }
  | { kind: "keyword"; keyword: string }
  | { kind: "pattern" }
  | { kind: "type" }
  | { kind: "manyPairs" }
  | { kind: "unknown" };

export type FieldRow =
  | { key: string; label: string; field: FieldSpec; jsonOnly?: undefined; kept?: undefined }
  | { key: string; label: string; field?: undefined; jsonOnly: string; kept: KeptReason };

export interface StepView {
  key: string;
  title: string;
  /** The step's fields in the order applicants see them; absent for a step edited as JSON only. */
  fields?: FieldRow[];
  jsonOnly?: string;
  kept?: KeptReason;
}

/** A type's three files as parsed JSON (the editor's draft). */
export interface TypeDraft {
  meta: JsonObject;
  schema: JsonObject;
  uiSchema: JsonObject;
}

/** Lookups a choice may use: lists the applicant's pages already read (schemas/common uses each). */
export const FIELD_LOOKUPS: readonly { name: string; label: string }[] = [
  { name: "states", label: "States of Nigeria" },
  { name: "countries", label: "Countries" },
  { name: "faculties", label: "Schools" },
  { name: "departments", label: "Departments" },
  { name: "modesOfStudy", label: "Modes of study" },
  { name: "religions", label: "Religions" },
  { name: "maritalStatuses", label: "Marital statuses" },
  { name: "relationships", label: "Relationships" },
  { name: "genders", label: "Genders" },
  { name: "certificateTypes", label: "Certificate types" },
  { name: "olevelSubjects", label: "O-level subjects" },
];

export const RULES_OF_KIND: Readonly<Record<FieldKind, readonly FieldRule[]>> = {
  text: ["required", "minLength", "maxLength", "pattern", "givenTogether"],
  number: ["required", "minimum", "maximum", "givenTogether"],
  wholeNumber: ["required", "minimum", "maximum", "integer", "givenTogether"],
  date: ["required", "givenTogether"],
  choice: ["required", "givenTogether"],
  yesNo: ["required", "givenTogether"],
  file: ["required", "givenTogether"],
};

/** Schema keywords a field of each kind may carry besides `type`, `title` and `description`. */
const KIND_KEYWORDS: Readonly<Record<FieldKind, readonly string[]>> = {
  text: ["minLength", "maxLength", ...VETTED_KEYWORDS],
  number: ["minimum", "maximum"],
  wholeNumber: ["minimum", "maximum"],
  date: ["format"],
  choice: ["lookup"],
  yesNo: [],
  file: ["format", "maxLength"],
};

const JSON_TYPE: Readonly<Record<FieldKind, string>> = {
  text: "string",
  number: "number",
  wholeNumber: "integer",
  date: "string",
  choice: "integer",
  yesNo: "boolean",
  file: "string",
};

/** The default longest text (a pattern that repeats needs a cap, and the server caps drafts). */
export const DEFAULT_TEXT_MAX_LENGTH = 200;
export const DEFAULT_FILE_KB = 500;
const FILE_ACCEPT = "application/pdf,image/jpeg,image/png";
/** Keys of ui:messages the model writes "given together" under (and reads, as uiMessages.ts does). */
const GIVEN_TOGETHER_KEYS = ["dependentRequired", "givenTogether", "dependencies"];

/** The `ui:messages` key a rule's words are written under. */
export function messageKeyOf(rule: FieldRule, field: Pick<FieldSpec, "pattern">): string {
  if (rule === "givenTogether") return "dependentRequired";
  if (rule === "pattern") return vettedPattern(field.pattern ?? "")?.messageKey ?? "pattern";
  return rule;
}

/** A data-url's length for a file of `kb` KB: base64 (4/3) plus its header, rounded up. */
export const fileMaxLength = (kb: number) => Math.ceil((kb * 1024 * 4) / 3 / 1000 + 1) * 1000;

const clone = <T>(value: T): T => structuredClone(value);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value : undefined);
const num = (value: unknown) => (typeof value === "number" ? value : undefined);
const objectAt = (parent: JsonObject, key: string): JsonObject => {
  const found = parent[key];
  if (isJsonObject(found)) return found;
  const made: JsonObject = {};
  parent[key] = made;
  return made;
};

// --- Reading ---------------------------------------------------------------------------------

function stepKeys(draft: TypeDraft): string[] {
  const properties = isJsonObject(draft.schema.properties) ? Object.keys(draft.schema.properties) : [];
  const listed = (value: unknown) => {
    const keys = strings(value).filter((key) => properties.includes(key));
    return keys.length > 0 ? keys : undefined;
  };
  const ordered = listed(draft.meta.steps) ?? listed(draft.uiSchema["ui:order"]) ?? [];
  return [...ordered, ...properties.filter((key) => !ordered.includes(key))];
}

function fieldOrder(step: JsonObject, stepUi: JsonObject): string[] {
  const names = Object.keys(isJsonObject(step.properties) ? step.properties : {});
  const order = strings(stepUi["ui:order"]).filter((name) => names.includes(name));
  return [...order, ...names.filter((name) => !order.includes(name))];
}

function kindOf(schema: JsonObject): FieldKind | undefined {
  switch (schema.type) {
    case "boolean":
      return "yesNo";
    case "integer":
      return typeof schema.lookup === "string" ? "choice" : "wholeNumber";
    case "number":
      return "number";
    case "string":
      if (schema.format === "date") return "date";
      if (schema.format === "data-url") return "file";
      return schema.format === undefined || schema.format === "email" ? "text" : undefined;
    default:
      return undefined;
  }
}

/** The keyword of the step naming field `key` (pairedFields, differentFrom …) besides the ones the model writes, with the other fields it names. */
function namedByStepRules(step: JsonObject, key: string): { rule: string; others: string[] } | undefined {
  for (const [keyword, value] of Object.entries(step)) {
    if (
      [
        "type",
        "title",
        "description",
        "properties",
        "required",
        "dependencies",
        "additionalProperties",
      ].includes(keyword)
    )
      continue;
    const said = JSON.stringify(value);
    if (said.includes(JSON.stringify(key))) {
      const names = isJsonObject(step.properties) ? Object.keys(step.properties) : [];
      const others = names.filter((name) => name !== key && said.includes(JSON.stringify(name)));
      return { rule: keyword, others };
    }
  }
  return undefined;
}

function readField(key: string, schema: unknown, ui: unknown, step: JsonObject): FieldRow {
  const label = (isJsonObject(schema) && text(schema.title)) || key;
  const only = (reason: string, kept: KeptReason): FieldRow => ({ key, label, jsonOnly: reason, kept });
  if (!isJsonObject(schema)) return only("not a field the editor can show", { kind: "unknown" });
  if (schema.$ref !== undefined)
    return only("a shared field from schemas/common", { kind: "sharedField", piece: String(schema.$ref) });
  const kind = kindOf(schema);
  if (!kind)
    return only(`its type (${JSON.stringify(schema.type)}) is not one of the editor's kinds`, {
      kind: "type",
    });
  const allowed = new Set(["type", "title", "description", ...KIND_KEYWORDS[kind]]);
  const foreign = Object.keys(schema).find((keyword) => !allowed.has(keyword));
  if (foreign)
    return only(`it uses "${foreign}", which the field editor does not set`, {
      kind: "keyword",
      keyword: foreign,
    });
  const pattern = kind === "text" ? vettedPatternOf(schema) : undefined;
  if (kind === "text" && !pattern && Object.keys(schema).some((keyword) => VETTED_KEYWORDS.has(keyword)))
    return only("its pattern is not one of the editor's list", { kind: "pattern" });
  const rule = namedByStepRules(step, key);
  if (rule) return only(`the step's rule "${rule.rule}" names it`, { kind: "stepRule", ...rule });
  const dependencies = isJsonObject(step.dependencies) ? step.dependencies : {};
  const together = dependencies[key];
  if (
    together !== undefined &&
    !(Array.isArray(together) && together.length === 1 && typeof together[0] === "string")
  )
    return only("it is given together with more than one field", { kind: "manyPairs" });
  const fieldUi = isJsonObject(ui) ? ui : {};
  if (fieldUi.$ref !== undefined) return only("its titles come from a shared UI piece", { kind: "sharedUi" });
  const options = isJsonObject(fieldUi["ui:options"]) ? fieldUi["ui:options"] : {};
  const words = isJsonObject(fieldUi["ui:messages"]) ? fieldUi["ui:messages"] : {};
  const field: FieldSpec = {
    key,
    label,
    kind,
    required: strings(step.required).includes(key),
    messages: {},
  };
  if (kind === "number" || kind === "wholeNumber") {
    if (num(schema.minimum) !== undefined) field.minimum = num(schema.minimum);
    if (num(schema.maximum) !== undefined) field.maximum = num(schema.maximum);
  }
  if (kind === "text") {
    if (num(schema.minLength) !== undefined) field.minLength = num(schema.minLength);
    // The default cap reads back as "left empty" (the form shows it as the default), unless the
    // officer gave words for it.
    const most = num(schema.maxLength);
    if (most !== undefined && (most !== DEFAULT_TEXT_MAX_LENGTH || text(words.maxLength)))
      field.maxLength = most;
    if (pattern) field.pattern = pattern.id;
  }
  if (kind === "choice") field.lookup = String(schema.lookup);
  if (kind === "file") field.maxSizeKb = num(options.maxSizeKb) ?? DEFAULT_FILE_KB;
  if (typeof together?.[0] === "string") field.givenWith = together[0];
  const help = text(fieldUi["ui:help"]) ?? text(schema.description);
  if (help) field.help = help;
  for (const rule of RULES_OF_KIND[kind]) {
    const keys = rule === "givenTogether" ? GIVEN_TOGETHER_KEYS : [messageKeyOf(rule, field)];
    const said = keys.map((name) => text(words[name])).find(Boolean);
    if (said) field.messages[rule] = said;
  }
  return { key, label, field };
}

/** The title of field `key` of step `step` in a bundled schema (a shared field's, from its piece). */
function bundledTitle(bundled: unknown, step: string, key: string): string | undefined {
  const at = (node: unknown, name: string) =>
    isJsonObject(node) && isJsonObject(node.properties) ? node.properties[name] : undefined;
  const field = at(at(bundled, step), key);
  return isJsonObject(field) ? text(field.title) : undefined;
}

/**
 * The type's steps with their fields, as the field editor lists them. `bundled` (the checked
 * type's schema, every `$ref` inlined) names the shared fields by their titles.
 */
export function readSteps(draft: TypeDraft, bundled?: unknown): StepView[] {
  const properties = isJsonObject(draft.schema.properties) ? draft.schema.properties : {};
  const named = (step: string, row: FieldRow): FieldRow =>
    row.jsonOnly && row.label === row.key
      ? { ...row, label: bundledTitle(bundled, step, row.key) ?? row.key }
      : row;
  return stepKeys(draft).map((key) => {
    const step = properties[key];
    const stepUi = isJsonObject(draft.uiSchema[key]) ? (draft.uiSchema[key] as JsonObject) : {};
    const title = (isJsonObject(step) && text(step.title)) || text(stepUi["ui:title"]) || key;
    if (!isJsonObject(step))
      return { key, title, jsonOnly: "not a step the editor can show", kept: { kind: "unknown" } };
    if (step.$ref !== undefined)
      return {
        key,
        title,
        jsonOnly: "a shared piece of schemas/common: its rules are set by the type's limits",
        kept: { kind: "sharedStep", piece: String(step.$ref) },
      };
    if (step.type !== "object" || !isJsonObject(step.properties))
      return { key, title, jsonOnly: "a list, edited as JSON only", kept: { kind: "list" } };
    if (stepUi.$ref !== undefined && !Array.isArray(stepUi["ui:order"]))
      return { key, title, jsonOnly: "its order comes from a shared UI piece", kept: { kind: "sharedUi" } };
    const fields = fieldOrder(step, stepUi).map((name) =>
      named(key, readField(name, (step.properties as JsonObject)[name], stepUi[name], step)),
    );
    return { key, title, fields };
  });
}

// --- Checking a field before it is written ---------------------------------------------------

/** What is wrong with a field as the officer filled it in, in plain words (empty: it can be saved). */
export function fieldProblems(field: FieldSpec, siblings: readonly string[]): string[] {
  const problems: string[] = [];
  if (!field.label.trim()) problems.push("Label: please give the field a label");
  const pair = (low: number | undefined, high: number | undefined, what: string) => {
    if (low !== undefined && high !== undefined && low > high)
      problems.push(`${what}: the smallest must not be above the largest`);
  };
  if (field.kind === "number" || field.kind === "wholeNumber")
    pair(field.minimum, field.maximum, "Minimum and maximum");
  if (field.kind === "wholeNumber")
    for (const [name, value] of [
      ["Minimum", field.minimum],
      ["Maximum", field.maximum],
    ] as const)
      if (value !== undefined && !Number.isInteger(value))
        problems.push(`${name}: a whole number field needs a whole number here`);
  if (field.kind === "text") {
    pair(field.minLength, field.maxLength, "Shortest and longest");
    if (field.pattern && !vettedPattern(field.pattern)) problems.push("Pattern: not one of the list");
  }
  if (field.kind === "choice" && !field.lookup)
    problems.push("Choose from: please pick the list to choose from");
  if (field.givenWith !== undefined) {
    if (field.givenWith === field.key) problems.push("Given together with: pick another field");
    else if (!siblings.includes(field.givenWith))
      problems.push("Given together with: pick a field of this step");
  }
  return problems;
}

/** A field key from its label: "Years of teaching experience" → "yearsOfTeachingExperience", unique. */
export function keyFromLabel(label: string, taken: readonly string[]): string {
  const words = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  let key = words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word[0]?.toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join("")
    .slice(0, 40);
  if (!/^[a-z]/.test(key)) key = `field${key}`.slice(0, 40);
  let unique = key;
  for (let n = 2; taken.includes(unique); n += 1) unique = `${key.slice(0, 37)}${n}`;
  return unique;
}

// --- Writing ---------------------------------------------------------------------------------

function stepOf(draft: TypeDraft, stepKey: string): { step: JsonObject; stepUi: JsonObject } {
  const step = isJsonObject(draft.schema.properties) ? draft.schema.properties[stepKey] : undefined;
  if (!isJsonObject(step) || !isJsonObject(step.properties))
    throw new Error(`"${stepKey}" is not a step of fields`);
  return { step, stepUi: objectAt(draft.uiSchema, stepKey) };
}

/** `list` with `key` added before a "*" (the rest) if there is one, else at the end. */
function withKey(list: unknown, key: string): unknown[] {
  const items = Array.isArray(list) ? [...list] : [];
  if (items.includes(key)) return items;
  const rest = items.indexOf("*");
  if (rest >= 0) items.splice(rest, 0, key);
  else items.push(key);
  return items;
}
const without = (list: unknown, key: string) =>
  Array.isArray(list) ? list.filter((item) => item !== key) : list;

/** `object` with its keys reordered as `order` (keys not listed keep their place after). */
function reordered(object: JsonObject, order: readonly string[]): JsonObject {
  const keys = [
    ...order.filter((key) => key in object),
    ...Object.keys(object).filter((key) => !order.includes(key)),
  ];
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}

function fieldSchemaOf(field: FieldSpec, helpInSchema: boolean): JsonObject {
  const schema: JsonObject = { type: JSON_TYPE[field.kind], title: field.label.trim() };
  if (helpInSchema && field.help?.trim()) schema.description = field.help.trim();
  switch (field.kind) {
    case "text": {
      if (field.minLength !== undefined) schema.minLength = field.minLength;
      schema.maxLength = field.maxLength ?? DEFAULT_TEXT_MAX_LENGTH;
      Object.assign(schema, vettedPattern(field.pattern ?? "")?.schema ?? {});
      break;
    }
    case "number":
    case "wholeNumber":
      if (field.minimum !== undefined) schema.minimum = field.minimum;
      if (field.maximum !== undefined) schema.maximum = field.maximum;
      break;
    case "date":
      schema.format = "date";
      break;
    case "choice":
      schema.lookup = field.lookup;
      break;
    case "file":
      schema.format = "data-url";
      schema.maxLength = fileMaxLength(field.maxSizeKb ?? DEFAULT_FILE_KB);
      break;
    case "yesNo":
      break;
  }
  return schema;
}

function widgetOf(field: FieldSpec, existing: unknown): string | undefined {
  if (field.kind === "yesNo") return "radio";
  if (field.kind === "date") return "date";
  if (field.kind === "text")
    return vettedPattern(field.pattern ?? "")?.widget ?? (existing === "textarea" ? "textarea" : undefined);
  return undefined;
}

function fieldUiOf(field: FieldSpec, existing: JsonObject, helpInSchema: boolean): JsonObject {
  const {
    "ui:help": _help,
    "ui:messages": oldMessages,
    "ui:widget": oldWidget,
    "ui:options": oldOptions,
    ...kept
  } = existing;
  const ui: JsonObject = { ...kept };
  const widget = widgetOf(field, oldWidget);
  if (widget) ui["ui:widget"] = widget;
  const options: JsonObject = isJsonObject(oldOptions) ? { ...oldOptions } : {};
  if (field.kind === "file") {
    options.accept = typeof options.accept === "string" ? options.accept : FILE_ACCEPT;
    options.maxSizeKb = field.maxSizeKb ?? DEFAULT_FILE_KB;
  } else {
    delete options.accept;
    delete options.maxSizeKb;
  }
  if (field.kind === "yesNo") options.inline = true;
  if (Object.keys(options).length > 0) ui["ui:options"] = options;
  if (!helpInSchema && field.help?.trim()) ui["ui:help"] = field.help.trim();
  // Words the model does not own (a rule it does not set) are kept; its own are written afresh
  // (any vetted pattern's key too: the pattern may have changed).
  const owned = new Set([...FIELD_RULES, ...GIVEN_TOGETHER_KEYS, ...VETTED_KEYWORDS]);
  const messages: JsonObject = {};
  if (isJsonObject(oldMessages))
    for (const [key, value] of Object.entries(oldMessages)) if (!owned.has(key)) messages[key] = value;
  for (const rule of RULES_OF_KIND[field.kind]) {
    const said = field.messages[rule]?.trim();
    if (said) messages[messageKeyOf(rule, field)] = said;
  }
  if (Object.keys(messages).length > 0) ui["ui:messages"] = messages;
  return ui;
}

/** Drops `key` from "given together": its own entry and its partner's entry naming it. */
function untie(dependencies: JsonObject, key: string): void {
  const partner = dependencies[key];
  delete dependencies[key];
  if (Array.isArray(partner))
    for (const other of partner) {
      const back = dependencies[String(other)];
      if (Array.isArray(back) && back.length === 1 && back[0] === key) delete dependencies[String(other)];
    }
}

function setDependencies(step: JsonObject, dependencies: JsonObject): void {
  if (Object.keys(dependencies).length > 0) step.dependencies = dependencies;
  else delete step.dependencies;
}

/**
 * The draft with `field` written into step `stepKey`: added at the end of the step when its key is
 * new, else replacing the field of that key in place. Its schema, "required", "given together"
 * (both ways), help, widget and messages are written; UI keys it does not set are kept.
 */
export function saveField(draft: TypeDraft, stepKey: string, field: FieldSpec): TypeDraft {
  const next = clone(draft);
  const { step, stepUi } = stepOf(next, stepKey);
  const properties = step.properties as JsonObject;
  const old = properties[field.key];
  const existingUi = isJsonObject(stepUi[field.key]) ? (stepUi[field.key] as JsonObject) : {};
  // Help stays where it was written: the schema's description, or (new fields) ui:help.
  const helpInSchema =
    isJsonObject(old) && typeof old.description === "string" && existingUi["ui:help"] === undefined;
  properties[field.key] = fieldSchemaOf(field, helpInSchema);
  const required = without(step.required, field.key);
  step.required = field.required ? [...strings(required), field.key] : (required ?? []);
  const dependencies = isJsonObject(step.dependencies) ? { ...step.dependencies } : {};
  untie(dependencies, field.key);
  if (field.givenWith) {
    untie(dependencies, field.givenWith);
    dependencies[field.key] = [field.givenWith];
    dependencies[field.givenWith] = [field.key];
  }
  setDependencies(step, dependencies);
  stepUi[field.key] = fieldUiOf(field, existingUi, helpInSchema);
  if (Array.isArray(stepUi["ui:order"])) stepUi["ui:order"] = withKey(stepUi["ui:order"], field.key);
  return next;
}

/** The draft without the field `key` of step `stepKey` (its rules, "given together" and UI too). */
/**
 * `saveField`, and the words its partner ("given together with") shows when the partner is missing
 * but this field is given, so the officer writes both in one form. Empty words remove the
 * partner's; a partner kept as it is (not editable here) is left alone.
 */
export function saveFieldAndPair(
  draft: TypeDraft,
  stepKey: string,
  field: FieldSpec,
  partnerWords: string | undefined,
): TypeDraft {
  const next = saveField(draft, stepKey, field);
  if (!field.givenWith) return next;
  const partner = readSteps(next)
    .find((step) => step.key === stepKey)
    ?.fields?.find((row) => row.key === field.givenWith)?.field;
  if (!partner) return next;
  const said = partnerWords?.trim();
  if ((partner.messages.givenTogether ?? "") === (said ?? "")) return next;
  const messages = { ...partner.messages };
  if (said) messages.givenTogether = said;
  else delete messages.givenTogether;
  return saveField(next, stepKey, { ...partner, messages });
}

export function removeField(draft: TypeDraft, stepKey: string, key: string): TypeDraft {
  const next = clone(draft);
  const { step, stepUi } = stepOf(next, stepKey);
  delete (step.properties as JsonObject)[key];
  if (Array.isArray(step.required)) step.required = without(step.required, key);
  const dependencies = isJsonObject(step.dependencies) ? { ...step.dependencies } : {};
  untie(dependencies, key);
  setDependencies(step, dependencies);
  delete stepUi[key];
  if (Array.isArray(stepUi["ui:order"])) stepUi["ui:order"] = without(stepUi["ui:order"], key);
  return next;
}

function moved(list: readonly string[], key: string, by: -1 | 1): string[] {
  const items = [...list];
  const at = items.indexOf(key);
  const to = at + by;
  if (at < 0 || to < 0 || to >= items.length) return items;
  [items[at], items[to]] = [items[to] as string, items[at] as string];
  return items;
}

/** The draft with field `key` one place up (-1) or down (1) in its step, on the form and the printout. */
export function moveField(draft: TypeDraft, stepKey: string, key: string, by: -1 | 1): TypeDraft {
  const next = clone(draft);
  const { step, stepUi } = stepOf(next, stepKey);
  const order = moved(fieldOrder(step, stepUi), key, by);
  step.properties = reordered(step.properties as JsonObject, order);
  if (Array.isArray(stepUi["ui:order"])) {
    const rest = stepUi["ui:order"].includes("*");
    stepUi["ui:order"] = rest ? [...order, "*"] : order;
  }
  return next;
}

/** The draft with a new, empty step titled `title` at the end; answers its key too. */
export function addStep(draft: TypeDraft, title: string): { draft: TypeDraft; key: string } {
  const next = clone(draft);
  const properties = objectAt(next.schema, "properties");
  const key = keyFromLabel(title, Object.keys(properties));
  properties[key] = {
    type: "object",
    title: title.trim(),
    properties: {},
    required: [],
    additionalProperties: false,
  };
  if (Array.isArray(next.schema.required)) next.schema.required = withKey(next.schema.required, key);
  if (Array.isArray(next.uiSchema["ui:order"]))
    next.uiSchema["ui:order"] = withKey(next.uiSchema["ui:order"], key);
  next.uiSchema[key] = { "ui:order": [] };
  if (Array.isArray(next.meta.steps)) next.meta.steps = withKey(next.meta.steps, key);
  return { draft: next, key };
}

/** The draft with step `key` titled `title`. */
export function renameStep(draft: TypeDraft, key: string, title: string): TypeDraft {
  const next = clone(draft);
  const step = isJsonObject(next.schema.properties) ? next.schema.properties[key] : undefined;
  if (isJsonObject(step)) step.title = title.trim();
  const stepUi = next.uiSchema[key];
  if (isJsonObject(stepUi) && stepUi["ui:title"] !== undefined) stepUi["ui:title"] = title.trim();
  return next;
}

/** The draft without step `key` (a shared piece's step too). */
export function removeStep(draft: TypeDraft, key: string): TypeDraft {
  const next = clone(draft);
  if (isJsonObject(next.schema.properties)) delete next.schema.properties[key];
  if (Array.isArray(next.schema.required)) next.schema.required = without(next.schema.required, key);
  delete next.uiSchema[key];
  if (Array.isArray(next.uiSchema["ui:order"]))
    next.uiSchema["ui:order"] = without(next.uiSchema["ui:order"], key);
  if (Array.isArray(next.meta.steps)) next.meta.steps = without(next.meta.steps, key);
  return next;
}

/** The draft with step `key` one place earlier (-1) or later (1). */
export function moveStep(draft: TypeDraft, key: string, by: -1 | 1): TypeDraft {
  const next = clone(draft);
  const order = moved(stepKeys(next), key, by);
  if (isJsonObject(next.schema.properties)) next.schema.properties = reordered(next.schema.properties, order);
  const uiOrder = next.uiSchema["ui:order"];
  if (Array.isArray(uiOrder)) next.uiSchema["ui:order"] = [...order, ...(uiOrder.includes("*") ? ["*"] : [])];
  if (Array.isArray(next.meta.steps))
    next.meta.steps = order.filter((step) => strings(next.meta.steps).includes(step));
  return next;
}

// --- The type's limits (meta.json) ------------------------------------------------------------

/** The limits the settings form offers: the numbers a registry sets on the shared pieces. */
export const EDITABLE_LIMITS = [
  "minimumAge",
  "maximumAge",
  "olevelRows",
  "olevelMaxRows",
  "olevelSittings",
  "minReferees",
  "maxReferees",
] as const;
export type EditableLimit = (typeof EDITABLE_LIMITS)[number];

export function readLimits(draft: TypeDraft): Partial<Record<EditableLimit, number>> {
  const limits = isJsonObject(draft.meta.limits) ? draft.meta.limits : {};
  const out: Partial<Record<EditableLimit, number>> = {};
  for (const name of EDITABLE_LIMITS) {
    const value = num(limits[name]);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** The draft with meta.json's numeric limits set as given (an absent one is removed: the piece's default). */
export function writeLimits(draft: TypeDraft, values: Partial<Record<EditableLimit, number>>): TypeDraft {
  const next = clone(draft);
  const limits: JsonObject = isJsonObject(next.meta.limits) ? { ...next.meta.limits } : {};
  for (const name of EDITABLE_LIMITS) {
    const value = values[name];
    if (value === undefined) delete limits[name];
    else limits[name] = value;
  }
  if (Object.keys(limits).length > 0) next.meta.limits = limits;
  else delete next.meta.limits;
  return next;
}
