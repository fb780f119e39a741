/**
 * Integer bounds of the database's `integer` (int4) columns. Every integer a resource row, a path
 * id or a list filter carries is checked against them before it reaches SQL, so 99999999999 is a
 * 400 naming the field rather than the database's "out of range" 500.
 */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

export interface IntegerBounds {
  minimum: number;
  maximum: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIntegerSchema(schema: Record<string, unknown>): boolean {
  return schema.type === "integer" || (Array.isArray(schema.type) && schema.type.includes("integer"));
}

/**
 * The bounds of one integer property: its own `minimum`/`maximum` where they are tighter, else the
 * column's; an id of another row (`"lookup"`) starts at 1.
 */
export function integerBoundsOf(schema: Readonly<Record<string, unknown>>): IntegerBounds {
  const floor = typeof schema.lookup === "string" ? 1 : INT4_MIN;
  const own = (key: "minimum" | "maximum") => (typeof schema[key] === "number" ? schema[key] : undefined);
  return {
    minimum: Math.max(own("minimum") ?? floor, floor),
    maximum: Math.min(own("maximum") ?? INT4_MAX, INT4_MAX),
  };
}

/**
 * A flat row schema whose integer properties all carry their column's bounds. Returns the same
 * object when nothing changes, so a schema already bounded keeps its identity (and its
 * precompiled validator's hash).
 */
export function withIntegerBounds<Schema extends Record<string, unknown>>(schema: Schema): Schema {
  const properties = schema.properties;
  if (!isRecord(properties)) return schema;
  let changed = false;
  const bounded: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isRecord(property) && isIntegerSchema(property)) {
      const bounds = integerBoundsOf(property);
      if (property.minimum !== bounds.minimum || property.maximum !== bounds.maximum) {
        bounded[name] = { ...property, ...bounds };
        changed = true;
        continue;
      }
    }
    bounded[name] = property;
  }
  return changed ? { ...schema, properties: bounded } : schema;
}

/** Whether `value` is a whole number within `bounds`. */
export function isWithin(value: number, bounds: IntegerBounds): boolean {
  return Number.isSafeInteger(value) && value >= bounds.minimum && value <= bounds.maximum;
}
