/**
 * Every lazy import carries the list of chunks to preload with it (`__vite__mapDeps`). The chunks
 * the entry imports statically are always loaded before any lazy import runs, so listing them
 * again in every route table's preload lists only adds bytes to the first load. This plugin
 * records the entry's static import graph as the bundle is written; `withoutEntryChunks` drops
 * those chunks from the lazy imports' lists (index.html keeps its own modulepreload links).
 */
export function entryPreload() {
  const loadedWithEntry = new Set();
  return {
    plugin: {
      name: "matric:entry-preload",
      enforce: "pre",
      generateBundle(_options, bundle) {
        const chunks = new Map(
          Object.values(bundle)
            .filter((output) => output.type === "chunk")
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        while (pending.length > 0) {
          const fileName = pending.pop();
          if (loadedWithEntry.has(fileName)) continue;
          loadedWithEntry.add(fileName);
          pending.push(...(chunks.get(fileName)?.imports ?? []));
        }
      },
    },
    /** For `build.modulePreload.resolveDependencies`. */
    withoutEntryChunks(_fileName, deps, { hostType }) {
      return hostType === "js" ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps;
    },
  };
}
