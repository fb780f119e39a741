import { describe, expect, it } from "vitest";
import { readResourceFiles } from "../src/schema/readResourceFiles";
import { resourceLookups } from "./resourceLookups";
import { resourceFacts, resourceScreens } from "./resources";

const files = await readResourceFiles();

describe("the resource route table", () => {
  it("holds every file's facts as the checked loader reads them: what its lines need, no more", () => {
    expect(resourceFacts).toEqual(
      files.map(({ title, route, group, access, menu, scopes, presets }) =>
        JSON.parse(
          JSON.stringify({
            route,
            title,
            group,
            menu,
            access: { read: access.read },
            scopes: scopes?.map((scope) => ({ route: scope.route })),
            presets: presets?.map((preset) => ({
              route: preset.route,
              title: preset.title,
              group: preset.group,
            })),
          }),
        ),
      ),
    );
    expect(resourceLookups).toEqual(
      files.map(({ name, lookup, route, title, singular }) =>
        JSON.parse(JSON.stringify({ name, lookup, route, title, singular })),
      ),
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

  it("opens a scope's and a preset's screen from the whole file", async () => {
    const open = async (path: string) =>
      (await resourceScreens.find((screen) => screen.path === path)?.load())?.default.displayName;
    expect(await open("/school_setup/programme_departments/:programmeId")).toBe(
      "ScopedResourceScreen(programme-departments)",
    );
    expect(await open("/fees_assignment/acceptance_fees")).toBe(
      "PresetResourceScreen(fee-assignments /fees_assignment/acceptance_fees)",
    );
  });
});
