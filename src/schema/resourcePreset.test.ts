import { describe, expect, it } from "vitest";
import type { ResourceFile } from "./resourceFile";
import { resourceModelOf } from "./resourceModel";
import { checkGridExtras, presetHref } from "./resourcePreset";

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
  it("open the list's own route with the preset's filters", () => {
    expect(
      presetHref(
        { route: "/fees_assignment/school_fees" },
        { route: "/fees_assignment/pg_school_fees", filters: { feePurposeId: 1, studentTypeId: 7 } },
      ),
    ).toBe("/fees_assignment/school_fees?feePurposeId=1&studentTypeId=7");
  });

  it("are refused at start-up when they name no filter, a wrong type or a bad route", () => {
    expect(() =>
      checkGridExtras(resourceModelOf(file([{ route: "/things/a", filters: { kindId: 2 } }]))),
    ).not.toThrow();
    expect(() =>
      checkGridExtras(resourceModelOf(file([{ route: "/things/a", filters: { name: "x" } }]))),
    ).toThrow(/"name" must be one of "grid.filters"/);
    expect(() =>
      checkGridExtras(resourceModelOf(file([{ route: "/things/a", filters: { kindId: "2" } }]))),
    ).toThrow(/"kindId" must be of type integer/);
    expect(() =>
      checkGridExtras(resourceModelOf(file([{ route: "things", filters: { kindId: 2 } }]))),
    ).toThrow(/fixed path/);
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
});
