/**
 * The one merge rule of application folders, used by `extends` (a type over the type it extends)
 * and by UI fragments (a section's own keys over the fragment it `$ref`s):
 * - two objects merge key by key, recursively; the base's keys keep their order and new keys follow
 *   (key order is the order fields render and print in);
 * - an array, a string, a number or a boolean replaces what was there (arrays are lists such as
 *   `ui:order` or `required`, which must be written whole to be read);
 * - `null` removes the key (a type drops an inherited route or section).
 */

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function mergeDeep(base: JsonObject, override: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(override)) {
    if (value === null) delete merged[key];
    else {
      const inherited = merged[key];
      merged[key] = isJsonObject(inherited) && isJsonObject(value) ? mergeDeep(inherited, value) : value;
    }
  }
  return merged;
}
