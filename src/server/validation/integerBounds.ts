import { INT4_MAX, INT4_MIN } from "./inputLimits";

type SchemaNode = Record<string, unknown>;

/** Keywords whose value is one schema, or a list or map of schemas (draft-07). */
const ONE_SCHEMA = [
  "items",
  "additionalItems",
  "additionalProperties",
  "contains",
  "not",
  "if",
  "then",
  "else",
  "propertyNames",
];
const SCHEMA_LIST = ["items", "allOf", "anyOf", "oneOf"];
const SCHEMA_MAP = ["properties", "patternProperties", "definitions", "$defs", "dependencies"];

function isSchema(value: unknown): value is SchemaNode {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function allowsInteger(node: SchemaNode): boolean {
  const { type } = node;
  return type === "integer" || (Array.isArray(type) && type.includes("integer"));
}

function bounded(node: SchemaNode): SchemaNode {
  const copy: SchemaNode = { ...node };
  if (allowsInteger(node)) {
    // An integer column is int4: a bigger number must be a 400 on its field, not a database error.
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INT4_MAX;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INT4_MIN;
  }
  for (const keyword of ONE_SCHEMA) {
    const child = node[keyword];
    if (isSchema(child)) copy[keyword] = bounded(child);
  }
  for (const keyword of SCHEMA_LIST) {
    const list = node[keyword];
    if (Array.isArray(list)) copy[keyword] = list.map((child) => (isSchema(child) ? bounded(child) : child));
  }
  for (const keyword of SCHEMA_MAP) {
    const map = node[keyword];
    if (!isSchema(map)) continue;
    copy[keyword] = Object.fromEntries(
      Object.entries(map).map(([key, child]) => [key, isSchema(child) ? bounded(child) : child]),
    );
  }
  return copy;
}

/**
 * A copy of a request schema in which every integer without its own bounds gets PostgreSQL's int4
 * range, so an id of 99999999999 or 1e308 is refused on its field before any query runs. A schema
 * that means a wider column (bigint) says so with its own `maximum`.
 */
export function withIntegerBounds<T>(schema: T): T {
  return (isSchema(schema) ? bounded(schema) : schema) as T;
}
