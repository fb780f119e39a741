import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { withFieldMessages } from "../../src/client/engine/validation/fieldMessages";
import { runtimeValidator } from "../../src/client/engine/validation/runtimeValidator";
import { newTypeFiles } from "../../src/client/features/applicationTypes/newTypeFiles";
import type { ApplicationType } from "../../src/schema/applicationTypes";
import {
  addStep,
  type FieldSpec,
  saveField,
  type TypeDraft,
  writeLimits,
} from "../../src/schema/applicationTypes/fieldModel";
import { createAjv } from "../../src/schema/createAjv";
import { checkTypeFiles } from "../../src/schema/publishedTypes/checkTypeFiles";
import { readApplicationFolders } from "../../src/schema/publishedTypes/readApplicationFolders";
import { toApplicationForm } from "../../src/server/modules/applications/applicationForms";
import { validApplication } from "../support/applicationFixtures";

/**
 * Issue 25, part 1: the diploma built through the field editor's model (no JSON typed) passes the
 * same check a publish runs, and every rule the officer worded reaches the applicant in those words
 * on both sides. And files pasted as the folders on disk are written (`extends`, UI fragment
 * `$ref`s) are accepted and stored whole.
 */
const { folders, library, fragments } = await readApplicationFolders();
const found = folders.find((folder) => folder.folder === "nce");
if (!found) throw new Error("no nce folder");
const nce = found as {
  meta: Record<string, unknown>;
  schema: Record<string, unknown>;
  ui: Record<string, unknown>;
};
const KEY = "ece_diploma";
const PDF = "data:application/pdf;name=licence.pdf;base64,JVBERi0=";

const FIELDS: FieldSpec[] = [
  {
    key: "years",
    label: "Years of teaching experience",
    kind: "wholeNumber",
    required: true,
    minimum: 0,
    maximum: 40,
    messages: {
      required: "please input your years of teaching experience",
      maximum: "at most {limit} years of teaching",
      minimum: "years of teaching cannot be below {limit}",
      integer: "years of teaching are whole years",
    },
  },
  {
    key: "licenceNumber",
    label: "Teaching licence number",
    kind: "text",
    required: false,
    maxLength: 30,
    pattern: "reference",
    messages: {
      pattern: "a licence number is letters, digits, / and -",
      givenTogether: "please give the licence number with its file",
    },
  },
  {
    key: "licenceFile",
    label: "Teaching licence file",
    kind: "file",
    required: false,
    maxSizeKb: 300,
    givenWith: "licenceNumber",
    messages: { givenTogether: "please upload the licence file with its number" },
  },
];

function diplomaDraft(): TypeDraft {
  const start = newTypeFiles(structuredClone({ meta: nce.meta, schema: nce.schema, uiSchema: nce.ui }), {
    key: KEY,
    name: "Diploma in Early Childhood Education",
    mode: 90,
    studentTypeId: 1,
  });
  const { draft, key } = addStep(start, "Teaching experience");
  const filled = FIELDS.reduce((current, field) => saveField(current, key, field), draft);
  return writeLimits(filled, { minimumAge: 18, maximumAge: 35, olevelRows: 5, olevelMaxRows: 5 });
}

