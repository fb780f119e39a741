import type { RJSFSchema } from "@rjsf/utils";
import type { Lookups } from "./types";

const LOOKUP = "lookup";

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Turns every `"lookup": "<name>"` property that has a list in `lookups` into a labelled enum
 * (`oneOf` of `{ const: id, title: name }`), which rjsf renders as a select and the read-only
 * views show by name. A lookup with no list (or an empty one) is left as it is, so a form still
 * renders while an API list is loading.
 *
 * Pure: returns a new schema and never touches the input. The root `$id` is dropped because the
 * result is a different schema: a validator that caches compiled schemas by `$id` must not mix
 * it up with the plain file.
 */
export function applyLookups(schema: RJSFSchema, lookups: Lookups): RJSFSchema {
  const { $id: _id, ...rest } = schema;
  const result = transform(rest, lookups);
  return isObject(result) ? result : rest;
}

function transform(node: unknown, lookups: Lookups): unknown {
  if (Array.isArray(node)) return node.map((item) => transform(item, lookups));
  if (!isObject(node)) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = transform(value, lookups);
  const name = node[LOOKUP];
  const items = typeof name === "string" ? lookups[name] : undefined;
  if (items && items.length > 0) {
    copy.oneOf = items.map((item) => ({ const: item.id, title: item.name }));
  }
  return copy;
}

/** Lookup names a schema uses, in first-seen order: what a page must fetch before rendering. */
export function lookupNames(schema: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) {
      if (typeof node[LOOKUP] === "string") names.add(node[LOOKUP]);
      Object.values(node).forEach(visit);
    }
  };
  visit(schema);
  return [...names];
}
