import { describe, expect, it } from "vitest";
import { lookupNamesInSchema, withLookupWidgets } from "./withLookupWidgets";

const schema = {
  type: "object",
  properties: {
    name: { type: "string" },
    facultyId: { type: "integer", lookup: "faculties" },
    sittings: {
      type: "array",
      items: {
        type: "object",
        properties: {
          grade: { type: "string", lookup: "olevelGrades" },
          own: { type: "string", lookup: "x" },
        },
      },
    },
  },
};
const lists = {
  faculties: [{ id: 1, name: "School of Technical Education" }],
  olevelGrades: [{ id: "A1", name: "A1" }],
};

describe("withLookupWidgets", () => {
  it("leaves a lookup the UI schema hides hidden (not drawn as a drop-down)", () => {
    const ui = withLookupWidgets(schema, { facultyId: { "ui:widget": "hidden" } }, lists);
    expect(ui.facultyId).toEqual({ "ui:widget": "hidden" });
  });

  it("offers only the ids an enum beside the lookup allows (a type's certificate types)", () => {
    const certificateTypes = [
      { id: 1, name: "Birth certificate" },
      { id: 2, name: "O-level certificate" },
      { id: 4, name: "Testimonial" },
    ];
    const limited = {
      type: "object",
      properties: { certificateTypeId: { type: "integer", lookup: "certificateTypes", enum: [2, 4] } },
    };
    const ui = withLookupWidgets(limited, {}, { certificateTypes });
    expect(ui.certificateTypeId).toEqual({
      "ui:widget": "lookup",
      "ui:options": { lookupOptions: certificateTypes.slice(1) },
    });
  });

  it("finds every lookup name, nested ones too", () => {
    expect(lookupNamesInSchema(schema)).toEqual(["faculties", "olevelGrades", "x"]);
  });

  it("puts lookup properties on the lookup widget with their lists, leaving the schema alone", () => {
    const before = JSON.stringify(schema);
    const ui = withLookupWidgets(
      schema,
      { name: { "ui:autofocus": true }, sittings: { items: { own: { "ui:widget": "radio" } } } },
      lists,
    );
    expect(JSON.stringify(schema)).toBe(before);
    expect(ui.name).toEqual({ "ui:autofocus": true });
    expect(ui.facultyId).toEqual({ "ui:widget": "lookup", "ui:options": { lookupOptions: lists.faculties } });
    expect(ui.sittings.items.grade).toEqual({
      "ui:widget": "lookup",
      "ui:options": { lookupOptions: lists.olevelGrades },
    });
    // A widget the author chose is how the lookup widget draws the list.
    expect(ui.sittings.items.own).toEqual({
      "ui:widget": "lookup",
      "ui:options": { lookupDisplay: "radio", lookupOptions: [] },
    });
  });

  it("gives an empty list for a lookup that has not loaded", () => {
    expect(
      withLookupWidgets(
        { type: "object", properties: { a: { type: "integer", lookup: "none" } } },
        undefined,
        {},
      ).a,
    ).toEqual({
      "ui:widget": "lookup",
      "ui:options": { lookupOptions: [] },
    });
  });
});

describe("withLookupWidgets on a dependent lookup", () => {
  const personal = {
    type: "object",
    properties: {
      stateId: { type: "integer", title: "State of origin", lookup: "states" },
      lgaId: { type: "integer", title: "LGA", lookup: "lgas", lookupFilter: { stateId: "stateId" } },
    },
  };

  it("tells the widget which list to narrow by which sibling, and the sibling's title for the hint", () => {
    const ui = withLookupWidgets(personal, { lgaId: { "ui:options": { searchable: true } } }, {});
    expect(ui.lgaId).toEqual({
      "ui:widget": "lookup",
      "ui:options": {
        searchable: true,
        lookup: "lgas",
        dependsOn: { stateId: "stateId" },
        dependsOnTitles: { stateId: "State of origin" },
        lookupOptions: [],
      },
    });
    // The sibling itself is a plain lookup.
    expect(ui.stateId["ui:options"]).toEqual({ lookupOptions: [] });
  });
});
