/** The few JSON Schema facts the CRUD engine reads from a row schema's top-level properties. */
export interface SchemaProperty {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: unknown[];
  /** Our annotation: the lookup list (`/api/Lookups/:name`) the value is an id of. */
  lookup?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function propertiesOf(schema: Record<string, unknown>): Record<string, SchemaProperty> {
  const properties = schema.properties;
  if (!isRecord(properties)) return {};
  const result: Record<string, SchemaProperty> = {};
  for (const [field, value] of Object.entries(properties)) {
    if (!isRecord(value)) continue;
    result[field] = {
      type:
        typeof value.type === "string" || Array.isArray(value.type)
          ? (value.type as string | string[])
          : undefined,
      title: typeof value.title === "string" ? value.title : undefined,
      format: typeof value.format === "string" ? value.format : undefined,
      enum: Array.isArray(value.enum) ? value.enum : undefined,
      lookup: typeof value.lookup === "string" ? value.lookup : undefined,
    };
  }
  return result;
}

/**
 * A row as the form edits it: only the schema's own properties (the server rejects unknown ones,
 * such as `id` or timestamps) and no nulls (an empty optional column is an absent value).
 */
export function formDataOf(
  row: Readonly<Record<string, unknown>>,
  schema: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of Object.keys(propertiesOf(schema))) {
    const value = row[field];
    if (value !== null && value !== undefined) data[field] = value;
  }
  return data;
}
