import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";
import { ADMISSIONS_OFFICER, type SubmittedApplicant, submittedApplicant } from "../admitted/support";

/**
 * Utilities (issue 24; modules/verifications, migrations 0410–0411): staff with the Utilities menu
 * see an application's O-level sitting and certificate as entered and record what they found
 * (validated by the form files in people's words, audited); the lists and the admissions review
 * list show the outcome; students and roles without Utilities are refused.
 */
const REGISTRAR = {
  id: 990_421,
  userName: "verify-registrar",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};
const BURSAR = {
  id: 990_422,
  userName: "verify-bursar",
  userType: "official",
  roles: ["bursar"],
  claims: [],
};
const STUDENT = {
  id: 990_423,
  userName: "verify-student",
  userType: "student",
  roles: ["student"],
  claims: [],
};
type Who = typeof REGISTRAR;

const found = {
  examinationTypeId: 1,
  examNumber: "4250101001",
  examYear: 2022,
  resultFound: "English Language B3, Mathematics C4, Physics C5",
  verified: true,
  remarks: "Checked on the WAEC result checker",
};

describe.each(databaseKinds)("O-level and certificate verification on %s", (kind) => {
  let t: PaymentsTestApp;
  let applicant: SubmittedApplicant;

  const call = async (who: Who | undefined, method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: who ? await bearer(t.app, who) : {} });
  const listRow = async (resource: string, who: Who = ADMISSIONS_OFFICER) => {
    const res = await call(
      who,
      "GET",
      `/api/resources/${resource}?pageSize=30&search=${applicant.applicationNumber}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.items.find((row: { id: number }) => row.id === applicant.applicantId);
  };

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    applicant = await submittedApplicant(t.database.db);
    // The NCE form's one certificate (the fixture uploads its file) given a type.
    await t.database.db.execute(sql`UPDATE application_drafts SET data = jsonb_set(data, '{uploads,certificateTypeId}', '6'::jsonb)
      WHERE applicant_id = ${applicant.applicantId}`);
  }, 120_000);
  afterAll(async () => t?.close());

  it("shows the sitting and certificate as entered, each not checked yet, in the lists and the review list", async () => {
    const res = await call(
      ADMISSIONS_OFFICER,
      "GET",
      `/api/Utilities/verifications/${applicant.applicantId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view.applicationNumber).toBe(applicant.applicationNumber);
    expect(view.sittings).toHaveLength(1);
    expect(view.sittings[0]).toMatchObject({ index: 0, examNumber: "4250101001", outcome: null });
    expect(view.sittings[0].examBody).toEqual(expect.any(String));
    expect(view.sittings[0].subjects.length).toBeGreaterThanOrEqual(8);
    expect(view.sittings[0].subjects[0]).toEqual({ subject: expect.any(String), grade: expect.any(String) });
    expect(view.certificates).toEqual([
      { index: 0, certificateType: "ND or HND statement of result", uploaded: true, outcome: null },
    ]);
    expect(await listRow("olevel-verifications")).toMatchObject({ outcome: "Not checked", sittings: 1 });
    expect(await listRow("certificate-verifications")).toMatchObject({
      outcome: "Not checked",
      certificates: 1,
    });
    expect(await listRow("application-reviews")).toMatchObject({
      olevelVerification: "Not checked",
      certificateVerification: "Not checked",
    });
  });

  it("has the demo seed's outcomes, recorded through the service: one verified, one not", async () => {
    const res = await call(
      ADMISSIONS_OFFICER,
      "GET",
      "/api/resources/olevel-verifications?pageSize=30&search=Balogun",
    );
    expect(res.json().data.items).toEqual([
      expect.objectContaining({ outcome: "Verified", verifiedByName: expect.any(String) }),
    ]);
    const other = await call(ADMISSIONS_OFFICER, "GET", "/api/resources/application-reviews?search=Danjuma");
    expect(other.json().data.items).toEqual([
      expect.objectContaining({ olevelVerification: "Not verified" }),
    ]);
  });

  it("refuses a student and a role without Utilities", async () => {
    for (const who of [STUDENT, BURSAR]) {
      expect(
        (await call(who, "GET", `/api/Utilities/verifications/${applicant.applicantId}`)).statusCode,
      ).toBe(403);
      const post = await call(
        who,
        "POST",
        `/api/Utilities/verifications/olevel/${applicant.applicantId}/0`,
        found,
      );
      expect(post.statusCode).toBe(403);
      expect((await call(who, "GET", "/api/resources/olevel-verifications")).statusCode).toBe(403);
    }
    expect(
      (await call(undefined, "GET", `/api/Utilities/verifications/${applicant.applicantId}`)).statusCode,
    ).toBe(401);
  });

  it("answers bad outcomes with people's words naming the field, and writes nothing", async () => {
    const url = `/api/Utilities/verifications/olevel/${applicant.applicantId}/0`;
    const empty = await call(REGISTRAR, "POST", url, { verified: true });
    expect(empty.statusCode).toBe(400);
    const paths = empty.json().errors.map((error: { path: string }) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(["examinationTypeId", "examNumber", "examYear", "resultFound"]),
    );
    expect(JSON.stringify(empty.json())).not.toMatch(/must have required property/);

    const unknownBody = await call(REGISTRAR, "POST", url, { ...found, examinationTypeId: 99_999 });
    expect(unknownBody.statusCode).toBe(400);
    expect(unknownBody.json().errors).toEqual([
      { path: "examinationTypeId", message: "please select the examination body from the list" },
    ]);
    const noSecondSitting = await call(REGISTRAR, "POST", url.replace(/\/0$/, "/1"), found);
    expect(noSecondSitting.statusCode).toBe(404);
    expect(noSecondSitting.json().message).toBe("This application has no O-level sitting 2");
    const noApplication = await call(
      REGISTRAR,
      "POST",
      "/api/Utilities/verifications/olevel/2000000000/0",
      found,
    );
    expect(noApplication.statusCode).toBe(404);
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM applicant_verifications WHERE applicant_id = ${applicant.applicantId}`,
    );
    expect(rows!.n).toBe(0);
  });

  it("records an outcome, replaces it when checked again, audits both, and shows it on the application", async () => {
    const url = `/api/Utilities/verifications/olevel/${applicant.applicantId}/0`;
    const saved = await call(REGISTRAR, "POST", url, found);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("O-level verification saved");
    expect(saved.json().data.sittings[0].outcome).toMatchObject({ verified: true, values: found });
    expect(await listRow("olevel-verifications")).toMatchObject({ outcome: "Verified" });
    expect(await listRow("application-reviews", REGISTRAR)).toMatchObject({ olevelVerification: "Verified" });

    const again = await call(ADMISSIONS_OFFICER, "POST", url, {
      ...found,
      verified: false,
      remarks: "Grades differ",
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await listRow("application-reviews")).toMatchObject({ olevelVerification: "Not verified" });

    const certificate = await call(
      REGISTRAR,
      "POST",
      `/api/Utilities/verifications/certificate/${applicant.applicantId}/0`,
      {
        certificateTypeId: 6,
        resultFound: "Confirmed by the registry: ND Upper Credit",
        verified: true,
      },
    );
    expect(certificate.statusCode, certificate.body).toBe(200);
    expect(await listRow("certificate-verifications")).toMatchObject({ outcome: "Verified" });

    const audits = await queryRows<{
      action: string;
      actor_id: number;
      before: unknown;
      after: { verified: boolean };
    }>(
      t.database.db,
      sql`SELECT action, actor_id, before, after FROM audit_log WHERE entity = 'applicant_verifications'
        AND entity_id LIKE ${`${applicant.applicantId}/%`} ORDER BY id`,
    );
    expect(audits.map((row) => [row.action, row.actor_id, row.after.verified])).toEqual([
      ["verify-olevel", REGISTRAR.id, true],
      ["verify-olevel", ADMISSIONS_OFFICER.id, false],
      ["verify-certificate", REGISTRAR.id, true],
    ]);
    expect(audits[0]!.before).toBeNull();
    expect(audits[1]!.before).toMatchObject({ verified: true });
  });
});
