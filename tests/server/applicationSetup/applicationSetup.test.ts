import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_ADMIN_MESSAGES } from "../../../src/contract/applicationAdmin";
import { queryRows } from "../../../src/server/db/database";
import { lagosDay } from "../../../src/server/modules/applicationSetup/applicationWindow";
import { makeApplicant } from "../../support/applicantSession";
import { validNceApplication } from "../../support/nceFixtures";
import { createPaymentsTestApp, type PaymentsTestApp } from "../../support/paymentsTestApp";
import { bearer } from "../../support/sessionToken";
import { databaseKinds } from "../../support/testDatabase";

const SETUP = "/api/resources/application-setup";
const day = (offsetDays: number) => lagosDay(new Date(Date.now() + offsetDays * 86_400_000));

describe.each(databaseKinds)("application setup, delete and invoices on %s", (kind) => {
  let t: PaymentsTestApp;
  let admissions: string;
  let bursar: string;
  let lecturer: string;
  let phoneCounter = 0;
  const phone = () => `0703${kind === "postgres" ? 5 : 4}${String(++phoneCounter).padStart(6, "0")}`;

  const call = (
    method: "GET" | "POST" | "PUT",
    url: string,
    { payload, authorization, cookie }: { payload?: unknown; authorization?: string; cookie?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...(authorization ? { authorization } : {}), ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const setupRow = async (type: string) => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM application_fees WHERE application_type = ${type} AND session_id = ${t.currentSessionId}`,
    );
    if (!row) throw new Error(`no application fee for ${type}`);
    return row.id;
  };
  const setWindow = async (
    type: string,
    window: { isOpen?: boolean; opensOn?: string | null; deadline?: string | null },
  ) => {
    const id = await setupRow(type);
    const current = (await call("GET", `${SETUP}/${id}`, { authorization: admissions })).json().data;
    const { id: _id, ...row } = current;
    const res = await call("PUT", `${SETUP}/${id}`, {
      authorization: admissions,
      payload: { ...row, isOpen: true, opensOn: null, deadline: null, ...window },
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  const invoiceRequest = (type: string, mobileNumber = phone()) => ({
    lastName: "Bello",
    firstName: "Amina",
    mobileNumber,
    email: `amina.${mobileNumber}@example.com`,
    sessionId: t.currentSessionId,
    applicationTypeId: type,
  });
  const generate = (type: string, mobileNumber?: string) =>
    call("POST", "/api/ApplicationInvoice/generate", { payload: invoiceRequest(type, mobileNumber) });
  const lookup = (type: string, regNumber = phone()) =>
    call("POST", "/api/ApplicationInvoice/lookup", {
      payload: {
        applicationTypeId: type,
        regNumber,
        email: `amina.${regNumber}@example.com`,
        sessionId: t.currentSessionId,
      },
    });

  beforeAll(async () => {
    t = await createPaymentsTestApp(kind);
    const users = await queryRows<{ id: number; user_name: string }>(
      t.database.db,
      sql`SELECT id, user_name FROM users WHERE user_name IN ('admissions', 'bursar', 'lecturer')`,
    );
    const staff = (name: string) => {
      const user = users.find((row) => row.user_name === name);
      if (!user) throw new Error(`no demo account ${name}`);
      return bearer(t.app, {
        id: user.id,
        userName: name,
        userType: "official",
        roles: [name],
        claims: [],
      }).then((headers) => headers.authorization);
    };
    admissions = await staff("admissions");
    bursar = await staff("bursar");
    lecturer = await staff("lecturer");
  }, 180_000);
  afterAll(async () => t?.close());

  describe("/applications/setup", () => {
    it("edits the same row as the bursary's application fee, and audits it", async () => {
      const id = await setWindow("pde", { deadline: day(30) });
      await call("PUT", `${SETUP}/${id}`, {
        authorization: admissions,
        payload: { applicationType: "pde", sessionId: t.currentSessionId, amount: 1234500, isOpen: true },
      });
      const fee = await call("GET", `/api/resources/application-fees/${id}`, { authorization: bursar });
      expect(fee.json().data).toMatchObject({ applicationType: "pde", amount: 1234500 });
      const audit = await queryRows<{ action: string; actor_name: string }>(
        t.database.db,
        sql`SELECT action, actor_name FROM audit_log WHERE entity = 'application-setup' AND entity_id = ${String(id)} ORDER BY id`,
      );
      expect(audit.map((row) => `${row.action} by ${row.actor_name}`)).toContain("update by admissions");
    });

    it("refuses invoices for a closed type at the lookup and at generation, and takes them again once opened", async () => {
      const id = await setupRow("nce");
      const closed = await call("POST", `${SETUP}/${id}/actions/close`, { authorization: admissions });
      expect(closed.statusCode, closed.body).toBe(200);
      const mobile = phone();
      const looked = await lookup("nce", mobile);
      expect(looked.statusCode).toBe(409);
      expect(looked.json().message).toBe(
        "Applications for NCE Programme are closed for the 2026/2027 session.",
      );
      const refused = await generate("nce", mobile);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/closed/);
      const made = await queryRows(
        t.database.db,
        sql`SELECT id FROM applicants WHERE mobile_number = ${mobile}`,
      );
      expect(made).toEqual([]);

      expect(
        (await call("POST", `${SETUP}/${id}/actions/open`, { authorization: admissions })).statusCode,
      ).toBe(200);
      expect((await lookup("nce", mobile)).statusCode).toBe(200);
      expect((await generate("nce", mobile)).statusCode).toBe(200);
    });

    it("refuses invoices before the opening date and after the deadline, and takes them on the deadline", async () => {
      await setWindow("cce", { deadline: day(-1) });
      const late = await generate("cce");
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(
        /^The deadline for Continuing Education \(CCE\) applications \(2026\/2027\) was .*; applications are closed\.$/,
      );
      await setWindow("cce", { opensOn: day(2), deadline: day(40) });
      const early = await generate("cce");
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/open on/);
      await setWindow("cce", { opensOn: day(-10), deadline: day(0) });
      expect((await generate("cce")).statusCode).toBe(200);
    });

    it("refuses to submit an application of a closed type or after the deadline", async () => {
      const applicant = await makeApplicant(t.database.db, "nce");
      const url = "/api/ApplicationDrafts/nce";
      expect((await call("PUT", url, { payload: {}, cookie: applicant.cookie })).statusCode).toBe(201);
      await setWindow("nce", { isOpen: false });
      const closed = await call("POST", `${url}/submit`, {
        payload: validNceApplication(),
        cookie: applicant.cookie,
      });
      expect(closed.statusCode).toBe(409);
      expect(closed.json().message).toMatch(/closed/);
      await setWindow("nce", { deadline: day(-1) });
      const late = await call("POST", `${url}/submit`, {
        payload: validNceApplication(),
        cookie: applicant.cookie,
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toMatch(/deadline/);
      const draft = await call("GET", url, { cookie: applicant.cookie });
      expect(draft.json().data.submittedAt).toBeNull();
      await setWindow("nce", {});
      const open = await call("POST", `${url}/submit`, {
        payload: validNceApplication(),
        cookie: applicant.cookie,
      });
      expect(open.statusCode, open.body).toBe(200);
    });

    it("refuses a deadline before the opening date with the field named", async () => {
      const id = await setupRow("jupeb");
      const res = await call("PUT", `${SETUP}/${id}`, {
        authorization: admissions,
        payload: {
          applicationType: "jupeb",
          sessionId: t.currentSessionId,
          amount: 500000,
          opensOn: day(5),
          deadline: day(1),
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        path: "deadline",
        message: "the deadline must not be before the opening date",
      });
    });

    it("lets only the admissions office and the registrar change it", async () => {
      const id = await setupRow("pg");
      expect((await call("GET", SETUP, { authorization: bursar })).statusCode).toBe(200);
      expect((await call("POST", `${SETUP}/${id}/actions/close`, { authorization: bursar })).statusCode).toBe(
        403,
      );
      expect((await call("GET", SETUP, { authorization: lecturer })).statusCode).toBe(403);
      expect((await call("GET", SETUP)).statusCode).toBe(401);
    });
  });

  describe("/applications/delete", () => {
    const submittedApplicant = async () => {
      const applicant = await makeApplicant(t.database.db, "nce");
      const url = "/api/ApplicationDrafts/nce";
      await call("PUT", url, { payload: {}, cookie: applicant.cookie });
      const res = await call("POST", `${url}/submit`, {
        payload: validNceApplication(),
        cookie: applicant.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      return applicant;
    };
    const reason = "Duplicate application: the applicant applied twice.";

    it("finds, then deletes a submitted application with its reason in the audit log", async () => {
      const applicant = await submittedApplicant();
      const found = await call("GET", `/api/Application/lookup?reference=${applicant.invoiceNumber}`, {
        authorization: admissions,
      });
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().data).toMatchObject({
        status: "submitted",
        applicationTypeId: "nce",
        phoneNumber: applicant.phoneNumber,
      });

      const short = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason: "dup" },
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors[0].path).toBe("reason");

      const res = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason },
      });
      expect(res.statusCode, res.body).toBe(200);
      const left = await queryRows(
        t.database.db,
        sql`SELECT id FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
      );
      expect(left).toEqual([]);
      const audit = await queryRows<{
        action: string;
        actor_name: string;
        after: { reason: string };
        before: { invoiceNumber: string };
      }>(
        t.database.db,
        sql`SELECT action, actor_name, after, before FROM audit_log WHERE entity = 'application_drafts' AND action = 'delete' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit[0]).toMatchObject({
        action: "delete",
        actor_name: "admissions",
        after: { reason },
        before: { invoiceNumber: applicant.invoiceNumber },
      });
      expect((await call("GET", "/api/ApplicationDrafts/nce", { cookie: applicant.cookie })).statusCode).toBe(
        404,
      );
      const again = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason },
      });
      expect(again.statusCode).toBe(404);
    });

    it("deletes an unsubmitted draft too", async () => {
      const applicant = await makeApplicant(t.database.db, "nce");
      await call("PUT", "/api/ApplicationDrafts/nce", { payload: {}, cookie: applicant.cookie });
      const res = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.status).toBe("draft");
    });

    it("refuses an admitted applicant's application and keeps it", async () => {
      const applicant = await submittedApplicant();
      await t.database.db.execute(
        sql`UPDATE applicants SET status = 'admitted' WHERE id = ${applicant.applicantId}`,
      );
      const res = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(APPLICATION_ADMIN_MESSAGES.admitted);
      const left = await queryRows(
        t.database.db,
        sql`SELECT id FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
      );
      expect(left).toHaveLength(1);
    });

    it("refuses an application admitted on the admission list", async () => {
      const applicant = await submittedApplicant();
      await t.database.db.execute(
        sql`INSERT INTO admission_decisions (applicant_id, status, programme_id, department_id, level_id, session_id)
          SELECT ${applicant.applicantId}, 'admitted', pd.programme_id, pd.department_id,
            (SELECT id FROM levels ORDER BY id LIMIT 1), a.session_id
          FROM applicants a, programme_departments pd WHERE a.id = ${applicant.applicantId} LIMIT 1`,
      );
      const res = await call("POST", "/api/Application/delete", {
        authorization: admissions,
        payload: { reference: applicant.invoiceNumber, reason },
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(APPLICATION_ADMIN_MESSAGES.admitted);
    });

    it("is refused to anyone but the admissions office, and changes nothing", async () => {
      const applicant = await submittedApplicant();
      for (const authorization of [bursar, lecturer]) {
        const res = await call("POST", "/api/Application/delete", {
          authorization,
          payload: { reference: applicant.invoiceNumber, reason },
        });
        expect(res.statusCode).toBe(403);
      }
      expect(
        (
          await call("POST", "/api/Application/delete", {
            payload: { reference: applicant.invoiceNumber, reason },
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await call("GET", `/api/Application/lookup?reference=${applicant.invoiceNumber}`, {
            authorization: bursar,
          })
        ).statusCode,
      ).toBe(403);
      const left = await queryRows(
        t.database.db,
        sql`SELECT id FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
      );
      expect(left).toHaveLength(1);
    });
  });

  describe("/applications/manage_invoices", () => {
    it("finds applicants' invoices by phone, type and session, and cancels an unpaid one (audited), never a paid one", async () => {
      const mobile = phone();
      const made = await generate("pre_nce", mobile);
      expect(made.statusCode, made.body).toBe(200);
      const invoiceNumber = made.json().data.invoiceNumber as string;

      const byPhone = await call("GET", `/api/Application/invoices?search=${mobile}`, {
        authorization: admissions,
      });
      expect(byPhone.statusCode, byPhone.body).toBe(200);
      expect(byPhone.json().data.items).toEqual([
        expect.objectContaining({
          applicationTypeId: "pre_nce",
          payerPhone: mobile,
          invoiceNumber,
          paymentStatus: "unpaid",
        }),
      ]);
      const byType = await call(
        "GET",
        `/api/Application/invoices?applicationTypeId=pre_nce&sessionId=${t.currentSessionId}&pageSize=30`,
        {
          authorization: admissions,
        },
      );
      expect(byType.json().data.items.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toContain(
        invoiceNumber,
      );
      const byNumber = await call("GET", `/api/Application/invoices?search=${invoiceNumber}`, {
        authorization: admissions,
      });
      expect(byNumber.json().data.meta.totalCount).toBe(1);
      // Only application invoices are listed: a student's fee invoice is not among them.
      const all = await call("GET", "/api/Application/invoices?pageSize=30", { authorization: admissions });
      expect(all.statusCode).toBe(200);
      expect(
        all.json().data.items.every((row: { applicationTypeId: string | null }) => row.applicationTypeId),
      ).toBe(true);
      const viewed = await call("GET", `/api/Application/invoices/${invoiceNumber}`, {
        authorization: admissions,
      });
      expect(viewed.json().data).toMatchObject({
        applicationTypeId: "pre_nce",
        phoneNumber: mobile,
        invoice: { invoiceNumber, paymentStatus: "unpaid" },
      });

      const cancelled = await call("POST", `/api/Application/invoices/${invoiceNumber}/cancel`, {
        authorization: admissions,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data.paymentStatus).toBe("cancelled");
      const audit = await queryRows<{ action: string; actor_name: string }>(
        t.database.db,
        sql`SELECT a.action, a.actor_name FROM audit_log a JOIN invoices i ON a.entity_id = i.id::text
          WHERE a.entity = 'invoices' AND i.invoice_number = ${invoiceNumber}`,
      );
      expect(audit).toEqual([{ action: "cancel invoice", actor_name: "admissions" }]);

      const paid = await makeApplicant(t.database.db, "nce");
      const refused = await call("POST", `/api/Application/invoices/${paid.invoiceNumber}/cancel`, {
        authorization: admissions,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/has been paid/);
    });

    it("refuses other invoices and other roles", async () => {
      const [student] = await queryRows<{ invoice_number: string }>(
        t.database.db,
        sql`SELECT invoice_number FROM invoices WHERE student_id IS NOT NULL LIMIT 1`,
      );
      if (student) {
        const res = await call("POST", `/api/Application/invoices/${student.invoice_number}/cancel`, {
          authorization: admissions,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(APPLICATION_ADMIN_MESSAGES.notApplication);
        const view = await call("GET", `/api/Application/invoices/${student.invoice_number}`, {
          authorization: admissions,
        });
        expect(view.statusCode).toBe(409);
      }
      const mobile = phone();
      const invoiceNumber = (await generate("pre_nce", mobile)).json().data.invoiceNumber as string;
      for (const authorization of [bursar, lecturer]) {
        expect(
          (await call("GET", `/api/Application/invoices?search=${mobile}`, { authorization })).statusCode,
        ).toBe(403);
        expect(
          (await call("POST", `/api/Application/invoices/${invoiceNumber}/cancel`, { authorization }))
            .statusCode,
        ).toBe(403);
      }
    });
  });
});
