import {
  type FormContextType,
  getUiOptions,
  orderProperties,
  type Registry,
  type RJSFSchema,
  type StrictRJSFSchema,
  type UiSchema,
} from "@rjsf/utils";

export interface TableColumn {
  name: string;
  title: string;
  required: boolean;
}

function isSchemaObject<S extends StrictRJSFSchema>(value: unknown): value is S {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isUiSchema<T, S extends StrictRJSFSchema, F extends FormContextType>(
  value: unknown,
): value is UiSchema<T, S, F> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The columns of an array-of-objects table, or undefined when the array should be a list: its
 * items are not plain objects with properties (scalars, oneOf choices, tuples) or the UI schema
 * asks for `ui:options.arrayLayout: "list"`. Column order follows the item's `ui:order`, exactly
 * as ObjectField orders the cells; fields with `ui:widget: "hidden"` get no column.
 */
export function tableColumns<
  T,
  S extends StrictRJSFSchema = RJSFSchema,
  F extends FormContextType = FormContextType,
>(
  schema: S,
  uiSchema: UiSchema<T, S, F> | undefined,
  registry: Registry<T, S, F>,
): TableColumn[] | undefined {
  if (getUiOptions<T, S, F>(uiSchema).arrayLayout === "list") return undefined;
  const rawItems: unknown = schema.items;
  if (!isSchemaObject<S>(rawItems)) return undefined;
  const items = registry.schemaUtils.retrieveSchema(rawItems);
  if (items.oneOf || items.anyOf || !isSchemaObject<S>(items.properties)) return undefined;
  const properties: Record<string, unknown> = items.properties;
  if (Object.keys(properties).length === 0) return undefined;

  const rawItemUi: unknown = uiSchema?.items;
  const itemUi: UiSchema<T, S, F> = isUiSchema<T, S, F>(rawItemUi) ? rawItemUi : {};
  let names: string[];
  try {
    names = orderProperties(Object.keys(properties), itemUi["ui:order"]);
  } catch {
    // A bad ui:order is reported by ObjectField itself; keep the schema order here.
    names = Object.keys(properties);
  }
  const required = new Set(Array.isArray(items.required) ? items.required : []);

  return names.flatMap((name) => {
    const fieldUi: unknown = itemUi[name];
    const options = getUiOptions<T, S, F>(isUiSchema<T, S, F>(fieldUi) ? fieldUi : undefined);
    if (options.widget === "hidden") return [];
    const raw = properties[name];
    const propertySchema = isSchemaObject<S>(raw) ? registry.schemaUtils.retrieveSchema(raw) : undefined;
    const title = options.title ?? propertySchema?.title ?? name;
    return [{ name, title, required: required.has(name) }];
  });
}
