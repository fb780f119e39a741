import { type JsonObject, mergeDeep } from "./mergeDeep";

/** The meta.json key naming the type a folder extends. */
export const EXTENDS_KEY = "extends";

/**
 * Every folder's meta.json (by folder name, in the order given) with `extends` resolved (the type's own keys over the one it extends,
 * mergeDeep's rule): what the browser's first download needs of the folders, without the whole
 * resolver (resolveFolders.ts, with UI fragments and schemas). The files are checked whole by the
 * server, the build and the tests; a circle here is a plain error.
 */
export function metasWithExtends(metas: ReadonlyMap<string, JsonObject>): Map<string, JsonObject> {
  const resolved = new Map<string, JsonObject>();
  const resolve = (folder: string, chain: readonly string[]): JsonObject => {
    const known = resolved.get(folder);
    if (known) return known;
    const meta = metas.get(folder);
    if (!meta) throw new Error(`no application type folder "${folder}"`);
    const parent = meta[EXTENDS_KEY];
    let result = meta;
    if (typeof parent === "string") {
      if (chain.includes(parent))
        throw new Error(`"extends" goes round in a circle: ${[...chain, parent].join(" -> ")}`);
      const { [EXTENDS_KEY]: _extends, ...own } = meta;
      result = mergeDeep(resolve(parent, [...chain, parent]), own);
    }
    resolved.set(folder, result);
    return result;
  };
  // In the order given, whatever order the parents were resolved in.
  return new Map([...metas.keys()].map((folder) => [folder, resolve(folder, [folder])]));
}
