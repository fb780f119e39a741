import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator, type ValidatorFunctions } from "@rjsf/validator-ajv8";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationType } from "../../src/schema/applicationTypes";
import { readApplicationTypes } from "../../src/schema/applicationTypes/readApplicationTypes";
import { formSchemaKey, precompiledFormCode } from "../../src/schema/formValidators";
import { queryRows } from "../../src/server/db/database";
import { APPLICATION_FEES } from "../../src/server/db/seed/feeSetup";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { makeApplicant } from "../support/applicantSession";
import { failingApplications, validApplication } from "../support/applicationFixtures";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * Every folder of schemas/applications, one generated fixture that passes and one broken fixture
 * per shared rule its form uses (tests/support/applicationFixtures.ts), judged by the browser's
 * validator (the precompiled one a production build ships) and by the server's (the drafts API's
 * submit), which must agree on the field and the message.
 */
const types = await readApplicationTypes();
const cases = types.map((type) => [type.meta.id, type] as const);

interface FieldMessage {
  path: string;
  message: string;
}

const cacheDir = path.resolve("node_modules/.cache/every-application-type-test");

/** The browser's validator for a whole form: precompiled from the bundled schema, as the build does. */
async function browserValidator(schema: RJSFSchema): Promise<ValidatorType> {
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${formSchemaKey(schema)}.mjs`);
  await writeFile(file, precompiledFormCode(schema), "utf8");
  const fns = ((await import(pathToFileURL(file).href)) as { default: ValidatorFunctions }).default;
  return createPrecompiledValidator(fns, schema);
}

function browserErrors(validator: ValidatorType, type: ApplicationType, data: unknown): FieldMessage[] {
  const { errors } = validator.validateFormData(data, type.schema);
  return errors.map((error) => ({
    path: (error.property ?? "").replace(/^\./, ""),
    message: error.message ?? "",
  }));
}

describe.each(cases)("the %s application type", (_id, type) => {
  let validator: ValidatorType;
  beforeAll(async () => {
    validator = await browserValidator(type.schema);
  });

  it("has a generated application the browser's validator accepts", () => {
    expect(browserErrors(validator, type, validApplication(type))).toEqual([]);
  });

  it("breaks on every shared rule its form uses, at the field, in the browser", () => {
    const failures = failingApplications(type);
    // Every form checks at least the applicant's age, names, phone numbers and O-level or UTME rows.
    expect(failures.map((failure) => failure.rule)).toEqual(
      expect.arrayContaining([
        "minimumAge in personal",
        "invoiceName in personal",
        "nigerianPhone in personal",
      ]),
    );
    for (const { rule, data, path: field, message } of failures) {
      expect(browserErrors(validator, type, data), rule).toContainEqual({ path: field, message });
    }
  });
});

describe("the rules each type's form carries (spec sections 3 and 5)", () => {
  const rulesOf = (id: string) => {
    const type = types.find((candidate) => candidate.meta.id === id);
    if (!type) throw new Error(`no type ${id}`);
    return failingApplications(type).map((failure) => failure.rule);
  };

  it("UTME-based types check four UTME subjects with English; others have no UTME step", () => {
    for (const id of ["putme", "supplementary", "supplementary_putme", "uni_transfer", "degree"]) {
      expect(rulesOf(id), id).toEqual(
        expect.arrayContaining(["uniqueSubjects in utme", "completeRows in utme", "requiredSubject in utme"]),
      );
    }
    for (const id of ["nce", "pre_nce", "pg", "cce", "jupeb", "direct_entry"]) {
      expect(
        rulesOf(id).some((rule) => rule.endsWith("in utme")),
        id,
      ).toBe(false);
    }
  });

  it("first and second choices must differ, certificates come with their type, GPAs are out of 5", () => {
    expect(rulesOf("putme")).toContain("differentFrom in programme");
    expect(rulesOf("pg")).toEqual(
      expect.arrayContaining(["pairedFields in certificates", "fullName in referees"]),
    );
    expect(rulesOf("uni_transfer")).toContain("scoreOrGpa in programme");
    expect(rulesOf("direct_entry")).toContain("scoreOrGpa in directEntry");
  });

  it("takes each type's limits: Pre-NCE, pre-degree and JUPEB want 5 O-level rows, postgraduates are 18", () => {
    for (const id of ["pre_nce", "pre_degree", "jupeb"]) {
      const type = types.find((candidate) => candidate.meta.id === id) as ApplicationType;
      const rows = failingApplications(type).find((failure) => failure.rule === "completeRows in olevel");
      expect(rows?.message, id).toBe("please enter both subject and grade for each of the first 5 subjects");
    }
    const pg = types.find((candidate) => candidate.meta.id === "pg") as ApplicationType;
    expect(
      failingApplications(pg).find((failure) => failure.rule === "minimumAge in personal")?.message,
    ).toBe("you must be at least 18 years old");
  });

  it("has a fee in the demo seed for every type, so its invoice can be made", () => {
    expect(APPLICATION_FEES.map(([type]) => type).sort()).toEqual(types.map((type) => type.meta.id).sort());
  });
});

describe.each(databaseKinds)("every application type through the drafts API on %s", (kind) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  it("has a row of student_types for every type's studentTypeId", async () => {
    const rows = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM student_types`);
    const ids = new Set(rows.map((row) => row.id));
    for (const type of types) expect(ids.has(type.meta.studentTypeId), type.meta.id).toBe(true);
  });

  it.each(cases)(
    "judges %s applications as the browser does: the same fields, the same messages",
    async (id, type) => {
      const url = `/api/ApplicationDrafts/${id}`;
      const remoteAddress = `10.0.9.${++address}`;
      // An applicant of this type with a paid application invoice, signed in (the journey's session).
      const { cookie } = await makeApplicant(t.database.db, id);
      const headers = { cookie };
      const saved = await t.app.inject({ method: "PUT", url, payload: {}, headers, remoteAddress });
      expect(saved.statusCode, saved.body).toBe(201);
      const submit = (payload: object) =>
        t.app.inject({ method: "POST", url: `${url}/submit`, payload, headers, remoteAddress });

      for (const { rule, data, path: field, message } of failingApplications(type)) {
        const res = await submit(data);
        expect(res.statusCode, rule).toBe(400);
        expect(res.json().errors, rule).toContainEqual({ path: field, message });
      }
      const res = await submit(validApplication(type));
      expect(res.json(), res.body).toMatchObject({ success: true, data: { applicationType: id } });
    },
  );
});
