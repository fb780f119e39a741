import type { ResourceFile } from "../src/schema/resourceFile";
import { loadResourceFiles } from "../src/schema/resourceFileCheck";
import { presetHref } from "../src/schema/resourcePreset";
import type { ScreenRoute } from "./types";

/**
 * Every admin list in schemas/resources/ is a screen at its own `route`: adding a resource file
 * adds its screen. The files travel with the signed-in route tables (a lazy chunk, never on the
 * landing page), checked by the same loader as the server's (so the screens read the same bounded
 * schemas the validators were precompiled for); the grid and form engine load when a list is opened.
 */
const files = loadResourceFiles(
  Object.entries(
    import.meta.glob<unknown>("../schemas/resources/*.json", { eager: true, import: "default" }),
  ).map(([path, content]) => ({ fileName: path.slice(path.lastIndexOf("/") + 1), content })),
);

/** The list screen of a resource file, loaded on demand. */
function listScreen(resource: ResourceFile): ScreenRoute["load"] {
  return async () => {
    const { resourceScreen } = await import("../src/client/engine/crud/resourceScreen");
    return { default: resourceScreen(resource, files) };
  };
}

export const resourceScreens: ScreenRoute[] = files.flatMap((resource) => [
  {
    path: resource.route,
    access: resource.access.read,
    menu: resource.menu,
    load: listScreen(resource),
  },
  // The same list narrowed to one parent row, e.g. /school_setup/programme_departments/:programmeId.
  ...(resource.scopes ?? []).map((scope) => ({
    path: scope.route,
    access: resource.access.read,
    load: async () => {
      const { scopedResourceScreen } = await import("../src/client/engine/crud/resourceScreen");
      return { default: scopedResourceScreen(resource, scope, files) };
    },
  })),
  // The same list with filters chosen, e.g. /fees_assignment/acceptance_fees (acceptance fees only):
  // the router goes to the list's own route with the filters in its URL (no screen of its own).
  ...(resource.presets ?? []).map((preset) => ({
    path: preset.route,
    access: resource.access.read,
    redirectTo: presetHref(resource, preset),
    load: listScreen(resource),
  })),
]);
