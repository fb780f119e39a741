import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RJSFSchema } from "@rjsf/utils";
import {
  createPrecompiledValidator,
  customizeValidator,
  type ValidatorFunctions,
} from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { addSharedVocabulary, formAjvOptions } from "./createAjv";
import { collectFormSchemas, formSchemaKey, precompiledFormCode } from "./formValidators";

const cacheDir = path.resolve("node_modules/.cache/precompiled-forms-test");

async function precompiled(schema: RJSFSchema) {
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${formSchemaKey(schema)}-${Date.now()}.mjs`);
  await writeFile(file, precompiledFormCode(schema), "utf8");
  const fns = ((await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
  return createPrecompiledValidator(fns, schema);
}

const runtime = customizeValidator({
  ajvOptionsOverrides: { ...formAjvOptions, code: { source: true, esm: true } },
  extenderFn: addSharedVocabulary,
});

const sample: RJSFSchema = {
  type: "object",
  title: "Invoice",
  required: ["surname", "mobileNumber", "dateOfBirth"],
  additionalProperties: false,
  properties: {
    surname: { type: "string", title: "Surname", invoiceName: true },
    mobileNumber: { type: "string", title: "Phone number", nigerianPhone: true },
    dateOfBirth: {
      type: "string",
      title: "Date of birth",
      calendarDate: true,
      minimumAge: 15,
      maximumAge: 80,
    },
    departmentId: { type: "integer", lookup: "departments" },
  },
} as RJSFSchema;

const verdict = (result: { errors: { property?: string; message?: string; name?: string }[] }) =>
  result.errors.map(({ property, message, name }) => ({ property, message, name }));

describe("precompiled form validators", () => {
  it("give the runtime validator's verdict and messages, with the shared keywords", async () => {
    const validator = await precompiled(sample);
    const cases = [
      {},
      { surname: " Ade", mobileNumber: "+23480312345", dateOfBirth: "2023-02-29" },
      { surname: "Ade", mobileNumber: "08031234567", dateOfBirth: `${new Date().getFullYear() - 10}-01-01` },
      { surname: "Ade", mobileNumber: "08031234567", dateOfBirth: "1990-05-17", extra: 1 },
      { surname: "Ade", mobileNumber: "08031234567", dateOfBirth: "1990-05-17", departmentId: 3 },
    ];
    for (const data of cases) {
      expect(verdict(validator.validateFormData(data, sample))).toEqual(
        verdict(runtime.validateFormData(data, sample)),
      );
    }
    const bad = verdict(validator.validateFormData(cases[1], sample)).map((e) => e.message);
    expect(bad).toContain("invalid phone number");
    expect(bad).toContain(
      "invalid name format. Please ensure there are no trailing spaces and use a name with a minimum length of 2 characters.",
    );
    expect(verdict(validator.validateFormData(cases[4], sample))).toEqual([]);
  });

  it("compile for every form schema under schemas/ and agree with the runtime on empty data", async () => {
    const forms = await collectFormSchemas();
    for (const form of forms) {
      const validator = await precompiled(form.schema);
      for (const data of [{}, { unexpected: "x" }]) {
        expect(verdict(validator.validateFormData(data, form.schema)), form.source).toEqual(
          verdict(runtime.validateFormData(data, form.schema)),
        );
      }
    }
    // Every form file is compiled in turn (about 1 s each on a busy two-core machine), and each new
    // form file adds its own: the suite's 30 s is too little for the whole folder.
  }, 180_000);

  it("carry each type's limits: the Pre-NCE O-level step wants 5 complete rows, NCE's 8", async () => {
    const forms = await collectFormSchemas();
    const step = (type: string) => {
      const form = forms.find(
        (candidate) => candidate.source === `applications/${type}/form.schema.json#olevel`,
      );
      if (!form) throw new Error(`no precompiled O-level step for ${type}`);
      return form.schema;
    };
    const subjects = [9, 1, 2, 3, 4].map((subjectId) => ({ subjectId, grade: "C4" }));
    const data = { olevel: [{ examinationTypeId: 1, examYear: 2020, examNumber: "4250101001", subjects }] };
    const messages = async (type: string) =>
      verdict((await precompiled(step(type))).validateFormData(data, step(type))).map((e) => e.message);
    expect(await messages("pre_nce")).toEqual([]);
    expect(await messages("nce")).toContain(
      "please enter both subject and grade for each of the first 8 subjects",
    );
  });
});
