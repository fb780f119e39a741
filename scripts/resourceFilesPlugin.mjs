/** Keys of a resource file only the server and its tests read (src/schema/resourceFile.ts). */
const SERVER_ONLY_KEYS = ["examples", "constraintMessages", "staffScope", "updatedAtColumn"];

/**
 * What the route tables need of every file before a list opens (`ResourceFacts`): its lines' route,
 * title, group, menu and readers, and its scopes' and presets' routes (a scope's or preset's
 * screen reads the rest from the whole file it loads).
 * @param {Record<string, any>} file
 */
function factsOf(file) {
  /** @param {Record<string, unknown>} from @param {readonly string[]} keys */
  const only = (from, keys) =>
    Object.fromEntries(keys.filter((key) => key in from).map((key) => [key, from[key]]));
  return {
    ...only(file, ["route", "title", "group", "menu"]),
    access: only(file.access ?? {}, ["read"]),
    ...(file.scopes ? { scopes: file.scopes.map((scope) => only(scope, ["route"])) } : {}),
    ...(file.presets
      ? { presets: file.presets.map((preset) => only(preset, ["route", "title", "group"])) }
      : {}),
  };
}

/** What a scoped list needs of every file to find, name and link its parent (`ResourceLookupFacts`, `?lookup`). */
const LOOKUP_KEYS = ["name", "lookup", "route", "title", "singular"];

const RESOURCE_FILE = /[\\/]schemas[\\/]resources[\\/][^\\/?]+\.json(\?.*)?$/;

/** What the route tables need of a report file (schemas/reports/*.json?facts); the rest is served by its API. */
const REPORT_FACT_KEYS = ["title", "routes", "access"];
const REPORT_FILE = /[\\/]schemas[\\/]reports[\\/][^\\/?]+\.json\?(.*)$/;

/** What the route tables need of a workflow file (schemas/workflows/*.json?facts): its screens. */
const WORKFLOW_FACT_KEYS = ["name", "access", "screens"];
const WORKFLOW_FILE = /[\\/]schemas[\\/]workflows[\\/][^\\/?]+\.json\?(.*)$/;

/**
 * Resource files (schemas/resources/*.json) as the browser gets them: without their test fixtures
 * and database constraint messages, and — imported with `?facts` — only their facts, so the route
 * tables every signed-in page loads carry a line per file and each list loads its own whole file
 * (`?lookup`: what a scoped list needs to name its parent).
 * Report files (schemas/reports/*.json) imported with `?facts` give only their title, routes and
 * access, for the report screens' route lines (features/reports/reportScreens.ts); workflow files
 * (schemas/workflows/*.json) with `?facts` their name, access and screens (screens/workflows.ts).
 * Used by vite.config.ts and vitest.config.ts (plain JavaScript: Vite's config loader wants it so).
 * @returns {import("vite").Plugin}
 */
export function resourceFilesForTheBrowser() {
  return {
    name: "matric:resource-files-for-the-browser",
    enforce: "pre",
    transform(code, id) {
      const report = REPORT_FILE.exec(id);
      if (report && new URLSearchParams(report[1]).has("facts")) {
        const file = JSON.parse(code);
        const facts = Object.fromEntries(REPORT_FACT_KEYS.map((key) => [key, file[key]]));
        return { code: `export default ${JSON.stringify(facts)};`, map: null };
      }
      const workflow = WORKFLOW_FILE.exec(id);
      if (workflow && new URLSearchParams(workflow[1]).has("facts")) {
        const file = JSON.parse(code);
        const facts = Object.fromEntries(WORKFLOW_FACT_KEYS.map((key) => [key, file[key] ?? null]));
        return { code: `export default ${JSON.stringify(facts)};`, map: null };
      }
      const match = RESOURCE_FILE.exec(id);
      if (!match) return null;
      /** @type {Record<string, unknown>} */
      const file = JSON.parse(code);
      /** @param {readonly string[]} keys */
      const pick = (keys) =>
        JSON.stringify(Object.fromEntries(keys.filter((key) => key in file).map((key) => [key, file[key]])));
      // With a query Vite's JSON plugin leaves the module alone, so the facts are emitted as a module.
      const query = new URLSearchParams(match[1]?.slice(1) ?? "");
      if (query.has("facts")) return { code: `export default ${JSON.stringify(factsOf(file))};`, map: null };
      if (query.has("lookup")) return { code: `export default ${pick(LOOKUP_KEYS)};`, map: null };
      return { code: pick(Object.keys(file).filter((key) => !SERVER_ONLY_KEYS.includes(key))), map: null };
    },
  };
}
