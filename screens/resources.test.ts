import { describe, expect, it } from "vitest";
import { readResourceFiles } from "../src/schema/readResourceFiles";
import { resourceFacts, resourceScreens } from "./resources";

const files = await readResourceFiles();

describe("the resource route table", () => {
  it("holds every file's facts exactly as the checked loader reads them", () => {
    expect(resourceFacts).toEqual(
      files.map(({ name, title, singular, route, group, access, menu, scopes, presets, lookup }) => ({
        name,
        title,
        singular,
        route,
        group,
        access,
        menu,
        scopes,
        presets,
        lookup,
      })),
    );
  });

  it("has a screen per file and per scope, each loading its own whole file", async () => {
    const routes = files.flatMap((file) => [
      file.route,
      ...(file.scopes ?? []).map((scope) => scope.route),
      ...(file.presets ?? []).map((preset) => preset.route),
    ]);
    expect(resourceScreens.map((screen) => screen.path)).toEqual(routes);
    const departments = resourceScreens.find(
      (screen) => screen.path === "/school_setup/manage_faculty_and_department/department",
    );
    expect(departments).toBeDefined();
    const { default: Screen } = (await departments?.load()) ?? {};
    expect(Screen?.displayName).toBe("ResourceScreen(departments)");
  });
});
