/** A JSON Schema (or UI schema) node as plain data. */
export type SchemaNode = Record<string, unknown>;

export const isSchemaNode = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The sub-schema of `name` in an object schema, its `allOf` pieces included (bundled `$ref`s with siblings). */
export function propertySchema(schema: SchemaNode, name: string): SchemaNode | undefined {
  if (isSchemaNode(schema.properties) && isSchemaNode(schema.properties[name]))
    return schema.properties[name];
  for (const piece of Array.isArray(schema.allOf) ? schema.allOf : [])
    if (isSchemaNode(piece)) {
      const found = propertySchema(piece, name);
      if (found) return found;
    }
  return undefined;
}
