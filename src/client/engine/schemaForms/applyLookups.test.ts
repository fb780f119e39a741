import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { applyLookups, lookupNames } from "./applyLookups";

// Not annotated as RJSFSchema: its type does not know our "lookup" keyword. `as const` keeps
// the literal types JSON Schema needs ("object", not string).
const source = {
  $id: "applications/test/form.schema.json",
  type: "object",
  properties: {
    personal: {
      type: "object",
      properties: {
        stateId: { type: "integer", title: "State", lookup: "states" },
        lgaId: { type: "integer", title: "LGA", lookup: "lgas" },
        surname: { type: "string" },
      },
    },
    olevel: {
      type: "array",
      items: {
        type: "object",
        properties: { grade: { type: "string", lookup: "olevelGrades" } },
      },
    },
  },
} as const;

const schema: RJSFSchema = source;

const lookups = {
  states: [
    { id: 25, name: "Lagos" },
    { id: 31, name: "Oyo" },
  ],
  olevelGrades: [{ id: "A1", name: "A1 (Excellent)" }],
  lgas: [],
};

describe("applyLookups", () => {
  const result = applyLookups(schema, lookups);
  const personal = result.properties?.personal;
  const properties = typeof personal === "object" ? personal.properties : undefined;

  it("turns a lookup property into a labelled enum (oneOf of const/title)", () => {
    expect(properties?.stateId).toEqual({
      type: "integer",
      title: "State",
      lookup: "states",
      oneOf: [
        { const: 25, title: "Lagos" },
        { const: 31, title: "Oyo" },
      ],
    });
  });

  it("reaches lookups inside arrays, with string ids", () => {
    expect(JSON.stringify(result.properties?.olevel)).toContain('{"const":"A1","title":"A1 (Excellent)"}');
  });

  it("leaves lookups without a list (missing or empty) and other fields alone", () => {
    expect(properties?.lgaId).toEqual({ type: "integer", title: "LGA", lookup: "lgas" });
    expect(properties?.surname).toEqual({ type: "string" });
  });

  it("drops the root $id (a different schema must not share a validator cache key) and copies", () => {
    expect(result.$id).toBeUndefined();
    expect(schema.$id).toBe("applications/test/form.schema.json");
    expect(JSON.stringify(schema)).not.toContain("oneOf");
  });
});

describe("lookupNames", () => {
  it("lists the lookups a schema uses, once each", () => {
    expect(lookupNames(schema)).toEqual(["states", "lgas", "olevelGrades"]);
  });
});
