import { describe, expect, it } from "vitest";
import type { ResourceFile } from "./resourceFile";
import { resourceModelOf } from "./resourceModel";
import { checkGridExtras, presetResourceFile } from "./resourcePreset";

const file = (presets: unknown): ResourceFile =>
  ({
    name: "things",
    title: "Things",
    singular: "Thing",
    route: "/things",
    table: "things",
    access: { read: ["bursar"], write: ["bursar"] },
    schema: {
      type: "object",
      properties: { kindId: { type: "integer", lookup: "kinds" }, name: { type: "string" } },
    },
    grid: { columns: ["name"], filters: ["kindId"] },
    presets,
  }) as ResourceFile;

describe("presets", () => {
  it("show the list narrowed to their filters, under their own title and group", () => {
    const base = file([]);
    const shown = presetResourceFile(
      {
        ...base,
        grid: {
          ...base.grid,
          columns: ["name", "kindId"],
          sort: "kindId",
          listActions: [{ name: "clone", label: "Clone", copy: { field: "kindId" }, confirm: "Copy?" }],
        },
      },
      { route: "/things/a", title: "Things of kind 2", filters: { kindId: 2 }, group: { name: "g" } },
    );
    expect(shown.route).toBe("/things/a");
    expect(shown.title).toBe("Things of kind 2");
    expect(shown.group).toEqual({ name: "g" });
    expect(shown.grid.columns).toEqual(["name"]);
    expect(shown.grid.filters).toEqual([]);
    expect(shown.grid.sort).toBeUndefined();
    expect(shown.grid.listActions).toBeUndefined();
    expect(shown.ui?.kindId).toEqual({ "ui:readonly": true });
    // The same schema object: the form keeps its precompiled validator.
    expect(shown.schema).toBe(base.schema);
  });

  it("are refused at start-up when they name a wrong filter or type, a bad route, no title or a bad upload", () => {
    const ok = { route: "/things/a", title: "A" };
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: { kindId: 2 } }])))).not.toThrow();
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: {} }])))).not.toThrow();
    expect(() => checkGridExtras(resourceModelOf(file([{ route: "/things/a", filters: {} }])))).toThrow(
      /"title" must be a non-empty string/,
    );
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: {}, upload: true }])))).toThrow(
      /"upload" needs the list's "grid.upload"/,
    );
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: [] }])))).toThrow(
      /"filters" must be an object/,
    );
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: { name: "x" } }])))).toThrow(
      /"name" must be one of "grid.filters"/,
    );
    expect(() => checkGridExtras(resourceModelOf(file([{ ...ok, filters: { kindId: "2" } }])))).toThrow(
      /"kindId" must be of type integer/,
    );
    expect(() =>
      checkGridExtras(resourceModelOf(file([{ route: "things", title: "A", filters: { kindId: 2 } }]))),
    ).toThrow(/fixed path/);
    expect(() =>
      checkGridExtras(
        resourceModelOf(file([{ ...ok, filters: {}, group: { name: "g", within: { title: "T" } } }])),
      ),
    ).toThrow(/"group".within.name must be a non-empty string/);
  });

  it("refuse at start-up a file whose group nests in a malformed or its own group", () => {
    const grouped = (group: unknown) => resourceModelOf({ ...file([]), group } as ResourceFile);
    expect(() =>
      checkGridExtras(grouped({ name: "g", within: { name: "o", title: "T", order: 2 } })),
    ).not.toThrow();
    expect(() => checkGridExtras(grouped({ name: "g", within: { name: "g" } }))).toThrow(
      /"group".within must name another group/,
    );
    expect(() => checkGridExtras(grouped({ name: "g", within: { name: "o", order: "2" } }))).toThrow(
      /"group".within.order must be a number/,
    );
  });

  it("refuse ranges that are not dates or numbers and totals that are not integers", () => {
    const withGrid = (grid: object) => {
      const base = file([]);
      return resourceModelOf({ ...base, grid: { ...base.grid, ...grid } });
    };
    expect(() => checkGridExtras(withGrid({ ranges: ["name"] }))).toThrow(/must be a date or a number/);
    expect(() => checkGridExtras(withGrid({ totals: ["name"] }))).toThrow(/must be an integer amount/);
    expect(() => checkGridExtras(withGrid({ totals: ["kindId"] }))).toThrow(/must be an integer amount/);
  });

  it("narrow an enum filter to the choices that can match beside the fixed ones, and refuse others", () => {
    const base = file([]);
    const withKind: ResourceFile = {
      ...base,
      schema: {
        type: "object",
        properties: {
          kindId: { type: "integer", lookup: "kinds" },
          name: { type: "string" },
          userType: { type: "string", enum: ["student", "lecturer", "official"] },
        },
      },
      grid: { ...base.grid, filters: ["kindId", "userType"] },
    };
    const preset = { route: "/things/a", title: "A", filters: { kindId: 2 } };
    const staff = { ...preset, choices: { userType: ["lecturer", "official"] } };
    expect(presetResourceFile(withKind, staff).grid.choices).toEqual({ userType: ["lecturer", "official"] });
    const check = (choices: unknown) =>
      checkGridExtras(resourceModelOf({ ...withKind, presets: [{ ...preset, choices }] } as ResourceFile));
    expect(() => check(staff.choices)).not.toThrow();
    expect(() => check({ userType: ["lecturer", "applicant"] })).toThrow(
      /choices "userType" offers "applicant", not one of its enum/,
    );
    expect(() => check({ kindId: [2] })).toThrow(
      /choices "kindId" must be one of "grid.filters" with an enum/,
    );
    expect(() => check({ userType: [] })).toThrow(/must be a non-empty list/);
    expect(() => check(["lecturer"])).toThrow(/"choices" must be an object/);
  });
});
