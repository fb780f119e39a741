function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A row as the form edits it: only the schema's own properties (the server rejects unknown ones,
 * such as `id` or timestamps) and no nulls (an empty optional column is an absent value). What
 * else a property means is the shared model's to say (`src/schema/resourceModel.ts`).
 */
export function formDataOf(
  row: Readonly<Record<string, unknown>>,
  schema: Record<string, unknown>,
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  const properties = isRecord(schema.properties) ? schema.properties : {};
  for (const field of Object.keys(properties)) {
    const value = row[field];
    if (value !== null && value !== undefined) data[field] = value;
  }
  return data;
}
