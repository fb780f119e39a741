import type { ResourceFile } from "../src/schema/resourceFile";
import type { ScreenRoute } from "./types";

/**
 * Every admin list in schemas/resources/ is a screen at its own `route`: adding a resource file
 * adds its screen. Only the routes are in the main bundle; a list's file, the grid and the form
 * engine load when the screen is opened.
 */
const routes = import.meta.glob<string>("../schemas/resources/*.json", { eager: true, import: "route" });
const files = import.meta.glob<ResourceFile>("../schemas/resources/*.json", { import: "default" });

export const resourceScreens: ScreenRoute[] = Object.entries(routes).map(([file, route]) => ({
  path: route,
  load: async () => {
    const [resource, { resourceScreen }] = await Promise.all([
      files[file]!(),
      import("../src/client/engine/crud/resourceScreen"),
    ]);
    return { default: resourceScreen(resource) };
  },
}));
