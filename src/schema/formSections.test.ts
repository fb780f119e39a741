import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { resolveSections, sectionData, sectionOfError, sectionSchema, sectionUiSchema } from "./formSections";

const schema: RJSFSchema = {
  type: "object",
  definitions: { phone: { type: "string" } },
  properties: {
    personal: { type: "object", title: "Personal details", properties: { surname: { type: "string" } } },
    programme: { type: "object", title: "Programme", description: "Your choice" },
    educationHistory: { type: "array", items: { type: "object" } },
    declaration: { type: "boolean" },
  },
  required: ["personal", "declaration"],
};

describe("resolveSections", () => {
  it("follows the meta steps, titled by ui:title, then schema title, then the humanized name", () => {
    const sections = resolveSections(schema, { programme: { "ui:title": "Course" } }, [
      "programme",
      "personal",
      "educationHistory",
      "declaration",
    ]);
    expect(sections.map((s) => [s.id, s.title, s.fields])).toEqual([
      ["programme", "Course", ["programme"]],
      ["personal", "Personal details", ["personal"]],
      ["educationHistory", "Education history", ["educationHistory"]],
      ["declaration", "Declaration", ["declaration"]],
    ]);
    expect(sections[0]?.description).toBe("Your choice");
  });

  it("prefers ui:steps, which may group several fields into one step", () => {
    const sections = resolveSections(
      schema,
      {
        "ui:steps": [
          "personal",
          { id: "study", title: "Study", fields: ["programme", "educationHistory"] },
          { id: "declaration" },
        ],
      },
      ["ignored"],
    );
    expect(sections.map((s) => [s.id, s.title, s.fields])).toEqual([
      ["personal", "Personal details", ["personal"]],
      ["study", "Study", ["programme", "educationHistory"]],
      ["declaration", "Declaration", ["declaration"]],
    ]);
  });

  it("falls back to ui:order, then schema order, one section per property", () => {
    const ids = resolveSections(schema, { "ui:order": ["declaration", "personal"] }).map((s) => s.id);
    expect(ids).toEqual(["declaration", "personal", "programme", "educationHistory"]);
  });

  it("refuses steps that name unknown fields or leave fields out", () => {
    expect(() => resolveSections(schema, {}, ["personal", "nope"])).toThrow(/"nope"/);
    expect(() => resolveSections(schema, {}, ["personal"])).toThrow(/fields in no step: programme/);
    expect(() =>
      resolveSections(schema, { "ui:steps": [{ id: "a", fields: ["personal", "personal"] }] }, undefined),
    ).toThrow(/more than one step/);
  });
});

describe("one section's slice", () => {
  const [study] = resolveSections(schema, {
    "ui:steps": [{ id: "study", fields: ["personal", "declaration"] }, "programme", "educationHistory"],
  });
  if (!study) throw new Error("no section");

  it("schema: only its fields, their required flags and the root definitions", () => {
    expect(sectionSchema(schema, study)).toEqual({
      type: "object",
      properties: { personal: schema.properties?.personal, declaration: { type: "boolean" } },
      required: ["personal", "declaration"],
      definitions: schema.definitions,
    });
  });

  it("UI schema: its fields' entries in step order", () => {
    const ui = { personal: { surname: { "ui:autofocus": true } }, programme: { "ui:title": "x" } };
    expect(sectionUiSchema(ui, study)).toEqual({
      "ui:order": ["personal", "declaration"],
      personal: { surname: { "ui:autofocus": true } },
    });
  });

  it("data: its fields only", () => {
    expect(sectionData({ personal: { surname: "Okafor" }, programme: {} }, study)).toEqual({
      personal: { surname: "Okafor" },
    });
  });
});

describe("sectionOfError", () => {
  const sections = resolveSections(schema);
  it.each([
    [".programme.departmentId", "programme"],
    ["/educationHistory/0/schoolName", "educationHistory"],
    ["['personal'].surname", "personal"],
    [".declaration", "declaration"],
  ])("%s belongs to %s", (property, id) => {
    expect(sectionOfError(sections, property)?.id).toBe(id);
  });

  it("root errors belong to no section", () => {
    expect(sectionOfError(sections, "")).toBeUndefined();
    expect(sectionOfError(sections, ".unknown")).toBeUndefined();
  });
});
