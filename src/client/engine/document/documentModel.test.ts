import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { resolveSections } from "../schemaForms";
import { buildDocument, formatValue, valueAtPath } from "./documentModel";

const schema: RJSFSchema = {
  type: "object",
  properties: {
    personal: {
      type: "object",
      title: "Personal details",
      properties: {
        surname: { type: "string", title: "Surname" },
        stateId: { type: "integer", title: "State", oneOf: [{ const: 25, title: "Lagos" }] },
        dateOfBirth: { type: "string", title: "Date of birth", calendarDate: true } as RJSFSchema,
        secret: { type: "string", title: "Secret" },
        nin: { type: "string" },
      },
    },
    olevel: {
      type: "array",
      title: "O-level results",
      items: {
        type: "object",
        title: "Sitting",
        properties: {
          examYear: { type: "integer", title: "Exam year" },
          subjects: {
            type: "array",
            title: "Subjects",
            items: {
              type: "object",
              properties: {
                subjectId: {
                  type: "integer",
                  title: "Subject",
                  oneOf: [{ const: 9, title: "English Language" }],
                },
                grade: { type: "string", title: "Grade" },
              },
            },
          },
        },
      },
    },
    uploads: {
      allOf: [
        {
          type: "object",
          properties: { passport: { type: "string", format: "data-url", title: "Passport" } },
        },
      ],
    },
  },
};

const ui = {
  personal: {
    "ui:order": ["stateId", "*"],
    secret: { "ui:widget": "hidden" },
    surname: { "ui:title": "Family name" },
  },
};

const data = {
  personal: { surname: "Okafor", stateId: 25, dateOfBirth: "2005-05-17" },
  olevel: [{ examYear: 2022, subjects: [{ subjectId: 9, grade: "B2" }, {}, { grade: "" }] }],
  uploads: { passport: "data:image/png;name=me%20now.png;base64,AAAA" },
};

describe("buildDocument", () => {
  const doc = buildDocument(schema, ui, resolveSections(schema, ui), data);

  it("lists a section's fields as label/value in UI order, lookups by name, dates spelled out", () => {
    expect(doc[0]).toEqual({
      id: "personal",
      title: "Personal details",
      items: [
        { kind: "field", label: "State", value: { kind: "text", text: "Lagos" } },
        { kind: "field", label: "Family name", value: { kind: "text", text: "Okafor" } },
        { kind: "field", label: "Date of birth", value: { kind: "text", text: "17 May 2005" } },
        { kind: "field", label: "Nin", value: { kind: "empty" } },
      ],
    });
  });

  it("renders rich list entries as groups and flat rows as tables without the empty rows", () => {
    expect(doc[1]?.items).toEqual([
      {
        kind: "group",
        title: "Sitting 1",
        items: [
          { kind: "field", label: "Exam year", value: { kind: "text", text: "2022" } },
          {
            kind: "table",
            title: "Subjects",
            columns: ["Subject", "Grade"],
            rows: [
              [
                { kind: "text", text: "English Language" },
                { kind: "text", text: "B2" },
              ],
            ],
          },
        ],
      },
    ]);
  });

  it("shows files by name, through allOf", () => {
    expect(doc[2]?.items).toEqual([
      {
        kind: "field",
        label: "Passport",
        value: { kind: "file", name: "me now.png", dataUrl: data.uploads.passport },
      },
    ]);
  });
});

describe("formatValue", () => {
  it.each([
    [{ type: "boolean" }, true, "Yes"],
    [{ type: "boolean" }, false, "No"],
    [{ type: "integer" }, 0, "0"],
    [{ format: "date" }, "2024-02-29", "29 February 2024"],
  ])("%j %j → %s", (schema, value, text) => {
    expect(formatValue(schema, value)).toEqual({ kind: "text", text });
  });

  it("treats the legacy placeholder date and empty text as not provided", () => {
    expect(formatValue({ format: "date" }, "0001-01-01")).toEqual({ kind: "empty" });
    expect(formatValue({ format: "date" }, "0001-01-01T00:00:00")).toEqual({ kind: "empty" });
    expect(formatValue({ format: "date" }, "2005-05-17T00:00:00")).toEqual({
      kind: "text",
      text: "17 May 2005",
    });
    expect(formatValue({ type: "string" }, "")).toEqual({ kind: "empty" });
  });
});

describe("valueAtPath", () => {
  it("follows a dotted path", () => {
    expect(valueAtPath(data, "personal.surname")).toBe("Okafor");
    expect(valueAtPath(data, "personal.nope.deeper")).toBeUndefined();
  });
});
