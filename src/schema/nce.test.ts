import type { ErrorObject, ValidateFunction } from "ajv";
import { beforeAll, describe, expect, it } from "vitest";
import { nceType } from "../../tests/support/applicationTypes";
import { eightSubjects, type NceApplication, validNceApplication } from "../../tests/support/nceFixtures";
import { collegeYear, createAjv, loadSchemas } from "./index";

type Data = NceApplication;

/** A valid application with one change. */
function changed(edit: (data: Data) => void): unknown {
  const data = validNceApplication();
  edit(data);
  return data;
}

function errorsOf(validate: ValidateFunction, data: unknown): { path: string; message: string }[] {
  validate(data);
  return (validate.errors ?? []).map((error: ErrorObject) => ({
    path: error.instancePath,
    message: error.message ?? "",
  }));
}

// The schema files as written (separate files, cross-file $refs) and the checked loader's bundled
// schema with the type's limits (what the server, the browser and the precompiler validate) must
// reach the same verdicts.
const ways: [string, () => Promise<ValidateFunction>][] = [
  [
    "schema files",
    async () => {
      const ajv = createAjv();
      await loadSchemas(ajv);
      const validate = ajv.getSchema("applications/nce/form.schema.json");
      if (!validate) throw new Error("NCE schema not loaded");
      return validate;
    },
  ],
  ["checked loader: bundled schema", async () => createAjv().compile(nceType.schema)],
];

describe.each(ways)("the NCE application schema (%s)", (_way, make) => {
  let validate: ValidateFunction;
  beforeAll(async () => {
    validate = await make();
  });

  it("accepts a complete application", () => {
    expect(errorsOf(validate, validNceApplication())).toEqual([]);
  });

  it.each([
    [
      "a bad phone number",
      (d: Data) => {
        d.personal.mobileNumber = "0803123456";
      },
      "/personal/mobileNumber",
      "invalid phone number",
    ],
    [
      "an applicant aged 14",
      (d: Data) => {
        d.personal.dateOfBirth = `${collegeYear() - 14}-01-01`;
      },
      "/personal/dateOfBirth",
      "you must be at least 15 years old",
    ],
    [
      "an applicant aged 81",
      (d: Data) => {
        d.personal.dateOfBirth = `${collegeYear() - 81}-01-01`;
      },
      "/personal/dateOfBirth",
      "age must not be more than 80 years",
    ],
    [
      "a subject entered twice",
      (d: Data) => {
        d.olevel[0] = { ...d.olevel[0], subjects: [...eightSubjects, { subjectId: 9, grade: "C4" }] };
      },
      "/olevel/0/subjects/8/subjectId",
      "this subject has already been entered",
    ],
    [
      "only 7 complete subject rows",
      (d: Data) => {
        d.olevel[0] = { ...d.olevel[0], subjects: [...eightSubjects.slice(0, 7), { subjectId: 10 }] };
      },
      "/olevel/0/subjects/7/grade",
      "please enter both subject and grade for each of the first 8 subjects",
    ],
    [
      "the alternate department equal to the department",
      (d: Data) => {
        d.programme.alternateDepartmentId = d.programme.departmentId;
      },
      "/programme/alternateDepartmentId",
      "must be different from Department",
    ],
    [
      "a certificate without its type",
      (d: Data) => {
        delete d.uploads.certificateTypeId;
      },
      "/uploads/certificateTypeId",
      "please fill in Certificate and Certificate type together, or leave them empty",
    ],
  ])("rejects %s at the field, with the shared message", (_case, edit, path, message) => {
    expect(errorsOf(validate, changed(edit))).toContainEqual({ path, message });
  });

  it("rejects a passport that is not a JPEG or PNG image", () => {
    const errors = errorsOf(
      validate,
      changed((d) => {
        d.uploads.passport = "data:application/pdf;name=cv.pdf;base64,JVBERi0xLjQK";
      }),
    );
    expect(errors.map((error) => error.path)).toContain("/uploads/passport");
  });

  it("takes one or two sittings, not none or three", () => {
    const sitting = validNceApplication().olevel[0] ?? {};
    expect(
      errorsOf(
        validate,
        changed((d) => d.olevel.splice(0)),
      ),
    ).toContainEqual(expect.objectContaining({ path: "/olevel" }));
    expect(
      errorsOf(
        validate,
        changed((d) => d.olevel.push(sitting, sitting)),
      ),
    ).toContainEqual(expect.objectContaining({ path: "/olevel" }));
    expect(
      errorsOf(
        validate,
        changed((d) => d.olevel.push(sitting)),
      ),
    ).toEqual([]);
  });

  it("leaves the JAMB registration number optional", () => {
    expect(
      errorsOf(
        validate,
        changed((d) => delete d.programme.regNumber),
      ),
    ).toEqual([]);
  });
});

describe("the NCE folder", () => {
  it("has meta steps that cover every section of the form, in order", () => {
    const { meta, schema } = nceType;
    expect(meta).toMatchObject({ id: "nce", applicationMode: 1, studentTypeId: 1, open: true });
    expect([...(meta.steps ?? [])].sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
  });

  it("bundles into one schema with no $ref left (rjsf cannot follow cross-file refs)", () => {
    expect(JSON.stringify(nceType.schema)).not.toContain('"$ref"');
  });
});
