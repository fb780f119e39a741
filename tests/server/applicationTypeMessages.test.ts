import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { withFieldMessages } from "../../src/client/engine/validation/fieldMessages";
import { runtimeValidator } from "../../src/client/engine/validation/runtimeValidator";
import type { ApplicationType } from "../../src/schema/applicationTypes";
import { readApplicationTypes } from "../../src/schema/applicationTypes/readApplicationTypes";
import { createAjv } from "../../src/schema/createAjv";
import { toApplicationForm } from "../../src/server/modules/applications/applicationForms";
import { nodesOf, setAt, validApplication } from "../support/applicationFixtures";
import { RAW_VALIDATOR_WORDING } from "../support/rawValidatorWording";

/**
 * Issue 25, part 3: whatever an applicant types into any field of any application type, the
 * messages they meet — the browser form's error list (rjsf with the engine's transformErrors) and
 * the server's 400 answer for the same submission (the drafts API's `validate`) — are written for
 * people: never ajv's "must have required property 'X'", "must be <= 40", "must be integer".
 */
const types = await readApplicationTypes();
const validator = runtimeValidator();

/** Values that break the rules a field can carry: type, emptiness, bounds, length, pattern, format. */
const BAD_VALUES: readonly unknown[] = [
  undefined,
  "",
  "!",
  1.5,
  -1e9,
  1e15,
  "x".repeat(400),
  true,
  null,
  [],
  {},
];

function browserMessages(type: { schema: RJSFSchema; uiSchema: UiSchema }, data: unknown): string[] {
  const { errors } = validator.validateFormData(
    structuredClone(data),
    type.schema,
    undefined,
    withFieldMessages(type.uiSchema),
    type.uiSchema,
  );
  return errors.flatMap((error) => [error.message ?? "", error.stack]);
}

const LICENCE_FILE = "data:application/pdf;name=licence.pdf;base64,JVBERi0=";

function serverForm(type: ApplicationType) {
  return toApplicationForm(type.meta.id, 1, createAjv().compile(type.schema), [], type.uiSchema);
}

describe.each(types.map((type) => [type.meta.id, type] as const))("every field of %s", (_id, type) => {
  it("answers bad values in people's words, in the browser and from the server", () => {
    const valid = validApplication(type);
    const server = serverForm(type);
    const raw: string[] = [];
    let failures = 0;
    for (const { at } of nodesOf(type.schema as Record<string, unknown>)) {
      if (at.length === 0) continue;
      for (const value of BAD_VALUES) {
        const data = structuredClone(valid);
        setAt(data, at, value);
        const browser = browserMessages(type, data);
        const answer = server.validate(data).map((error) => error.message);
        failures += answer.length;
        for (const message of [...browser, ...answer])
          if (RAW_VALIDATOR_WORDING.test(message))
            raw.push(`${at.join(".")} = ${JSON.stringify(value)}: ${message}`);
      }
    }
    // The walk did break rules (a broken walk would pass on nothing).
    expect(failures).toBeGreaterThan(50);
    expect([...new Set(raw)]).toEqual([]);
  });
});

/**
 * The diploma field: a required whole number from 0 to 40 and two fields given together,
 * each rule with the officer's own words in `ui:messages`.
 */
function diplomaType(): ApplicationType {
  const nce = types.find((type) => type.meta.id === "nce");
  if (!nce) throw new Error("no nce type");
  const schema = structuredClone(nce.schema) as RJSFSchema & { properties: Record<string, RJSFSchema> };
  // Its own $id: rjsf's ajv keeps a compiled schema by $id, and this is not NCE's form.
  schema.$id = "applications/diploma/form.schema.json";
  schema.properties.teaching = {
    type: "object",
    title: "Teaching",
    properties: {
      yearsOfExperience: { type: "integer", title: "Years of teaching experience", minimum: 0, maximum: 40 },
      licenceNumber: {
        type: "string",
        title: "Teaching licence number",
        maxLength: 20,
        pattern: "^[A-Z0-9/]+$",
      },
      licenceFile: { type: "string", title: "Teaching licence file", format: "data-url" },
    },
    required: ["yearsOfExperience"],
    dependencies: { licenceNumber: ["licenceFile"], licenceFile: ["licenceNumber"] },
  };
  const uiSchema = structuredClone(nce.uiSchema) as UiSchema;
  uiSchema.teaching = {
    yearsOfExperience: {
      "ui:messages": {
        required: "please input your years of teaching experience",
        maximum: "at most {limit} years of teaching",
        integer: "years of teaching are whole years",
      },
    },
    licenceNumber: { "ui:messages": { pattern: "a licence number is capital letters, digits and /" } },
    licenceFile: { "ui:messages": { dependentRequired: "please upload the licence with its number" } },
  };
  return { ...nce, schema, uiSchema };
}

describe("a field's ui:messages", () => {
  const type = diplomaType();
  const server = serverForm(type);
  const withTeaching = (teaching: Record<string, unknown>) => ({ ...validApplication(type), teaching });

  it.each([
    ["required", {}, "teaching.yearsOfExperience", "please input your years of teaching experience"],
    ["maximum", { yearsOfExperience: 41 }, "teaching.yearsOfExperience", "at most 40 years of teaching"],
    [
      "integer",
      { yearsOfExperience: 2.5 },
      "teaching.yearsOfExperience",
      "years of teaching are whole years",
    ],
    [
      "pattern",
      { yearsOfExperience: 3, licenceNumber: "ab-1", licenceFile: LICENCE_FILE },
      "teaching.licenceNumber",
      "a licence number is capital letters, digits and /",
    ],
    [
      "given together",
      { yearsOfExperience: 3, licenceNumber: "AB1" },
      "teaching.licenceFile",
      "please upload the licence with its number",
    ],
  ])("replace the %s message on both sides", (_rule, teaching, path, message) => {
    const data = withTeaching(teaching);
    expect(server.validate(data)).toContainEqual({ path, message });
    const { errors } = validator.validateFormData(
      structuredClone(data),
      type.schema,
      undefined,
      withFieldMessages(type.uiSchema),
      type.uiSchema,
    );
    expect(errors.map((error) => [error.property, error.message])).toContainEqual([`.${path}`, message]);
  });

  it("leave the other rules in the engine's words, never ajv's", () => {
    const data = withTeaching({ yearsOfExperience: 3, licenceFile: LICENCE_FILE });
    expect(server.validate(data)).toEqual([
      {
        path: "teaching.licenceNumber",
        message: "please input Teaching licence number too, or leave the field it goes with empty",
      },
    ]);
  });
});
