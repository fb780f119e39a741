import { describe, expect, it } from "vitest";
import { INT4_MAX, INT4_MIN, withIntegerBounds } from "./integerBounds";
import type { ResourceFile } from "./resourceFile";
import { humanize, ResourceFileError, resourceModelOf, resourceModelsOf } from "./resourceModel";

const file: ResourceFile = {
  name: "departments",
  title: "Departments",
  singular: "Department",
  route: "/departments",
  table: "departments",
  access: { read: ["official"], write: ["registrar"] },
  schema: {
    type: "object",
    properties: {
      name: { type: "string", title: "Department" },
      facultyId: { type: "integer", lookup: "faculties" },
      units: { type: "integer", title: "Units", minimum: 1, maximum: 6 },
      rank: { type: ["integer", "null"], title: "Rank" },
      secret: { type: "string", title: "Secret", writeOnly: true },
      active: { type: "boolean", title: "Active" },
    },
  },
  grid: {
    columns: ["name", "facultyId", "secret", { field: "id", label: "No." }],
    filters: ["facultyId"],
    sort: "name",
  },
  lookup: { label: "name" },
};

describe("resourceModelOf", () => {
  const model = resourceModelOf(file);

  it("titles a property without one in words, as every screen and message shows it", () => {
    expect(humanize("facultyId")).toBe("Faculty id");
    expect(model.byProperty.get("facultyId")?.title).toBe("Faculty id");
    expect(model.byProperty.get("name")?.title).toBe("Department");
  });

  it("never sorts by a write-only column, and sorts by id when the grid shows it", () => {
    expect([...model.sortable.keys()]).toEqual(["name", "-name", "facultyId", "-facultyId", "id", "-id"]);
  });

  it("bounds every integer by its int4 column, ids from 1, keeping tighter bounds of the file", () => {
    expect(model.byProperty.get("facultyId")).toMatchObject({ minimum: 1, maximum: INT4_MAX });
    expect(model.byProperty.get("units")).toMatchObject({ minimum: 1, maximum: 6 });
    expect(model.byProperty.get("rank")).toMatchObject({ minimum: INT4_MIN, maximum: INT4_MAX });
    const properties = model.schema.properties as Record<string, Record<string, unknown>>;
    expect(properties.facultyId).toEqual({
      type: "integer",
      lookup: "faculties",
      minimum: 1,
      maximum: INT4_MAX,
    });
    expect(withIntegerBounds(model.schema)).toBe(model.schema);
  });

  it("finds the active field, the lookup with its default order, and refuses names it cannot serve", () => {
    expect(model.activeField?.property).toBe("active");
    expect(model.lookup).toMatchObject({ name: "departments", public: true, value: undefined });
    expect(model.lookup?.order.map((key) => key.field?.property)).toEqual(["name", "name"]);
    expect(() => resourceModelOf({ ...file, grid: { columns: ["nmae"] } })).toThrow(
      new ResourceFileError(
        'schemas/resources/departments.json: grid column "nmae" is not a property of the schema',
      ),
    );
    expect(() => resourceModelsOf([file])).toThrow(
      'property "facultyId" names lookup "faculties", which no resource file provides',
    );
  });
});
