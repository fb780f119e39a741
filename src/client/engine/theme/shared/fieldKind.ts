import {
  type FormContextType,
  getUiOptions,
  type Registry,
  type RJSFSchema,
  type StrictRJSFSchema,
  type UiSchema,
} from "@rjsf/utils";

function typeOf(schema: StrictRJSFSchema): string | undefined {
  const { type } = schema;
  if (typeof type === "string") return type;
  if (Array.isArray(type)) return type.find((t) => t !== "null");
  if (schema.properties) return "object";
  return undefined;
}

/**
 * Objects, and arrays drawn by ArrayFieldTemplate, render their own title and description;
 * everything else is one widget that FieldTemplate labels.
 */
export function isContainer<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(schema: S, uiSchema: UiSchema<T, S, F> | undefined, registry: Registry<T, S, F>): boolean {
  const type = typeOf(schema);
  if (type === "object") return true;
  if (type !== "array") return false;
  const { widget } = getUiOptions<T, S, F>(uiSchema);
  const { schemaUtils } = registry;
  return !(widget || schemaUtils.isMultiSelect(schema) || schemaUtils.isFilesArray(schema, uiSchema));
}

/** Booleans drawn as a checkbox or switch carry their label beside the box, not above it. */
export function ownsLabel<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(schema: S, uiSchema: UiSchema<T, S, F> | undefined): boolean {
  if (typeOf(schema) !== "boolean") return false;
  const { widget } = getUiOptions<T, S, F>(uiSchema);
  return widget === undefined || widget === "checkbox" || widget === "switch";
}

/** Radio buttons and checkbox lists are groups: labelled by id, not by `<label for>`. */
export function isGroupWidget<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(uiSchema: UiSchema<T, S, F> | undefined): boolean {
  const { widget } = getUiOptions<T, S, F>(uiSchema);
  return widget === "radio" || widget === "checkboxes";
}
