import type { ResourceLookupFacts } from "../src/schema/resourceFile";

// `?lookup`: each file's name, lookup, route, title and singular (scripts/resourceFilesPlugin.mjs).
// Loaded by a scoped list's screen, to find, name and link its parent; the route tables do not carry it.
const lookups = import.meta.glob<ResourceLookupFacts>("../schemas/resources/*.json", {
  eager: true,
  query: "?lookup",
  import: "default",
});

export const resourceLookups: ResourceLookupFacts[] = Object.keys(lookups)
  .sort()
  .map((path) => lookups[path] as ResourceLookupFacts);
