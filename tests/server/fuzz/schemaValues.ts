import type { Random } from "./seededRandom";

/** The part of JSON Schema (and OpenAPI 3.0's `nullable`) the route schemas use. */
export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  format?: string;
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const FORMAT_SAMPLES: Record<string, string> = {
  email: "fuzz.tester@example.org",
  date: "2025-01-15",
  "date-time": "2025-01-15T10:00:00.000Z",
  time: "10:00:00",
  uri: "https://example.org/",
  uuid: "6f1c1a9e-0c7b-4e8a-9a0b-1c2d3e4f5a6b",
};

export function typesOf(schema: Schema): string[] {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length === 0 && schema.properties) return ["object"];
  return types;
}

/** A value the schema most likely accepts: the base each bad payload changes in one place. */
export function sampleValue(schema: Schema, random: Random, depth = 0): Json {
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum && schema.enum.length > 0) return random.pick(schema.enum) as Json;
  if (schema.default !== undefined) return schema.default as Json;
  if (schema.examples && schema.examples.length > 0) return schema.examples[0] as Json;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (option) return sampleValue(option, random, depth);
  const type = typesOf(schema).find((t) => t !== "null") ?? "string";
  switch (type) {
    case "integer":
    case "number": {
      const low = schema.minimum ?? 1;
      const high = Math.min(schema.maximum ?? low + 5, low + 5);
      return low + random.int(high - low + 1);
    }
    case "boolean":
      return random.chance(0.5);
    case "array": {
      const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
      const count = Math.max(schema.minItems ?? 0, depth > 3 ? 0 : 1);
      return Array.from({ length: count }, () => sampleValue(item ?? {}, random, depth + 1));
    }
    case "object": {
      const value: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || random.chance(0.5))
          value[key] = sampleValue(property, random, depth + 1);
      }
      return value;
    }
    default: {
      if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format] as string;
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return "Fuzzer".repeat(Math.ceil(length / 6)).slice(0, length);
    }
  }
}

/** Every place in a value with the schema that describes it: where a mutation can land. */
export interface Spot {
  path: string[];
  schema: Schema;
}

export function spotsOf(value: Json, schema: Schema, path: string[] = []): Spot[] {
  const spots: Spot[] = [{ path, schema }];
  if (Array.isArray(value)) {
    const item = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    value.forEach((child, index) => {
      spots.push(...spotsOf(child, item ?? {}, [...path, String(index)]));
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      spots.push(...spotsOf(child, schema.properties?.[key] ?? {}, [...path, key]));
    }
  }
  return spots;
}
