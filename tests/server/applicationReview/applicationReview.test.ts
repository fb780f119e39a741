import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../src/server/db/database";
import { makeApplicant } from "../../support/applicantSession";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";
import { ADMISSIONS_OFFICER, type SubmittedApplicant, submittedApplicant } from "../admitted/support";

const REGISTRAR = {
  id: 990_101,
  userName: "registrar-test",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};
const BURSAR = { id: 990_102, userName: "bursar-test", userType: "official", roles: ["bursar"], claims: [] };
const STUDENT = {
  id: 990_103,
  userName: "student-test",
  userType: "student",
  roles: ["student"],
  claims: [],
};
type Who = typeof ADMISSIONS_OFFICER | typeof REGISTRAR;

/**
 * Issue 20 item 2: the admissions office reviews submitted applications and decides them, through
 * the workflow schemas/workflows/application-review.json (issue 21).
 */
describe.each(databaseKinds)("application review on %s", (kind) => {
  let t: PaymentsTestApp;
  let place: {
    programmeId: number;
    departmentId: number;
    levelId: number;
    otherDepartmentId: number;
    pgdeId: number;
    pgdeName: string;
  };
  let applicants: SubmittedApplicant[];

  const call = async (
    who: Who | typeof BURSAR | typeof STUDENT | undefined,
    method: "GET" | "POST",
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, payload, headers: who ? await bearer(t.app, who) : {} });
  const list = async (query: string, who: Who = ADMISSIONS_OFFICER) => {
    const res = await call(who, "GET", `/api/resources/application-reviews?pageSize=30&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      items: { id: number; status: string; applicationNumber: string }[];
      meta: { totalCount: number };
    };
  };
  const ours = (items: { id: number }[]) => {
    const wanted = new Set(applicants.map((applicant) => applicant.applicantId));
    return items.filter((row) => wanted.has(row.id)).map((row) => row.id);
  };
  const decide = (who: Who | typeof BURSAR | typeof STUDENT | undefined, body: object) =>
    call(who, "POST", "/api/workflows/application-review/transitions", body);
  const rows = async (query: string, who: Who = ADMISSIONS_OFFICER) => {
    const res = await call(who, "GET", `/api/workflows/application-review/rows?pageSize=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      items: { id: number; state: string; actions: string[]; applicationNumber: string }[];
      meta: { totalCount: number };
    };
  };
  const audits = async (applicantId: number) =>
    queryRows<{
      action: string;
      actor_id: number;
      before: unknown;
      after: { status: string; levelId: number | null; state: string; as: string };
    }>(
      t.database.db,
      sql`SELECT action, actor_id, before, after FROM audit_log
        WHERE entity = 'admission_decisions' AND entity_id = ${String(applicantId)} ORDER BY id`,
    );

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const db = t.database.db;
    const [row] = await queryRows<{ programme_id: number; department_id: number }>(
      db,
      sql`SELECT pd.programme_id, pd.department_id FROM programme_departments pd
        JOIN programmes p ON p.id = pd.programme_id WHERE p.code = 'NCE' AND pd.active ORDER BY pd.department_id LIMIT 1`,
    );
    const [other] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM departments WHERE active AND id <> ${row!.department_id} ORDER BY id LIMIT 1`,
    );
    const [level] = await queryRows<{ id: number }>(db, sql`SELECT id FROM levels WHERE value = 200`);
    const [pgde] = await queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM programmes WHERE code = 'PGDE'`,
    );
    place = {
      programmeId: row!.programme_id,
      departmentId: row!.department_id,
      levelId: level!.id,
      otherDepartmentId: other!.id,
      pgdeId: pgde!.id,
      pgdeName: pgde!.name,
    };
    applicants = [];
    for (let index = 0; index < 4; index += 1) applicants.push(await submittedApplicant(db));
    // Two chose the first department, two another; scores for the range filter.
    for (const [index, applicant] of applicants.entries())
      await db.execute(sql`UPDATE application_drafts SET data = jsonb_set(jsonb_set(data,
          '{programme,departmentId}', to_jsonb(${index < 2 ? place.departmentId : place.otherDepartmentId}::int)),
          '{utme}', jsonb_build_object('utmeScore', ${180 + index * 40}::int, 'regNumber', ${`RV${process.pid}${kind.length}${index}X`}::text))
        WHERE applicant_id = ${applicant.applicantId}`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it("lists submitted applications: searched, filtered by type, status, programme, department and score", async () => {
    // A draft (not submitted) is not among them.
    const draft = await makeApplicant(t.database.db, "nce");
    await t.database.db.execute(sql`INSERT INTO application_drafts (application_type, data, applicant_id)
      VALUES ('nce', '{}'::jsonb, ${draft.applicantId})`);

    const all = await list("applicationTypeId=nce&status=Pending");
    expect(ours(all.items)).toHaveLength(4);
    expect(all.items.map((row) => row.id)).not.toContain(draft.applicantId);

    const first = await list(`departmentId=${place.departmentId}&status=Pending`);
    expect(ours(first.items).sort()).toEqual(
      applicants
        .slice(0, 2)
        .map((a) => a.applicantId)
        .sort(),
    );
    // NCE applications lead to the NCE programme (their student type admits into it only).
    expect(ours((await list(`programmeId=${place.programmeId}`)).items)).toHaveLength(4);
    // UTME 180, 220, 260, 300: 200 to 270 holds two.
    const scored = await list("utmeScoreFrom=200&utmeScoreTo=270");
    expect(ours(scored.items).sort()).toEqual(
      [applicants[1]!.applicantId, applicants[2]!.applicantId].sort(),
    );
    const searched = await list(`search=${encodeURIComponent(applicants[3]!.applicationNumber)}`);
    expect(ours(searched.items)).toEqual([applicants[3]!.applicantId]);
    // The registrar reads it too, and exports it.
    expect(ours((await list("applicationTypeId=nce", REGISTRAR)).items)).toHaveLength(4);
    const exported = await call(
      REGISTRAR,
      "GET",
      "/api/resources/application-reviews/export?format=csv&applicationTypeId=nce",
    );
    expect(exported.statusCode).toBe(200);
    expect(exported.body).toContain(applicants[0]!.applicationNumber);
  });

  it("opens an application as its document for the admissions office and the registrar only", async () => {
    const applicant = applicants[0]!;
    const url = `/api/ApplicationReview/${applicant.applicantId}`;
    for (const who of [ADMISSIONS_OFFICER, REGISTRAR]) {
      const res = await call(who, "GET", url);
      expect(res.statusCode, res.body).toBe(200);
      const document = res.json().data;
      expect(document).toMatchObject({
        applicationNumber: applicant.applicationNumber,
        fullName: expect.stringContaining(applicant.fullName.split(" ")[0]!),
        applicationTypeId: "nce",
        applicationType: "NCE Programme",
        status: "pending",
        decision: null,
        referees: [],
      });
      // The answers the slip prints: O-level sittings and the passport among them.
      expect(Array.isArray(document.data.olevel)).toBe(true);
      expect(document.invoice).toMatchObject({ invoiceNumber: applicant.invoiceNumber, isPaid: true });
    }
    expect((await call(BURSAR, "GET", url)).statusCode).toBe(403);
    expect((await call(STUDENT, "GET", url)).statusCode).toBe(403);
    expect((await call(undefined, "GET", url)).statusCode).toBe(401);
    // An applicant's own session cookie opens nothing here.
    const asApplicant = await t.app.inject({ method: "GET", url, headers: { cookie: applicant.cookie } });
    expect(asApplicant.statusCode).toBe(401);
    // No such submitted application.
    expect((await call(ADMISSIONS_OFFICER, "GET", "/api/ApplicationReview/2147483000")).statusCode).toBe(404);
    expect((await call(ADMISSIONS_OFFICER, "GET", "/api/resources/application-reviews")).statusCode).toBe(
      200,
    );
    expect((await call(STUDENT, "GET", "/api/resources/application-reviews")).statusCode).toBe(403);
  });

  it("lists the same applications through the review workflow: searched, filtered, ranged, newest first", async () => {
    const pending = await rows("state=pending&applicationTypeId=nce");
    expect(ours(pending.items)).toHaveLength(4);
    // Newest first (the file's sort), and every step open to the admissions office.
    const ids = applicants.map((applicant) => applicant.applicantId);
    expect(ours(pending.items)).toEqual([...ids].reverse());
    expect(pending.items.find((row) => row.id === ids[0])?.actions).toEqual(["admit", "notAdmit"]);
    const first = await rows(`departmentId=${place.departmentId}&state=pending`);
    expect(ours(first.items).sort()).toEqual(ids.slice(0, 2).sort());
    const scored = await rows("utmeScoreFrom=200&utmeScoreTo=270");
    expect(ours(scored.items).sort()).toEqual([ids[1], ids[2]].sort());
    const searched = await rows(`search=${encodeURIComponent(applicants[3]!.applicationNumber)}`);
    expect(ours(searched.items)).toEqual([ids[3]]);
    const bad = await call(
      ADMISSIONS_OFFICER,
      "GET",
      "/api/workflows/application-review/rows?utmeScoreFrom=lots",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      path: "utmeScoreFrom",
      message: "UTME score from must be a number",
    });
    // It downloads as shown: the columns by their labels, a state by its label, the filters applied.
    const exported = await call(
      REGISTRAR,
      "GET",
      `/api/workflows/application-review/export?format=csv&search=${encodeURIComponent(applicants[3]!.applicationNumber)}`,
    );
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toContain("text/csv");
    const lines = exported.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Application number,Full name,Application type");
    expect(lines[0]).toContain("O-level check,Certificate check");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(applicants[3]!.applicationNumber);
    expect(lines[1]).toContain("Pending");
    expect((await call(BURSAR, "GET", "/api/workflows/application-review/export")).statusCode).toBe(403);
    // The registrar opens it too; the bursary and students do not.
    expect(ours((await rows("applicationTypeId=nce", REGISTRAR)).items)).toHaveLength(4);
    expect((await call(BURSAR, "GET", "/api/workflows/application-review/rows")).statusCode).toBe(403);
    expect((await call(STUDENT, "GET", "/api/workflows/application-review")).statusCode).toBe(403);
  });

  it("admits one with programme and level, audited, and the status check then says admitted", async () => {
    const applicant = applicants[0]!;
    const res = await decide(ADMISSIONS_OFFICER, {
      transition: "admit",
      ids: [applicant.applicantId],
      input: { programmeId: place.programmeId, departmentId: place.departmentId, levelId: place.levelId },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "1 application(s) admitted.", data: { count: 1 } });

    const [audit] = await audits(applicant.applicantId);
    expect(audit).toMatchObject({
      action: "admit",
      actor_id: ADMISSIONS_OFFICER.id,
      before: { state: "pending" },
    });
    expect(audit!.after).toMatchObject({
      status: "admitted",
      state: "admitted",
      as: "admissions",
      levelId: place.levelId,
      applicationNumber: applicant.applicationNumber,
    });

    const status = await t.app.inject({
      method: "POST",
      url: "/api/AdmissionStatus/check",
      payload: { reference: applicant.applicationNumber, phoneNumber: applicant.phoneNumber },
      remoteAddress: `10.79.${kind === "postgres" ? 2 : 1}.1`,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toMatchObject({ status: "admitted", level: "200 Level" });
    // The same record the admission list shows, and the review's own list and resource list.
    const admissionList = await call(
      ADMISSIONS_OFFICER,
      "GET",
      `/api/AdmissionList?search=${encodeURIComponent(applicant.applicationNumber)}`,
    );
    expect(admissionList.json().data.items[0]).toMatchObject({ status: "Admitted", level: "200 Level" });
    expect(ours((await list("status=Admitted")).items)).toEqual([applicant.applicantId]);
    const listed = (await rows("state=admitted")).items.find((row) => row.id === applicant.applicantId);
    expect(listed).toMatchObject({ state: "admitted", actions: ["admit", "notAdmit"] });
    const document = (await call(REGISTRAR, "GET", `/api/ApplicationReview/${applicant.applicantId}`)).json()
      .data;
    expect(document).toMatchObject({
      status: "admitted",
      decision: { level: "200 Level", decidedBy: "Stand In User" },
      actions: ["admit", "notAdmit"],
    });
  });

  it("decides many at once, one audit entry each, the earlier state kept as 'before'", async () => {
    const ids = applicants.slice(0, 3).map((applicant) => applicant.applicantId);
    const res = await decide(REGISTRAR, { transition: "notAdmit", ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "3 application(s) marked not admitted.",
      data: { count: 3 },
    });
    expect(ours((await list("status=Not%20admitted")).items).sort()).toEqual([...ids].sort());
    const first = await audits(ids[0]!);
    expect(first.map((row) => row.action)).toEqual(["admit", "not admit"]);
    expect(first[1]).toMatchObject({ actor_id: REGISTRAR.id, before: { state: "admitted" } });
    expect(first[1]!.after).toMatchObject({ status: "not_admitted", as: "registrar", levelId: null });
    for (const id of ids.slice(1)) expect((await audits(id)).map((row) => row.action)).toEqual(["not admit"]);
    // Not admitted: it may be admitted, not "not admitted" again.
    const document = (await call(REGISTRAR, "GET", `/api/ApplicationReview/${ids[1]}`)).json().data;
    expect(document.actions).toEqual(["admit"]);
  });

  it("answers 409 on a stale decision, all or none", async () => {
    const [decided, open] = [applicants[1]!.applicantId, applicants[3]!.applicantId];
    const stale = await decide(ADMISSIONS_OFFICER, { transition: "notAdmit", ids: [decided] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "This application is already not admitted; refresh to see where it stands",
    );
    const bulk = await decide(ADMISSIONS_OFFICER, { transition: "notAdmit", ids: [open, decided] });
    expect(bulk.statusCode).toBe(409);
    expect(bulk.json().message).toBe(
      `Application ${applicants[1]!.applicationNumber} is already not admitted; nothing was changed`,
    );
    expect(await audits(open)).toEqual([]);
    expect((await rows("state=pending")).items.map((row) => row.id)).toContain(open);
  });

  it("refuses a bad placement, naming the field, and saves nothing", async () => {
    const applicant = applicants[3]!;
    const admit = (input: object) =>
      decide(ADMISSIONS_OFFICER, { transition: "admit", ids: [applicant.applicantId], input });
    const noLevel = await admit({ programmeId: place.programmeId, departmentId: place.departmentId });
    expect(noLevel.statusCode).toBe(400);
    expect(noLevel.json().errors).toEqual([{ path: "levelId", message: "Please choose the level" }]);
    const wrongProgramme = await admit({
      programmeId: place.pgdeId,
      departmentId: place.departmentId,
      levelId: place.levelId,
    });
    expect(wrongProgramme.statusCode).toBe(400);
    expect(wrongProgramme.json().errors[0]).toEqual({
      path: "programmeId",
      message: `NCE Programme applicants cannot be admitted into ${place.pgdeName}.`,
    });
    const [otherOption] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM department_options WHERE department_id <> ${place.departmentId} ORDER BY id LIMIT 1`,
    );
    // A course option of another department than the one admitted into.
    {
      const wrongOption = await admit({
        programmeId: place.programmeId,
        departmentId: place.departmentId,
        departmentOptionId: otherOption!.id,
        levelId: place.levelId,
      });
      expect(wrongOption.statusCode).toBe(400);
      expect(wrongOption.json().errors[0].path).toBe("departmentOptionId");
    }
    const unknown = await decide(ADMISSIONS_OFFICER, { transition: "notAdmit", ids: [2147483000] });
    expect(unknown.statusCode).toBe(404);
    expect(await audits(applicant.applicantId)).toEqual([]);
    expect((await list("status=Pending")).items.map((row) => row.id)).toContain(applicant.applicantId);
  });

  it("refuses students, the bursary and visitors, and an applicant who already became a student", async () => {
    const body = { transition: "notAdmit", ids: [applicants[3]!.applicantId] };
    expect((await decide(STUDENT, body)).statusCode).toBe(403);
    expect((await decide(BURSAR, body)).statusCode).toBe(403);
    expect((await decide(undefined, body)).statusCode).toBe(401);

    const [student] = await queryRows<{ id: number; reg_number: string }>(
      t.database.db,
      sql`SELECT id, reg_number FROM students WHERE applicant_id IS NULL ORDER BY id LIMIT 1`,
    );
    await t.database.db.execute(
      sql`UPDATE students SET applicant_id = ${applicants[1]!.applicantId} WHERE id = ${student!.id}`,
    );
    const refused = await decide(ADMISSIONS_OFFICER, {
      transition: "admit",
      ids: [applicants[1]!.applicantId],
      input: { programmeId: place.programmeId, departmentId: place.departmentId, levelId: place.levelId },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].message).toBe(
      `${applicants[1]!.applicationNumber} has already become student ${student!.reg_number}: the decision can no longer change.`,
    );
    expect((await audits(applicants[1]!.applicantId)).map((row) => row.action)).toEqual(["not admit"]);
    await t.database.db.execute(sql`UPDATE students SET applicant_id = NULL WHERE id = ${student!.id}`);
  });
});
