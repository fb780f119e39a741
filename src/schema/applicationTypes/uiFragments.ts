import { isJsonObject, type JsonObject, mergeDeep } from "./mergeDeep";

/**
 * UI fragments: `schemas/common/<piece>.ui.json` beside the schema pieces, holding the titles,
 * widgets and hints of a section that several types share. A UI schema (or another fragment)
 * takes one with `"$ref"`, a relative path like a schema's (`"../../common/person.ui.json"` from
 * `applications/<type>/form.ui.json`), at any level; the keys beside the `$ref` are merged over the
 * fragment by `mergeDeep` (objects merge, arrays and scalars replace, `null` removes).
 */

/** UI fragments by their path below `schemas/`: `"common/person.ui.json"`. */
export type UiFragmentLibrary = Readonly<Record<string, JsonObject>>;

export const UI_FRAGMENT_SUFFIX = ".ui.json";

const BASE = "file:///schemas/";

/** The path below `schemas/` that `$ref` names from the file `fileId`. */
function targetOf(ref: string, fileId: string): string {
  const target = new URL(ref, `${BASE}${fileId}`);
  if (target.hash) throw new Error(`$ref "${ref}": a UI fragment is a whole file, without #`);
  return decodeURIComponent(target.pathname.slice(new URL(BASE).pathname.length));
}

/** A copy of `ui` (the UI schema file `fileId`) with every `$ref` to a fragment merged in. */
export function resolveUiFragments(
  ui: JsonObject,
  fileId: string,
  fragments: UiFragmentLibrary,
  stack: readonly string[] = [],
): JsonObject {
  const { $ref, ...rest } = ui;
  const own: JsonObject = {};
  for (const [key, value] of Object.entries(rest))
    own[key] = isJsonObject(value) ? resolveUiFragments(value, fileId, fragments, stack) : value;
  if ($ref === undefined) return own;
  if (typeof $ref !== "string") throw new Error(`"$ref" must be a path to a UI fragment`);
  const target = targetOf($ref, fileId);
  if (stack.includes(target)) throw new Error(`circular $ref: ${[...stack, target].join(" -> ")}`);
  const fragment = fragments[target];
  if (!fragment) throw new Error(`$ref "${$ref}" names no UI fragment (schemas/${target})`);
  return mergeDeep(resolveUiFragments(fragment, target, fragments, [...stack, target]), own);
}
