import { describe, expect, it } from "vitest";
import type { ResourceFile } from "./resourceFile";
import {
  checkedScopeField,
  scopedResourceFile,
  scopeFieldOf,
  scopeTitleOf,
  scopeValueOf,
} from "./resourceScope";

const programmeDepartments: ResourceFile = {
  name: "programme-departments",
  title: "Programme departments",
  singular: "Programme department",
  route: "/school_setup/programme_departments",
  group: { name: "school_setup", order: 7 },
  table: "programme_departments",
  access: { read: ["official"], write: ["registrar"] },
  schema: {
    type: "object",
    properties: {
      programmeId: { type: "integer", title: "Programme", lookup: "programmes" },
      departmentId: { type: "integer", title: "Department", lookup: "departments" },
    },
  },
  ui: { "ui:order": ["programmeId", "departmentId"], programmeId: { "ui:help": "The programme." } },
  grid: {
    columns: [{ field: "programmeId", format: "lookup" }, "departmentId"],
    filters: ["programmeId", "departmentId"],
    upload: true,
    export: true,
  },
  scopes: [
    { route: "/school_setup/programme_departments/:programmeId", title: "Departments offering {name}" },
  ],
};

describe("scope routes", () => {
  it("finds the one property a route fixes", () => {
    expect(scopeFieldOf({ route: "/school_setup/programme_departments/:programmeId", title: "x" })).toEqual({
      field: "programmeId",
    });
    expect(checkedScopeField({ route: "/school_setup/student_type/:studentTypeId", title: "x" })).toBe(
      "studentTypeId",
    );
  });

  it("says what is wrong with a route without one parameter, with two, relative, or without a title", () => {
    expect(scopeFieldOf({ route: "/school_setup/programme_departments", title: "x" })).toEqual({
      problem: '"route" must hold exactly one ":property" segment',
    });
    expect(scopeFieldOf({ route: "/a/:programmeId/:departmentId", title: "x" })).toEqual({
      problem: '"route" must hold exactly one ":property" segment',
    });
    expect(scopeFieldOf({ route: "school_setup/:programmeId", title: "x" })).toEqual({
      problem: '"route" must be a path starting with "/"',
    });
    expect(scopeFieldOf({ route: "/a/:programmeId", title: "  " })).toEqual({
      problem: '"title" must be a non-empty string',
    });
    expect(() => checkedScopeField({ route: "/a", title: "x" })).toThrow(/exactly one/);
  });

  it("takes positive whole ids from the route and nothing else", () => {
    expect(scopeValueOf("12")).toBe(12);
    expect(scopeValueOf("1")).toBe(1);
    for (const bad of [undefined, "", "0", "-3", "1.5", "abc", "012", "12345678901", " 1"]) {
      expect(scopeValueOf(bad), String(bad)).toBeUndefined();
    }
  });

  it("names the parent in the heading", () => {
    expect(scopeTitleOf({ route: "/x/:a", title: "Departments offering {name}" }, "NCE")).toBe(
      "Departments offering NCE",
    );
  });
});

describe("the scoped screen's resource file", () => {
  const scoped = scopedResourceFile(programmeDepartments, "programmeId", "Departments offering NCE");

  it("drops the fixed property's column and filter, the upload, the tabs and the scopes", () => {
    expect(scoped.title).toBe("Departments offering NCE");
    expect(scoped.grid.columns).toEqual(["departmentId"]);
    expect(scoped.grid.filters).toEqual(["departmentId"]);
    expect(scoped.grid.upload).toBe(false);
    expect(scoped.grid.export).toBe(true);
    expect(scoped.group).toBeUndefined();
    expect(scoped.scopes).toBeUndefined();
  });

  it("makes the property read-only on the form, keeping its other UI options", () => {
    expect(scoped.ui?.programmeId).toEqual({ "ui:help": "The programme.", "ui:readonly": true });
    expect(scoped.ui?.["ui:order"]).toEqual(["programmeId", "departmentId"]);
  });

  it("keeps the very same schema object, so the precompiled validator still matches", () => {
    expect(scoped.schema).toBe(programmeDepartments.schema);
    expect(programmeDepartments.grid.columns).toHaveLength(2);
  });
});
