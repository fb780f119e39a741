import fieldFile from "../../../../schemas/forms/type-editor-field.json";
import limitsFile from "../../../../schemas/forms/type-editor-limits.json";
import {
  EDITABLE_LIMITS,
  type EditableLimit,
  FIELD_KINDS,
  FIELD_LOOKUPS,
  FIELD_RULES,
  type FieldKind,
  type FieldRule,
  type FieldSpec,
  RULES_OF_KIND,
} from "../../../schema/applicationTypes/fieldModel";
import { VETTED_PATTERNS } from "../../../schema/applicationTypes/vettedPatterns";
import { type FormFile, readFormFile } from "../../../schema/formFiles";

/**
 * The field editor's forms are files (schemas/forms/type-editor-field.json, -limits.json) rendered
 * by the engine's SchemaForm; this module turns their values into the model's FieldSpec and back,
 * and hides the inputs a kind does not use (the UI schema only: the validator stays precompiled).
 */
export const FIELD_FORM: FormFile = readFormFile("schemas/forms/type-editor-field.json", fieldFile);
export const LIMITS_FORM: FormFile = readFormFile("schemas/forms/type-editor-limits.json", limitsFile);

/** The lookup the "Given together with" drop-down reads: the step's other fields. */
export const SIBLINGS_LOOKUP = "typeEditorSiblings";

/**
 * The field form's fixed lists, from the model (one source): the vetted patterns and the lists a
 * choice may use. Lookups rather than `oneOf` in the file, so an optional one starts empty.
 */
export const FIELD_FORM_LOOKUPS = {
  typeEditorPatterns: VETTED_PATTERNS.map((entry) => ({ id: entry.id, name: entry.label })),
  typeEditorLookups: FIELD_LOOKUPS.map((entry) => ({ id: entry.name, name: entry.label })),
} as const;

type Values = Record<string, unknown>;

/** The inputs of each kind (label, kind, required, help and messages are every kind's). */
const INPUTS_OF_KIND: Readonly<Record<FieldKind, readonly string[]>> = {
  text: ["minLength", "maxLength", "pattern"],
  number: ["minimum", "maximum"],
  wholeNumber: ["minimum", "maximum"],
  date: [],
  choice: ["lookup"],
  yesNo: [],
  file: ["maxSizeKb"],
};
const KIND_INPUTS = [...new Set(Object.values(INPUTS_OF_KIND).flat())];

const kindOf = (values: Values): FieldKind => FIELD_KINDS.find((kind) => kind === values.kind) ?? "text";
const number = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const words = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : undefined);

/** Whether a rule applies as filled in: its message input shows only then. */
function ruleInForce(rule: FieldRule, values: Values): boolean {
  switch (rule) {
    case "required":
      return values.required === true;
    case "givenTogether":
      return Boolean(words(values.givenWith));
    case "integer":
      return true;
    default:
      return values[rule] !== undefined && values[rule] !== "";
  }
}

/**
 * The field form's UI schema for the values as they stand: inputs the kind does not use hidden.
 * `partnerLabel` names the field chosen in "Given together with" when it is editable here: its
 * words (when it is missing) are asked in the same form, titled with its name.
 */
export function fieldFormUi(values: Values, partnerLabel?: string): Record<string, unknown> {
  const kind = kindOf(values);
  const ui: Record<string, unknown> = structuredClone(FIELD_FORM.ui) as Record<string, unknown>;
  const hide = (node: Record<string, unknown>, key: string) => {
    node[key] = { ...(node[key] as Record<string, unknown> | undefined), "ui:widget": "hidden" };
  };
  for (const input of KIND_INPUTS) if (!INPUTS_OF_KIND[kind].includes(input)) hide(ui, input);
  const messages = { ...(ui.messages as Record<string, unknown>) };
  for (const rule of FIELD_RULES)
    if (!RULES_OF_KIND[kind].includes(rule) || !ruleInForce(rule, values)) hide(messages, rule);
  ui.messages = messages;
  if (words(values.givenWith) && partnerLabel)
    ui.partnerMessage = {
      ...(ui.partnerMessage as Record<string, unknown> | undefined),
      "ui:title": `When ${partnerLabel} is missing but this one is given`,
      "ui:description": `Shown under ${partnerLabel}; its own Edit form shows the same words.`,
    };
  else hide(ui, "partnerMessage");
  return ui;
}

/** A field as the form shows it. */
export function formValuesOf(field: FieldSpec): Values {
  const { key: _key, messages, ...rest } = field;
  return { ...rest, messages: { ...messages } };
}

/** The field the form's values describe, under `key` (only what its kind uses is kept). */
export function fieldOfFormValues(values: Values, key: string): FieldSpec {
  const kind = kindOf(values);
  const uses = (input: string) => INPUTS_OF_KIND[kind].includes(input);
  const field: FieldSpec = {
    key,
    label: words(values.label) ?? "",
    kind,
    required: values.required === true,
    messages: {},
  };
  for (const input of ["minimum", "maximum", "minLength", "maxLength", "maxSizeKb"] as const) {
    const value = number(values[input]);
    if (uses(input) && value !== undefined) field[input] = value;
  }
  if (uses("pattern") && words(values.pattern)) field.pattern = words(values.pattern);
  if (uses("lookup") && words(values.lookup)) field.lookup = words(values.lookup);
  if (words(values.givenWith)) field.givenWith = words(values.givenWith);
  if (words(values.help)) field.help = words(values.help);
  const said = (values.messages ?? {}) as Values;
  for (const rule of RULES_OF_KIND[kind]) {
    const text = words(said[rule]);
    if (text && ruleInForce(rule, values)) field.messages[rule] = text;
  }
  return field;
}

/** The limits form's values as meta.json's numeric limits. */
export function limitsOfFormValues(values: Values): Partial<Record<EditableLimit, number>> {
  const limits: Partial<Record<EditableLimit, number>> = {};
  for (const name of EDITABLE_LIMITS) {
    const value = number(values[name]);
    if (value !== undefined) limits[name] = value;
  }
  return limits;
}

/** "Youngest applicant (years): 18; …": the limits as applied, by the limits form's own titles. */
export function limitsApplied(limits: Partial<Record<EditableLimit, number>>): string {
  const properties = (LIMITS_FORM.schema as { properties?: Record<string, { title?: string }> }).properties;
  const said = EDITABLE_LIMITS.filter((name) => limits[name] !== undefined).map(
    (name) => `${properties?.[name]?.title ?? name}: ${limits[name]}`,
  );
  return said.length > 0
    ? `${said.join("; ")}. The others keep their defaults.`
    : "Every limit keeps its default.";
}
