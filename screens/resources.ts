import type { ResourceFacts, ResourceFile } from "../src/schema/resourceFile";
import { loadResourceFile } from "../src/schema/resourceFileCheck";
import type { ScreenRoute } from "./types";

/**
 * Every admin list in schemas/resources/ is a screen at its own `route`: adding a resource file
 * adds its screen. The route tables carry only each file's facts (`ResourceFacts`: its lines'
 * routes, titles, groups, menu and readers); a screen loads its own whole file (one small chunk
 * per file) with the grid and form engine, and checks it with the server's loader, so it reads the
 * same bounded schema the validators were precompiled for.
 */
const GLOB = "../schemas/resources/*.json";
// `?facts`: only `ResourceFacts`' keys (scripts/resourceFilesPlugin.mjs), all in this chunk.
// Keyed "./<file>.json" (`base`): the keys of both globs are in this chunk.
const facts = import.meta.glob<ResourceFacts>("./*.json", {
  base: "../schemas/resources",
  eager: true,
  query: "?facts",
  import: "default",
});
// The whole files, one chunk each, fetched when their screen opens.
const wholeFiles = import.meta.glob<unknown>("./*.json", { base: "../schemas/resources", import: "default" });

const paths = Object.keys(facts).sort();

export const resourceFacts: ResourceFacts[] = paths.map((path) => facts[path] as ResourceFacts);

async function wholeFile(path: string): Promise<ResourceFile> {
  const read = wholeFiles[path];
  if (!read) throw new Error(`${path} is not among ${GLOB}`);
  return loadResourceFile({
    fileName: path.slice(path.lastIndexOf("/") + 1),
    content: await read(),
  });
}

/** A file's scope or preset at `route`, read from the whole file (the facts hold only its route). */
function partOf<Part extends { route: string }>(parts: readonly Part[] | undefined, route: string): Part {
  const part = parts?.find((candidate) => candidate.route === route);
  if (!part) throw new Error(`${route} is in the facts but not in the whole file`);
  return part;
}

/** The list screen of a resource file, loaded on demand with its whole file. */
function listScreen(path: string): ScreenRoute["load"] {
  return async () => {
    const [{ resourceScreen }, resource] = await Promise.all([
      import("../src/client/engine/crud/resourceScreen"),
      wholeFile(path),
    ]);
    return { default: resourceScreen(resource) };
  };
}

export const resourceScreens: ScreenRoute[] = paths.flatMap((path, index) => {
  const facts = resourceFacts[index] as ResourceFacts;
  return [
    {
      path: facts.route,
      access: facts.access.read,
      menu: facts.menu,
      group: facts.group,
      title: facts.title,
      load: listScreen(path),
    },
    // The same list narrowed to one parent row, e.g. /school_setup/programme_departments/:programmeId.
    ...(facts.scopes ?? []).map(({ route }) => ({
      path: route,
      access: facts.access.read,
      load: async () => {
        const [{ scopedResourceScreen }, resource, { resourceLookups }] = await Promise.all([
          import("../src/client/engine/crud/resourceScreen"),
          wholeFile(path),
          import("./resourceLookups"),
        ]);
        return { default: scopedResourceScreen(resource, partOf(resource.scopes, route), resourceLookups) };
      },
    })),
    // The same list with filters fixed, e.g. /fees_assignment/acceptance_fees (acceptance fees
    // only): a screen of its own, in its own tab when it names a group.
    ...(facts.presets ?? []).map((preset) => ({
      path: preset.route,
      access: facts.access.read,
      group: preset.group,
      title: preset.title,
      load: async () => {
        const [{ presetResourceScreen }, resource] = await Promise.all([
          import("../src/client/engine/crud/resourceScreen"),
          wholeFile(path),
        ]);
        return { default: presetResourceScreen(resource, partOf(resource.presets, preset.route)) };
      },
    })),
  ];
});

/**
 * The resource screens, less those whose route a bespoke screen takes: a file's list may be given
 * a page of its own (the application review adds row selection and decisions to the file's grid)
 * and keep the file's API, filters, export and checks. Each route still has one screen.
 */
export function resourceScreensBeside(bespoke: readonly ScreenRoute[]): ScreenRoute[] {
  const taken = new Set(bespoke.map((screen) => screen.path));
  return resourceScreens.filter((screen) => !taken.has(screen.path));
}
