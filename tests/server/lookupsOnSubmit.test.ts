import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { dependentLookupRules } from "../../src/server/modules/lookups/dependentLookups";
import { makeApplicant } from "../support/applicantSession";
import { eightSubjects, type NceApplication, validNceApplication } from "../support/nceFixtures";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const URL = "/api/ApplicationDrafts/nce";
/** Lagos is state 25; Ikeja (516) is one of its LGAs, Ikole (253) is in Ekiti. */
const LAGOS = 25;
const IKEJA = 516;
const IKOLE = 253;
/** The demo college's Schools of Technical (2) and Science (4) Education, and a department of the first. */
const TECHNICAL = 2;
const SCIENCE = 4;
const AUTOMOBILE = 2;

describe("dependent lookups in a form schema", () => {
  it("are found through $refs and array items, with the sibling's title", () => {
    const rules = dependentLookupRules({
      type: "object",
      properties: {
        personal: {
          type: "object",
          properties: {
            stateId: { allOf: [{ type: "integer", title: "State of origin", lookup: "states" }] },
            lgaId: { allOf: [{ type: "integer", lookup: "lgas", lookupFilter: { stateId: "stateId" } }] },
          },
        },
        schools: {
          type: "array",
          items: {
            type: "object",
            properties: { lgaId: { lookup: "lgas", lookupFilter: { stateId: "stateId" } } },
          },
        },
      },
    });
    expect(rules).toEqual([
      {
        objectPath: ["personal"],
        property: "lgaId",
        lookup: "lgas",
        filters: [{ filter: "stateId", sibling: "stateId", siblingTitle: "State of origin" }],
      },
      {
        objectPath: ["schools", "*"],
        property: "lgaId",
        lookup: "lgas",
        filters: [{ filter: "stateId", sibling: "stateId", siblingTitle: "stateId" }],
      },
    ]);
  });
});

describe.each(databaseKinds)("submitting an NCE application on %s", (kind) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  /** Saves `application` as a new applicant's draft, then submits it. */
  const submit = async (application: NceApplication) => {
    const ip = `10.1.0.${++address}`;
    const { cookie } = await makeApplicant(t.database.db);
    const saved = await t.app.inject({
      method: "PUT",
      url: URL,
      remoteAddress: ip,
      headers: { cookie },
      payload: application,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return t.app.inject({
      method: "POST",
      url: `${URL}/submit`,
      remoteAddress: ip,
      headers: { cookie },
      payload: application,
    });
  };
  const withPersonal = (personal: Record<string, unknown>) => {
    const application = validNceApplication();
    application.personal = { ...application.personal, ...personal };
    return application;
  };

  it("accepts an LGA of the chosen state", async () => {
    const res = await submit(withPersonal({ stateId: LAGOS, lgaId: IKEJA }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses an LGA of another state, on the LGA field, naming the state field", async () => {
    const res = await submit(withPersonal({ stateId: LAGOS, lgaId: IKOLE }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      title: "Validation failed",
      message: "must belong to the chosen State of origin",
      errors: [{ path: "personal.lgaId", message: "must belong to the chosen State of origin" }],
    });
  });

  it("refuses an LGA that does not exist or is switched off", async () => {
    expect((await submit(withPersonal({ lgaId: 987654 }))).json().errors).toEqual([
      { path: "personal.lgaId", message: "must belong to the chosen State of origin" },
    ]);
    await t.database.session((s) => s.query(`UPDATE lgas SET active = false WHERE id = ${IKEJA}`));
    try {
      expect((await submit(withPersonal({ lgaId: IKEJA }))).statusCode).toBe(400);
    } finally {
      await t.database.session((s) => s.query(`UPDATE lgas SET active = true WHERE id = ${IKEJA}`));
    }
  });

  const withProgramme = (programme: Record<string, unknown>) => {
    const application = validNceApplication();
    application.programme = { ...application.programme, ...programme };
    return application;
  };

  it("refuses a department outside the chosen School, on the department, naming the School", async () => {
    // Automobile Technology Education (2) is of the School of Technical Education, not Science (4).
    const res = await submit(withProgramme({ facultyId: SCIENCE, departmentId: AUTOMOBILE }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "programme.departmentId", message: "must belong to the chosen School" },
    ]);
    expect((await submit(withProgramme({ facultyId: TECHNICAL, departmentId: AUTOMOBILE }))).statusCode).toBe(
      200,
    );
  });

  it("reports the schema's errors first, without asking the database", async () => {
    const application = withPersonal({ lgaId: IKOLE });
    delete application.personal.stateId;
    const res = await submit(application);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "personal.stateId", message: "please input State of origin" },
    ]);
  });

  it("requires English Language in one of the O-level sittings, with the shared message", async () => {
    const noEnglish = validNceApplication();
    const withoutEnglish = eightSubjects.map((row) => (row.subjectId === 9 ? { ...row, subjectId: 5 } : row));
    noEnglish.olevel = [{ ...noEnglish.olevel[0], subjects: withoutEnglish }];
    const res = await submit(noEnglish);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "olevel.0.subjects", message: "English Language is required" },
    ]);

    // English in the second sitting is enough: results of two sittings combine.
    const secondSitting = validNceApplication();
    secondSitting.olevel = [
      { ...secondSitting.olevel[0], subjects: withoutEnglish },
      { ...secondSitting.olevel[0], examNumber: "4250101002", subjects: eightSubjects },
    ];
    expect((await submit(secondSitting)).statusCode).toBe(200);
  });
});
