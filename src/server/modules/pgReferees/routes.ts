import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { applicantCodeSentSchema, applicantSessionSchema } from "../../../contract/applicants";
import { envelopeSchema } from "../../../contract/envelope";
import {
  applicantRefereesSchema,
  REFEREE_MESSAGES,
  type RefereeOpenBody,
  type RefereeReport,
  type ReprintSignInBody,
  type ReprintVerifyBody,
  refereeOpenBodySchema,
  refereeRequestSchema,
  refereeSubmitBodySchema,
  reprintSignInBodySchema,
  reprintVerifyBodySchema,
} from "../../../contract/pgReferees";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { readFormFile } from "../../../schema/formFiles";
import { SCHEMAS_DIR } from "../../../schema/loadSchemas";
import { localPhone } from "../../../schema/phoneNumber";
import type { Db } from "../../db/database";
import { ok } from "../../envelope";
import { NotFoundError, ValidationError } from "../../errors";
import { requireApplicant, setApplicantCookie } from "../applicants/applicantGuard";
import { startApplicantSession, startedSessionView } from "../applicants/applicantSessions";
import {
  claimApplicantAttempt,
  type InvoicedApplicant,
  sendApplicantCode,
  verifyApplicantCode,
} from "../applicants/applicantSignIn";
import { recordAudit, SYSTEM_ACTOR } from "../audit/auditService";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { settleSuccess } from "../rateLimit/failureThrottle";
import { enforceRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { rowsOf } from "../resources/sqlRows";
import {
  applicantReferees,
  openRefereeRequest,
  readApplicationNumber,
  submitRefereeReport,
} from "./refereeService";

/** Referee links opened or answered from one address: far more than any referee needs. */
const REFEREE_CALLS_PER_ADDRESS: RateLimitRule = { limit: 60, windowMs: 15 * 60_000 };

/** The paid, submitted application an application number and phone name; undefined if none. */
async function submittedApplicant(
  db: Db,
  type: string,
  applicationNumber: string,
  phoneNumber: string,
): Promise<InvoicedApplicant | undefined> {
  const read = readApplicationNumber(applicationNumber);
  if (!read || read.typeId !== type) return undefined;
  const [row] = await rowsOf<{
    id: number;
    application_type_id: string;
    full_name: string;
    email: string | null;
    invoice_number: string;
    status: string;
    session_name: string;
  }>(
    db,
    sql`SELECT a.id, a.application_type_id, concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name,
        a.email, i.invoice_number, i.status, s.name AS session_name
      FROM applicants a
      JOIN academic_sessions s ON s.id = a.session_id
      JOIN invoices i ON i.applicant_id = a.id AND i.fee_purpose_id = ${feePurposeId("application")} AND i.status = 'paid'
      JOIN application_drafts d ON d.applicant_id = a.id AND d.submitted_at IS NOT NULL
      WHERE a.id = ${read.applicantId} AND a.application_type_id = ${type}
        AND a.mobile_number = ${localPhone(phoneNumber)}
      LIMIT 1`,
  );
  if (!row?.session_name.startsWith(read.year)) return undefined;
  return {
    applicantId: row.id,
    applicationTypeId: row.application_type_id,
    fullName: row.full_name,
    email: row.email,
    invoiceNumber: row.invoice_number,
    status: row.status,
  };
}

/**
 * /api/RefereeReport/… — the referee's single-use link (public; the token is the credential);
 * /api/ApplicationReferees — the signed-in applicant's referees and their status;
 * /api/Applicant/:type/reprint/… — reprinting a submitted slip by application number and phone,
 * then the emailed code (the applicant sign-in's code and session).
 */
export async function pgRefereeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const mailer = createMailer(app.appConfig, app.database.db);
  const { jwtSecret } = app.appConfig;
  const tags = ["Postgraduate referees"];
  const reportFile = "forms/pg-referee-report.json";
  const reportForm = readFormFile(
    `schemas/${reportFile}`,
    JSON.parse(await readFile(new URL(reportFile, SCHEMAS_DIR), "utf8")),
  );
  const typeOf = (id: string): ApplicationType => {
    const type = app.applicationTypes.find((candidate) => candidate.meta.id === id);
    if (!type) throw new NotFoundError("There is no such application type.");
    return type;
  };
  const typeName = (id: string) =>
    app.applicationTypes.find((candidate) => candidate.meta.id === id)?.meta.name ?? id;
  const throttled = async (request: FastifyRequest) =>
    enforceRateLimit(
      db(),
      `referee:address:${request.ip}`,
      REFEREE_CALLS_PER_ADDRESS,
      (wait) => `Too many requests. Please wait ${wait} and try again.`,
    );

  app.post<{ Body: RefereeOpenBody }>(
    "/RefereeReport/open",
    {
      config: { access: "public" },
      onRequest: throttled,
      schema: {
        tags,
        summary: "What the referee form shows for a live link: the applicant's name and programme only",
        body: refereeOpenBodySchema,
        response: { 200: envelopeSchema(refereeRequestSchema) },
      },
    },
    async (request) => ok(await openRefereeRequest(db(), jwtSecret, request.body.token, typeName)),
  );

  app.post<{ Body: { token: string; report: RefereeReport } }>(
    "/RefereeReport/submit",
    {
      config: { access: "public" },
      onRequest: throttled,
      schema: {
        tags,
        summary: "The referee's report, once per link",
        body: refereeSubmitBodySchema(reportForm.schema),
        response: { 200: envelopeSchema({ type: "null" }) },
      },
    },
    async (request) => {
      const saved = await submitRefereeReport(db(), jwtSecret, request.body.token, request.body.report);
      await recordAudit(db(), {
        ...SYSTEM_ACTOR,
        actorName: "referee",
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        action: "referee report received",
        entity: "application_referees",
        entityId: String(saved.id),
        after: { applicantId: saved.applicantId },
      });
      return ok(null, "Thank you: your report has been received.");
    },
  );

  app.get(
    "/ApplicationReferees",
    {
      config: { access: "public" },
      onRequest: requireApplicant(app),
      schema: {
        tags,
        summary: "The signed-in applicant's application number and referees: pending or received",
        response: { 200: envelopeSchema(applicantRefereesSchema) },
      },
    },
    async (request) => ok(await applicantReferees(db(), request.applicant!.applicantId)),
  );

  const reprintParams = {
    type: "object",
    required: ["type"],
    properties: { type: { type: "string", maxLength: 60 } },
  } as const;

  app.post<{ Params: { type: string }; Body: ReprintSignInBody }>(
    "/Applicant/:type/reprint/sign-in",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Reprint step 1: application number and phone of a submitted application; emails a code",
        params: reprintParams,
        body: reprintSignInBodySchema,
        response: { 200: envelopeSchema(applicantCodeSentSchema) },
      },
    },
    async (request) => {
      const type = typeOf(request.params.type);
      const { applicationNumber, phoneNumber } = request.body;
      const attempt = await claimApplicantAttempt(db(), "applicant-lookup", applicationNumber, request.ip);
      const applicant = await submittedApplicant(db(), type.meta.id, applicationNumber, phoneNumber);
      if (!applicant)
        throw new ValidationError([{ path: "applicationNumber", message: REFEREE_MESSAGES.noMatch }]);
      await settleSuccess(db(), attempt);
      const sent = await sendApplicantCode(db(), mailer, jwtSecret, applicant, type.meta.name);
      return ok(sent, `A sign-in code was sent to ${sent.email}.`);
    },
  );

  app.post<{ Params: { type: string }; Body: ReprintVerifyBody }>(
    "/Applicant/:type/reprint/verify",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Reprint step 2: the emailed code; starts the applicant's session to open the slip",
        params: reprintParams,
        body: reprintVerifyBodySchema,
        response: { 200: envelopeSchema(applicantSessionSchema) },
      },
    },
    async (request, reply) => {
      const type = typeOf(request.params.type);
      const { applicationNumber, phoneNumber, code } = request.body;
      const attempt = await claimApplicantAttempt(db(), "applicant-code", applicationNumber, request.ip);
      const applicant = await submittedApplicant(db(), type.meta.id, applicationNumber, phoneNumber);
      if (!applicant)
        throw new ValidationError([{ path: "applicationNumber", message: REFEREE_MESSAGES.noMatch }]);
      await verifyApplicantCode(db(), jwtSecret, applicant.applicantId, code);
      await settleSuccess(db(), attempt);
      const session = await startApplicantSession(db(), applicant.applicantId, request.ip);
      setApplicantCookie(app, reply, session.token, session.expiresAt);
      await recordAudit(db(), {
        ...auditActorOf(request),
        action: "applicant reprint sign-in",
        entity: "applicants",
        entityId: String(applicant.applicantId),
        after: { applicationType: type.meta.id },
      });
      return ok(await startedSessionView(db(), session.token), "Signed in");
    },
  );
}
