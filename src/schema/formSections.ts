import type { RJSFSchema, UiSchema } from "@rjsf/utils";

/**
 * A section of an application: one wizard step, one titled part of the printed document.
 * `fields` are top-level properties of the form schema (usually just one, the section object).
 */
export interface FormSection {
  readonly id: string;
  readonly title: string;
  readonly description?: string;
  readonly fields: readonly string[];
}

/** An entry of `"ui:steps"` in a UI schema: a section id alone, or one grouping several fields. */
export type StepSpec =
  | string
  | {
      readonly id: string;
      readonly title?: string;
      readonly description?: string;
      readonly fields?: string[];
    };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** "educationHistory" → "Education history", for a section nobody titled. */
function humanize(id: string): string {
  const words = id.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function readStepSpecs(value: unknown): StepSpec[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map((entry, index): StepSpec => {
    if (typeof entry === "string") return entry;
    if (isObject(entry) && typeof entry.id === "string") {
      const fields = Array.isArray(entry.fields)
        ? entry.fields.filter((field): field is string => typeof field === "string")
        : undefined;
      return { id: entry.id, title: text(entry.title), description: text(entry.description), fields };
    }
    throw new Error(`ui:steps[${index}] must be a section name or { id, title?, fields? }`);
  });
}

/**
 * The sections of a form, in order. Where they come from, first match wins:
 * 1. `"ui:steps"` in the UI schema (ids, or `{ id, title, description, fields }` to group fields);
 * 2. `stepIds` — the `steps` of the application's meta.json;
 * 3. the UI schema's `"ui:order"`, then the schema's property order: one section per property.
 * Titles: the step's own, else the section's `ui:title`, else the schema `title`.
 *
 * Every top-level property must belong to exactly one section: a forgotten one could never be
 * filled in and a required one would make the form impossible to submit, so this throws.
 */
export function resolveSections(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  stepIds?: readonly string[],
): FormSection[] {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const propertyNames = Object.keys(properties);
  const uiOrder = Array.isArray(uiSchema["ui:order"])
    ? uiSchema["ui:order"].filter((name): name is string => propertyNames.includes(name))
    : [];
  const specs: StepSpec[] = readStepSpecs(uiSchema["ui:steps"]) ??
    (stepIds ? [...stepIds] : undefined) ?? [...new Set([...uiOrder, ...propertyNames])];

  const sections = specs.map((spec): FormSection => {
    const { id, title, description, fields } = typeof spec === "string" ? { id: spec } : spec;
    const sectionFields = fields && fields.length > 0 ? fields : [id];
    for (const field of sectionFields) {
      if (!(field in properties))
        throw new Error(`step "${id}" names "${field}", which the schema does not have`);
    }
    const first = sectionFields[0] ?? id;
    const ui = isObject(uiSchema[first]) ? uiSchema[first] : {};
    const property = properties[first];
    const schemaTitle = isObject(property) ? text(property.title) : undefined;
    const schemaDescription = isObject(property) ? text(property.description) : undefined;
    return {
      id,
      title: title ?? text(ui["ui:title"]) ?? schemaTitle ?? humanize(id),
      description: description ?? text(ui["ui:description"]) ?? schemaDescription,
      fields: sectionFields,
    };
  });

  const placed = sections.flatMap((section) => section.fields);
  const twice = placed.filter((field, index) => placed.indexOf(field) !== index);
  if (twice.length > 0) throw new Error(`fields in more than one step: ${[...new Set(twice)].join(", ")}`);
  const missing = propertyNames.filter((name) => !placed.includes(name));
  if (missing.length > 0) throw new Error(`fields in no step: ${missing.join(", ")}`);
  return sections;
}

/**
 * The schema of one section: only its fields, with their `required` flags and the root's
 * `definitions` (for `#/definitions/...` refs). Rendering one step's sub-schema keeps a long form
 * fast; rules that span sections can only live on the root and are checked on the final submit.
 */
export function sectionSchema(schema: RJSFSchema, section: FormSection): RJSFSchema {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const picked = Object.fromEntries(section.fields.map((field) => [field, properties[field] ?? {}]));
  const required = Array.isArray(schema.required)
    ? schema.required.filter((name) => section.fields.includes(name))
    : [];
  const result: RJSFSchema = { type: "object", properties: picked, required };
  if (schema.definitions) result.definitions = schema.definitions;
  if (schema.$schema) result.$schema = schema.$schema;
  return result;
}

/** The UI schema of one section: its fields' entries and the global `ui:` options rjsf reads. */
export function sectionUiSchema(uiSchema: UiSchema, section: FormSection): UiSchema {
  const result: UiSchema = { "ui:order": [...section.fields] };
  if (uiSchema["ui:globalOptions"]) result["ui:globalOptions"] = uiSchema["ui:globalOptions"];
  for (const field of section.fields) {
    const ui = uiSchema[field];
    if (ui !== undefined) result[field] = ui;
  }
  return result;
}

/** The section's part of the data. */
export function sectionData(data: Record<string, unknown>, section: FormSection): Record<string, unknown> {
  return Object.fromEntries(
    section.fields.filter((field) => field in data).map((field) => [field, data[field]]),
  );
}

/**
 * The section an error belongs to, from rjsf's error `property` (".programme.departmentId") or
 * an ajv `instancePath` ("/programme/departmentId"). Root-level errors belong to no section.
 */
export function sectionOfError(
  sections: readonly FormSection[],
  property: string | undefined,
): FormSection | undefined {
  const first = /^[./]?(?:\['([^']+)'\]|([^./[]+))/.exec(property ?? "");
  const field = first?.[1] ?? first?.[2];
  return field === undefined ? undefined : sections.find((section) => section.fields.includes(field));
}
