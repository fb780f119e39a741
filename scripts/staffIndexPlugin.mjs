import path from "node:path";
import { runnerImport } from "vite";
import { resourceFilesForTheBrowser } from "./resourceFilesPlugin.mjs";

export const STAFF_INDEX_ID = "virtual:staff-screens";
const RESOLVED = `\0${STAFF_INDEX_ID}`;

/**
 * `virtual:staff-screens`: the staff's route table as the browser loads it at a staff sign-in
 * (src/client/app/App.tsx). It is written from the whole table (screens/staffScreens.ts, run in
 * Node by Vite's module runner; screens/staffIndex.ts says which area file each line comes from):
 * each line's facts (path, access, menu, group, title, record) as data, and a load that imports
 * the line's area file and runs that line's own load. The areas' dynamic imports and their
 * preload lists stay out of the first load; resident areas (the resource lists) are
 * imported as they are. Used by vite.config.ts and vitest.config.ts (plain JavaScript for Vite's
 * config loader).
 * @returns {import("vite").Plugin}
 */
export function staffIndex() {
  /** @type {string} */
  let root = process.cwd();
  /** The files the index was last made from. */
  let madeFrom = new Set();
  return {
    name: "matric:staff-index",
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === STAFF_INDEX_ID ? RESOLVED : null;
    },
    // The dev server reloads the page with a new index when a file it was made from changes, or a
    // file is added to or removed from screens/ or schemas/ (a glob's new member); the build makes
    // it once.
    configureServer(server) {
      const folders = ["screens", "schemas"].map((folder) => path.join(root, folder) + path.sep);
      const refresh = (file, added) => {
        const changed = path.resolve(file);
        if (!madeFrom.has(changed) && !(added && folders.some((folder) => changed.startsWith(folder))))
          return;
        const graph = server.environments?.client?.moduleGraph ?? server.moduleGraph;
        const module = graph.getModuleById(RESOLVED);
        if (!module) return;
        graph.invalidateModule(module);
        server.ws.send({ type: "full-reload" });
      };
      server.watcher.on("change", (file) => refresh(file, false));
      server.watcher.on("add", (file) => refresh(file, true));
      server.watcher.on("unlink", (file) => refresh(file, true));
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      const { module, dependencies } = await runnerImport(path.join(root, "screens/staffIndex.ts"), {
        configFile: false,
        root,
        logLevel: "error",
        plugins: [resourceFilesForTheBrowser()],
      });
      madeFrom = new Set(dependencies.map((file) => path.resolve(file)));
      return indexModule(module.staffIndexLines(), path.join(root, "screens"));
    },
  };
}

/**
 * The module's code: resident areas imported statically (a run of their lines as a slice of their
 * list), the others on demand (each line's facts, its load found by path in its area's list).
 * @param {{ area: string, list: string, position: number, facts: { path: string }, resident: boolean }[]} lines
 * @param {string} screens the screens folder
 */
function indexModule(lines, screens) {
  const areas = [...new Set(lines.map((line) => line.area))].sort();
  const name = (area) => `area${areas.indexOf(area)}`;
  const file = (area) => JSON.stringify(path.join(screens, area).replaceAll("\\", "/"));
  const resident = new Set(lines.filter((line) => line.resident).map((line) => line.area));
  const imports = areas.map((area) =>
    resident.has(area)
      ? `import * as ${name(area)} from ${file(area)};`
      : `const ${name(area)} = () => import(${file(area)});`,
  );
  const entries = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.resident) {
      entries.push(`lazy(${name(line.area)}, ${JSON.stringify(line.list)}, ${JSON.stringify(line.facts)})`);
      continue;
    }
    let end = i + 1;
    while (
      end < lines.length &&
      lines[end].resident &&
      lines[end].area === line.area &&
      lines[end].list === line.list &&
      lines[end].position === line.position + (end - i)
    )
      end++;
    entries.push(`...${name(line.area)}.${line.list}.slice(${line.position}, ${line.position + end - i})`);
    i = end - 1;
  }
  return `import { staffTable } from ${file("staffTable.ts")};
${imports.join("\n")}
function lazy(area, list, facts) {
  return {
    ...facts,
    load: async () => {
      const line = (await area())[list].find((screen) => screen.path === facts.path);
      if (!line) throw new Error(\`\${facts.path} is no longer in its area's list: rebuild the staff index\`);
      return line.load();
    },
  };
}
export const staffScreens = staffTable([
${entries.join(",\n")}
]);
`;
}
