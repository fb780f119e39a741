import { describe, expect, it } from "vitest";
import { RAW_VALIDATOR_WORDING } from "../../tests/support/rawValidatorWording";
import { createAjv } from "./createAjv";
import { collectFormSchemas } from "./formValidators";
import { sharedKeywords } from "./keywords";
import { fieldTitle, hasPeopleMessage, KEYWORD_MESSAGES, peopleMessage } from "./validationMessages";

/** Keywords that never fail on their own: annotations, and applicators whose sub-schemas report. */
const NO_ERRORS_OF_THEIR_OWN = new Set([
  "$id",
  "$schema",
  "$ref",
  "$comment",
  "title",
  "description",
  "default",
  "examples",
  "readOnly",
  "properties",
  "definitions",
  "items",
  "allOf",
  "then",
  "else",
  "contentMediaType",
  "lookup",
  "lookupFilter",
  "typeLimits",
]);

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Every keyword written in a schema, at any depth. */
function keywordsOf(schema: unknown, found = new Set<string>()): Set<string> {
  if (!isNode(schema)) return found;
  for (const [key, value] of Object.entries(schema)) {
    found.add(key);
    if (key === "properties" || key === "definitions" || key === "dependencies") {
      if (isNode(value)) for (const inner of Object.values(value)) keywordsOf(inner, found);
    } else if (["items", "additionalProperties", "not", "if", "then", "else"].includes(key)) {
      for (const inner of Array.isArray(value) ? value : [value]) keywordsOf(inner, found);
    } else if (["allOf", "anyOf", "oneOf"].includes(key) && Array.isArray(value)) {
      for (const inner of value) keywordsOf(inner, found);
    }
  }
  return found;
}

const typesOf = (schema: Node): string[] =>
  Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === "string" ? [schema.type] : [];

/**
 * Data that breaks as many rules of `schema` as it can: every property present with a bad value;
 * `short` chooses empty text and huge numbers (minLength, maximum), else over-long text of "!"
 * and fractions (maxLength, pattern, format, type, the shared keywords).
 */
function badData(schema: unknown, short: boolean): unknown {
  if (!isNode(schema)) return "!";
  if (Array.isArray(schema.enum) || "const" in schema) return "not one of the options";
  const types = typesOf(schema);
  if (types.includes("object") || isNode(schema.properties)) {
    const pieces = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])].filter(isNode);
    return Object.fromEntries(
      pieces.flatMap((piece) =>
        Object.entries(isNode(piece.properties) ? piece.properties : {}).map(([name, inner]) => [
          name,
          badData(inner, short),
        ]),
      ),
    );
  }
  if (types.includes("array"))
    return short ? [] : [badData(schema.items, short), badData(schema.items, short)];
  if (types.includes("integer")) return short ? 1e15 : 1.5;
  if (types.includes("number")) return short ? 1e15 : -1e15;
  if (types.includes("boolean")) return "yes";
  const length = typeof schema.maxLength === "number" ? Math.min(schema.maxLength + 1, 300_000) : 300;
  return short ? "" : "!".repeat(length);
}

describe("validation messages for people", () => {
  it("words ajv's keywords as the spec does", () => {
    expect(
      peopleMessage({ keyword: "required", params: { missingProperty: "examNumber" } }, "Exam number"),
    ).toBe("please input Exam number");
    expect(peopleMessage({ keyword: "format", params: { format: "email" } }, "Email")).toBe(
      "invalid email address",
    );
    expect(peopleMessage({ keyword: "minLength", params: { limit: 50 } }, "Statement")).toBe(
      "must be at least 50 characters long",
    );
    expect(peopleMessage({ keyword: "maximum", params: { comparison: "<=", limit: 100 } }, "Score")).toBe(
      "must be at most 100",
    );
    expect(peopleMessage({ keyword: "type", params: { type: "integer" } }, "Year")).toBe(
      "must be a whole number",
    );
    // A shared keyword's own message stands; a keyword with no wording says nothing of ajv.
    expect(peopleMessage({ keyword: "nigerianPhone", message: "invalid phone number" }, "Phone")).toBe(
      "invalid phone number",
    );
    expect(peopleMessage({ keyword: "propertyNames", message: "must match pattern" }, "X")).toBe(
      "is not valid",
    );
  });

  it("finds a field's title along a path through sections, arrays and allOf pieces", () => {
    const schema = {
      properties: {
        olevel: {
          type: "array",
          items: { allOf: [{ properties: { examNumber: { title: "Exam number" } } }] },
        },
        personal: { properties: { dob: {} } },
      },
    };
    expect(fieldTitle(schema, "olevel.0.examNumber")).toBe("Exam number");
    expect(fieldTitle(schema, "personal.dob")).toBe("dob");
  });

  it("has words for every keyword of every schema file, and none of ajv's own comes out on bad data", async () => {
    const forms = await collectFormSchemas();
    expect(forms.length).toBeGreaterThan(50);
    const unworded = new Set<string>();
    for (const { schema } of forms)
      for (const keyword of keywordsOf(schema))
        if (!NO_ERRORS_OF_THEIR_OWN.has(keyword) && !hasPeopleMessage(keyword)) unworded.add(keyword);
    expect([...unworded]).toEqual([]);

    const raw: string[] = [];
    const failed = new Set<string>();
    // The whole forms (a wizard's steps are parts of them), the lists' rows and the stand-alone forms.
    for (const { source, schema } of forms.filter((form) => !form.source.includes("#"))) {
      const validate = createAjv({ strictSchema: false }).compile(schema);
      for (const data of [badData(schema, false), badData(schema, true), {}]) {
        if (validate(data)) continue;
        for (const issue of validate.errors ?? []) {
          failed.add(issue.keyword);
          const message = peopleMessage(issue, fieldTitle(schema, issue.instancePath.replaceAll("/", ".")));
          if (RAW_VALIDATOR_WORDING.test(message) || !hasPeopleMessage(issue.keyword))
            raw.push(`${source}: ${issue.keyword}: ${message}`);
        }
      }
    }
    expect(raw).toEqual([]);
    // The bad data reached the rules people meet most.
    for (const keyword of [
      "required",
      "type",
      "maxLength",
      "minLength",
      "pattern",
      "format",
      "enum",
      "nigerianPhone",
    ])
      expect(failed, keyword).toContain(keyword);
  }, 120_000);

  it("no wording of the table or of a shared keyword reads like ajv", () => {
    const params = { limit: 3, type: "integer", format: "email", multipleOf: 5, missingProperty: "x" };
    for (const [keyword, wording] of Object.entries(KEYWORD_MESSAGES))
      expect(wording(params, "Field"), keyword).not.toMatch(RAW_VALIDATOR_WORDING);
    for (const keyword of sharedKeywords)
      expect(keyword.message, keyword.name).not.toMatch(RAW_VALIDATOR_WORDING);
  });
});
