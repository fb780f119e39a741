import { describe, expect, it } from "vitest";
import {
  EDITABLE_LIMITS,
  FIELD_KINDS,
  FIELD_LOOKUPS,
  FIELD_RULES,
  type FieldSpec,
} from "../../../schema/applicationTypes/fieldModel";
import { VETTED_PATTERNS } from "../../../schema/applicationTypes/vettedPatterns";
import {
  FIELD_FORM,
  FIELD_FORM_LOOKUPS,
  fieldFormUi,
  fieldOfFormValues,
  formValuesOf,
  LIMITS_FORM,
  limitsApplied,
  limitsOfFormValues,
} from "./fieldForm";

type Json = Record<string, unknown>;
const properties = FIELD_FORM.schema.properties as Record<string, Json>;
const choices = (name: string) =>
  ((properties[name]?.oneOf ?? []) as { const: string }[]).map((entry) => entry.const);
const hidden = (ui: Json, ...path: string[]) => {
  let node: unknown = ui;
  for (const key of path) node = (node as Json | undefined)?.[key];
  return (node as Json | undefined)?.["ui:widget"] === "hidden";
};

const YEARS: FieldSpec = {
  key: "years",
  label: "Years of teaching experience",
  kind: "wholeNumber",
  required: true,
  minimum: 0,
  maximum: 40,
  givenWith: "licence",
  help: "Whole years.",
  messages: {
    required: "please input your years",
    maximum: "at most {limit}",
    givenTogether: "with the licence",
  },
};

describe("the field editor's forms", () => {
  it("offer exactly the model's kinds, vetted patterns, lists and rules", () => {
    expect(choices("kind")).toEqual([...FIELD_KINDS]);
    expect(properties.pattern?.lookup).toBe("typeEditorPatterns");
    expect(FIELD_FORM_LOOKUPS.typeEditorPatterns.map((option) => option.id)).toEqual(
      VETTED_PATTERNS.map((entry) => entry.id),
    );
    expect(properties.lookup?.lookup).toBe("typeEditorLookups");
    expect(FIELD_FORM_LOOKUPS.typeEditorLookups.map((option) => option.id)).toEqual(
      FIELD_LOOKUPS.map((entry) => entry.name),
    );
    expect(Object.keys((properties.messages as { properties: Json }).properties)).toEqual([...FIELD_RULES]);
    expect(Object.keys(LIMITS_FORM.schema.properties as Json)).toEqual([...EDITABLE_LIMITS]);
  });

  it("turn a field into the form's values and back", () => {
    expect(fieldOfFormValues(formValuesOf(YEARS), "years")).toEqual(YEARS);
  });

  it("keep only what the chosen kind uses, and the words of rules in force", () => {
    const asText = fieldOfFormValues(
      { ...formValuesOf(YEARS), kind: "text", required: false, maxLength: 30, pattern: "reference" },
      "years",
    );
    expect(asText).toEqual({
      key: "years",
      label: "Years of teaching experience",
      kind: "text",
      required: false,
      maxLength: 30,
      pattern: "reference",
      givenWith: "licence",
      help: "Whole years.",
      messages: { givenTogether: "with the licence" },
    });
  });

  it("hide the inputs and messages a field does not use", () => {
    const number = fieldFormUi(formValuesOf(YEARS));
    expect(["minimum", "maximum"].filter((name) => hidden(number, name))).toEqual([]);
    expect(
      ["minLength", "maxLength", "pattern", "lookup", "maxSizeKb"].every((name) => hidden(number, name)),
    ).toBe(true);
    expect(FIELD_RULES.filter((rule) => !hidden(number, "messages", rule))).toEqual([
      "required",
      "minimum",
      "maximum",
      "integer",
      "givenTogether",
    ]);
    const file = fieldFormUi({ label: "Licence", kind: "file" });
    expect(hidden(file, "maxSizeKb")).toBe(false);
    expect(FIELD_RULES.filter((rule) => !hidden(file, "messages", rule))).toEqual([]);
  });

  it("read the limits the officer gave, leaving out the empty ones", () => {
    expect(limitsOfFormValues({ minimumAge: 18, maximumAge: 35, olevelRows: undefined })).toEqual({
      minimumAge: 18,
      maximumAge: 35,
    });
  });
});

describe("the field form's pair and limits words", () => {
  it("asks the partner's words only once a partner it can edit is chosen, titled with its name", () => {
    expect(hidden(fieldFormUi({ kind: "text" }, "Licence file"), "partnerMessage")).toBe(true);
    expect(hidden(fieldFormUi({ kind: "text", givenWith: "file" }), "partnerMessage")).toBe(true);
    const ui = fieldFormUi({ kind: "text", givenWith: "file" }, "Licence file");
    expect(hidden(ui, "partnerMessage")).toBe(false);
    expect((ui.partnerMessage as Json)["ui:title"]).toBe(
      "When Licence file is missing but this one is given",
    );
  });

  it("say the limits as applied by the form's titles", () => {
    expect(limitsApplied({ minimumAge: 18, olevelSittings: 1 })).toBe(
      "Youngest applicant (years): 18; Most O-level sittings: 1. The others keep their defaults.",
    );
    expect(limitsApplied({})).toBe("Every limit keeps its default.");
  });
});
