import { MAX_JSON_DEPTH } from "../../../src/server/validation/inputLimits";
import { type Json, type Schema, type Spot, spotsOf, typesOf } from "./schemaValues";
import type { Random } from "./seededRandom";

/** One bad change to one part of a request. `mustRefuse`: no route may accept it (answers 4xx). */
export interface Mutation {
  kind: string;
  where: string;
  mustRefuse: boolean;
}

const HUGE_NUMBERS = [2_147_483_648, 99_999_999_999, -2_147_483_649, 1e308, -1e308, 2 ** 53 + 2];
const HUGE_TEXT = ["2147483648", "99999999999", "-2147483649", "1e308", "9".repeat(400)];
const WRONG_TYPES: Json[] = ["text", 3.5, -1, 0, true, null, [], {}, [1, "a"], { a: 1 }, ""];

function nested(depth: number): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

function unknownKeys(random: Random): Record<string, Json> {
  const count = random.pick([1, 3, 200, 20_000]);
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`fuzzUnknown${i}`, i]));
}

function setAt(root: Json, path: readonly string[], value: Json | undefined): Json {
  if (path.length === 0) return value === undefined ? {} : value;
  const copy = structuredClone(root) as Record<string, Json>;
  let parent: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, Json>;
  const last = path.at(-1) as string;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

function isIntegerOnly(schema: Schema): boolean {
  const types = typesOf(schema);
  return types.includes("integer") && !types.includes("number") && !types.includes("string");
}

/** A bad JSON body: `base` (a likely-valid value of `schema`) changed in one place. */
export function badBody(base: Json, schema: Schema, random: Random): { body: Json; mutation: Mutation } {
  const spots = spotsOf(base, schema);
  const spot: Spot = random.pick(spots);
  const where = spot.path.join(".") || "(body)";
  const current = spot.path.reduce<Json>((value, key) => (value as Record<string, Json>)[key] as Json, base);
  const kind = random.pick([
    "wrong type",
    "huge number",
    "NUL",
    "unpaired surrogate",
    "long text",
    "deep nesting",
    "unknown keys",
    "missing required",
    "null",
    "not an object",
  ]);
  const mutate = (value: Json | undefined, mustRefuse = false) => ({
    body: setAt(base, spot.path, value),
    mutation: { kind, where, mustRefuse },
  });
  switch (kind) {
    case "wrong type":
      return mutate(random.pick(WRONG_TYPES));
    case "huge number":
      return mutate(random.pick(HUGE_NUMBERS), isIntegerOnly(spot.schema));
    case "NUL": {
      const text = typeof current === "string" ? current : "fuzz";
      const at = random.int(text.length + 1);
      return mutate(`${text.slice(0, at)}\u0000${text.slice(at)}`, true);
    }
    case "unpaired surrogate":
      return mutate(random.pick(["\ud800", "a\udc00b", "\udbff\ud800", "x\ud83d"]), true);
    case "long text":
      return mutate("x".repeat(random.pick([256, 5_000, 200_000])));
    case "deep nesting": {
      const depth = random.pick([MAX_JSON_DEPTH + 1, 100, 3_000]);
      return mutate(nested(depth), true);
    }
    case "unknown keys": {
      const target =
        current !== null && typeof current === "object" && !Array.isArray(current) ? current : {};
      return mutate({ ...target, ...unknownKeys(random) });
    }
    case "missing required": {
      const parent = spot.schema.required?.length ? spot : spots.find((s) => s.schema.required?.length);
      const required = parent?.schema.required;
      if (!parent || !required) return mutate(undefined);
      return {
        body: setAt(base, [...parent.path, random.pick(required)], undefined),
        mutation: { kind, where: parent.path.join(".") || "(body)", mustRefuse: false },
      };
    }
    case "null":
      return mutate(null);
    default:
      return {
        body: random.pick<Json>([[], "text", 42, true, [base]]),
        mutation: { kind, where: "(body)", mustRefuse: false },
      };
  }
}

/** A bad text value for a query or path parameter of `schema`; `encoded` is ready for the URL. */
export function badText(
  schema: Schema,
  random: Random,
): { encoded: string; kind: string; mustRefuse: boolean } {
  const kind = random.pick(["huge number", "NUL", "unpaired surrogate", "wrong type", "long text", "empty"]);
  switch (kind) {
    case "huge number":
      return { encoded: random.pick(HUGE_TEXT), kind, mustRefuse: isIntegerOnly(schema) };
    case "NUL":
      return { encoded: random.pick(["%00", "a%00b", "%00%00"]), kind, mustRefuse: true };
    case "unpaired surrogate":
      // Invalid UTF-8 (a surrogate's CESU bytes): what the decoder makes of it is the server's business.
      return { encoded: random.pick(["%ED%A0%80", "a%ED%B0%80"]), kind, mustRefuse: false };
    case "wrong type":
      return {
        encoded: encodeURIComponent(random.pick(["abc", "1.5", "-1", "true", "[]", "{}", "null"])),
        kind,
        mustRefuse: false,
      };
    case "long text":
      return { encoded: "y".repeat(random.pick([300, 4_000])), kind, mustRefuse: false };
    default:
      return { encoded: "", kind, mustRefuse: false };
  }
}