describe("the diploma built in the field editor", () => {
  const result = checkTypeFiles({ typeKey: KEY, files: diplomaDraft(), others: folders, library, fragments });
  const type = result.type as ApplicationType;

  it("passes every check a publish runs", () => {
    expect(result.problems).toEqual([]);
    expect(type.meta.steps?.at(-1)).toBe("teachingExperience");
  });

  const server = () => toApplicationForm(KEY, 1, createAjv().compile(type.schema), [], type.uiSchema);
  const validator = runtimeValidator();
  const withTeaching = (teachingExperience: Record<string, unknown>) => ({
    ...validApplication(type),
    teachingExperience,
  });

  it.each([
    ["required", {}, "teachingExperience.years", "please input your years of teaching experience"],
    ["maximum", { years: 41 }, "teachingExperience.years", "at most 40 years of teaching"],
    ["minimum", { years: -1 }, "teachingExperience.years", "years of teaching cannot be below 0"],
    ["whole number", { years: 2.5 }, "teachingExperience.years", "years of teaching are whole years"],
    [
      "pattern",
      { years: 3, licenceNumber: "/bad", licenceFile: PDF },
      "teachingExperience.licenceNumber",
      "a licence number is letters, digits, / and -",
    ],
    [
      "file without its number",
      { years: 3, licenceFile: PDF },
      "teachingExperience.licenceNumber",
      "please give the licence number with its file",
    ],
    [
      "number without its file",
      { years: 3, licenceNumber: "TRCN/2019/01234" },
      "teachingExperience.licenceFile",
      "please upload the licence file with its number",
    ],
  ])(
    "words the %s rule as the officer wrote it, in the browser and from the server",
    (_rule, teaching, path, message) => {
      const data = withTeaching(teaching);
      expect(server().validate(data)).toContainEqual({ path, message });
      const { errors } = validator.validateFormData(
        structuredClone(data),
        type.schema as RJSFSchema,
        undefined,
        withFieldMessages(type.uiSchema as UiSchema),
        type.uiSchema as UiSchema,
      );
      expect(errors.map((error) => [error.property, error.message])).toContainEqual([`.${path}`, message]);
    },
  );

  it("takes both licence fields or neither, and the limits in force", () => {
    expect(server().validate(withTeaching({ years: 3 }))).toEqual([]);
    expect(
      server().validate(withTeaching({ years: 3, licenceNumber: "TRCN/2019/01234", licenceFile: PDF })),
    ).toEqual([]);
    const text = JSON.stringify(type.schema);
    expect(text).toContain('"minimumAge":18');
    expect(text).toContain('"maximumAge":35');
  });
});

describe("files pasted as the folders on disk are written", () => {
  it("accept `extends` and UI fragment `$ref`s, resolved as a version stores them", () => {
    const files = {
      meta: {
        extends: "nce",
        id: KEY,
        name: "Diploma in Early Childhood Education",
        applicationMode: 90,
        landingCard: false,
        card: null,
        invoice: { purpose: "ApplicationFee", route: "/generate_students_invoice" },
        login: `/${KEY}_login`,
        routes: { form: `/${KEY}_application`, preview: `/${KEY}_preview` },
      },
      schema: { $id: `applications/${KEY}/form.schema.json` },
      uiSchema: {
        nextOfKin: { $ref: "../../common/next-of-kin.ui.json", "ui:description": "Someone we can call." },
      },
    };
    const result = checkTypeFiles({ typeKey: KEY, files, others: folders, library, fragments });
    expect(result.problems).toEqual([]);
    expect(result.files?.meta).not.toHaveProperty("extends");
    const stored = result.files;
    if (!stored) throw new Error("no files");
    expect(stored.meta.steps).toEqual(nce.meta.steps);
    expect(JSON.stringify(stored.uiSchema)).not.toContain("$ref");
    expect((stored.uiSchema.nextOfKin as Record<string, unknown>)["ui:description"]).toBe(
      "Someone we can call.",
    );
    expect(stored.schema.properties).toEqual(nce.schema.properties);
  });

  it("name a fragment or a type that does not exist as a problem of its file", () => {
    const result = checkTypeFiles({
      typeKey: KEY,
      files: {
        meta: { extends: "no_such_type", id: KEY },
        schema: {},
        uiSchema: { personal: { $ref: "../../common/nothing.ui.json" } },
      },
      others: folders,
      library,
      fragments,
    });
    expect(result.problems).toEqual([
      {
        path: "uiSchema",
        message: expect.stringContaining("names no UI fragment (schemas/common/nothing.ui.json)"),
      },
    ]);
  });
});
