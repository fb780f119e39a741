import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type ApplicantSignInBody,
  type ApplicantTypeParams,
  type ApplicantVerifyBody,
  type ApplicationResetBody,
  applicantCodeSentSchema,
  applicantSessionSchema,
  applicantSignInBodySchema,
  applicantTypeParamsSchema,
  applicantVerifyBodySchema,
  applicationResetBodySchema,
  applicationResetResultSchema,
} from "../../../contract/applicants";
import { envelopeSchema } from "../../../contract/envelope";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { queryRows } from "../../db/database";
import { ok } from "../../envelope";
import { NotFoundError } from "../../errors";
import { recordAudit } from "../audit/auditService";
import { auditActorOf } from "../audit/requestActor";
import { createMailer } from "../mail/createMailer";
import { settleSuccess } from "../rateLimit/failureThrottle";
import {
  applicantTokenOf,
  clearApplicantCookie,
  requireApplicant,
  setApplicantCookie,
} from "./applicantGuard";
import {
  applicantSessionView,
  endApplicantSession,
  startApplicantSession,
  startedSessionView,
} from "./applicantSessions";
import {
  claimApplicantAttempt,
  findApplicationInvoiceByReference,
  paidApplicant,
  sendApplicantCode,
  verifyApplicantCode,
} from "./applicantSignIn";

/** Who may unlock a submitted application (the super-admin passes every role check). */
export const APPLICATION_RESET_ROLES = ["admissions"] as const;

/**
 * /api/Applicant/… — an applicant signs in to one application type with their paid invoice and
 * an emailed code; /api/Application/reset — an admissions officer unlocks a submitted application.
 */
export async function applicantRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const mailer = createMailer(app.appConfig, app.database.db);
  const { jwtSecret } = app.appConfig;
  const tags = ["Applicants"];

  const typeOf = (id: string): ApplicationType => {
    const type = app.applicationTypes.find((candidate) => candidate.meta.id === id);
    if (!type) throw new NotFoundError("There is no such application type.");
    return type;
  };
  const audit = (request: FastifyRequest, action: string, applicantId: number, after?: unknown) =>
    recordAudit(db(), {
      ...auditActorOf(request),
      action,
      entity: "applicants",
      entityId: String(applicantId),
      ...(after === undefined ? {} : { after }),
    });

  app.post<{ Params: ApplicantTypeParams; Body: ApplicantSignInBody }>(
    "/Applicant/:type/sign-in",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Step 1: the paid invoice's number or RRR and its phone number; emails a one-time code",
        params: applicantTypeParamsSchema,
        body: applicantSignInBodySchema,
        response: { 200: envelopeSchema(applicantCodeSentSchema) },
      },
    },
    async (request) => {
      const type = typeOf(request.params.type);
      const { reference, phoneNumber } = request.body;
      const attempt = await claimApplicantAttempt(db(), "applicant-lookup", reference, request.ip);
      const applicant = await paidApplicant(db(), type.meta.id, reference, phoneNumber);
      await settleSuccess(db(), attempt);
      const sent = await sendApplicantCode(db(), mailer, jwtSecret, applicant, type.meta.name);
      return ok(sent, `A sign-in code was sent to ${sent.email}.`);
    },
  );

  app.post<{ Params: ApplicantTypeParams; Body: ApplicantVerifyBody }>(
    "/Applicant/:type/verify",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Step 2: the emailed code; starts the applicant's session (an httpOnly cookie)",
        params: applicantTypeParamsSchema,
        body: applicantVerifyBodySchema,
        response: { 200: envelopeSchema(applicantSessionSchema) },
      },
    },
    async (request, reply) => {
      const type = typeOf(request.params.type);
      const { reference, phoneNumber, code } = request.body;
      const attempt = await claimApplicantAttempt(db(), "applicant-code", reference, request.ip);
      const applicant = await paidApplicant(db(), type.meta.id, reference, phoneNumber);
      try {
        await verifyApplicantCode(db(), jwtSecret, applicant.applicantId, code);
      } catch (error) {
        await audit(request, "applicant code failed", applicant.applicantId);
        throw error;
      }
      await settleSuccess(db(), attempt);
      const session = await startApplicantSession(db(), applicant.applicantId, request.ip);
      setApplicantCookie(app, reply, session.token, session.expiresAt);
      await audit(request, "applicant sign-in", applicant.applicantId, { applicationType: type.meta.id });
      return ok(await startedSessionView(db(), session.token), "Signed in");
    },
  );

  app.get(
    "/Applicant/session",
    {
      config: { access: "public" },
      onRequest: requireApplicant(app),
      schema: {
        tags,
        summary: "The signed-in applicant (401 without an applicant session)",
        response: { 200: envelopeSchema(applicantSessionSchema) },
      },
    },
    async (request) => {
      return ok(applicantSessionView(request.applicant!));
    },
  );

  app.delete(
    "/Applicant/session",
    { config: { access: "public" }, schema: { tags, summary: "Sign the applicant out" } },
    async (request, reply) => {
      await endApplicantSession(db(), applicantTokenOf(app, request));
      clearApplicantCookie(app, reply);
      return ok(null, "Signed out");
    },
  );

  app.post<{ Body: ApplicationResetBody }>(
    "/Application/reset",
    {
      config: { access: { roles: APPLICATION_RESET_ROLES } },
      schema: {
        tags,
        summary:
          "Unlock a submitted application (by its invoice number or RRR) so the applicant can change it",
        body: applicationResetBodySchema,
        response: { 200: envelopeSchema(applicationResetResultSchema) },
      },
    },
    async (request) => {
      const applicant = await findApplicationInvoiceByReference(db(), request.body.reference);
      if (!applicant) throw new NotFoundError("No application invoice has this number or RRR.");
      const [unlocked] = await queryRows<{ id: string; submitted_at: string | Date }>(
        db(),
        sql`UPDATE application_drafts d SET submitted_at = NULL, updated_at = now()
          FROM (SELECT id, submitted_at FROM application_drafts WHERE applicant_id = ${applicant.applicantId} FOR UPDATE) old
          WHERE d.id = old.id AND old.submitted_at IS NOT NULL
          RETURNING d.id, old.submitted_at`,
      );
      if (!unlocked) throw new NotFoundError("This applicant has no submitted application to reset.");
      await recordAudit(db(), {
        ...auditActorOf(request),
        action: "reset",
        entity: "application_drafts",
        entityId: unlocked.id,
        before: { submittedAt: new Date(unlocked.submitted_at).toISOString() },
        after: { submittedAt: null, invoiceNumber: applicant.invoiceNumber },
      });
      return ok(
        {
          applicationTypeId: applicant.applicationTypeId,
          fullName: applicant.fullName,
          invoiceNumber: applicant.invoiceNumber,
        },
        `The application of ${applicant.fullName} can be changed again.`,
      );
    },
  );
}
