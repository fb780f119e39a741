import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type AccountVerifyCodeBody,
  ADMISSION_LIST_COLUMNS,
  ADMISSION_MESSAGES,
  type AdmissionLookupBody,
  accountCodeSentSchema,
  accountVerifyCodeBodySchema,
  admissionLookupBodySchema,
  admissionStatusSchema,
  admissionUploadResultSchema,
  type CreateProfileBody,
  clearanceFormSchema,
  createProfileBodySchema,
  profileCreatedSchema,
  profilePreviewSchema,
} from "../../../contract/admissions";
import { envelopeSchema, errorEnvelopeSchema } from "../../../contract/envelope";
import { invoiceSchema } from "../../../contract/payments";
import { letterSchema } from "../../../contract/receipts";
import { ok } from "../../envelope";
import { ConflictError, UnauthorizedError } from "../../errors";
import { readUploadedFile, registerUploads } from "../../plugins/uploads";
import { applicantTokenOf, setApplicantCookie } from "../applicants/applicantGuard";
import { applicantOfToken, startApplicantSession } from "../applicants/applicantSessions";
import { CODES_PER_APPLICANT } from "../applicants/applicantSignIn";
import { maskEmail } from "../applicants/invoiceReference";
import { recordAudit } from "../audit/auditService";
import { auditActorOf } from "../audit/requestActor";
import { CODE_MINUTES, issueOneTimeCode, verifyOneTimeCode } from "../auth/twoFactorService";
import { listEndpoint } from "../lists/listEndpoint";
import { createMailer } from "../mail/createMailer";
import { admissionLetterForApplicant } from "../payments/documents/letters";
import { invoiceView } from "../payments/invoices/invoiceRows";
import { settleSuccess } from "../rateLimit/failureThrottle";
import { enforceRateLimit } from "../rateLimit/rateLimitService";
import { readUploadedSheet } from "../resources/sheetReader";
import { CONTENT_TYPES, spreadsheetFile } from "../resources/spreadsheet";
import { fileKindOf } from "../resources/transferFiles";
import { applicantFactsWhere, applicationNumberOf, fullNameOf } from "./admissionFacts";
import { ADMISSION_LIST, uploadAdmissionList } from "./admissionList";
import { acceptanceInvoiceFor, admissionStatusOf, claimLookup, matchingApplicant } from "./admissionStatus";
import { clearanceFormOf, loadComponentsClearanceFile } from "./clearanceForm";
import { checkReadyForProfile, createStudentProfile, profilePreviewOf } from "./studentProfile";

/** Who uploads the admission list (the super-admin passes every role check). */
export const ADMISSION_LIST_WRITE_ROLES = ["admissions"] as const;
/** Who searches it. */
export const ADMISSION_LIST_READ_ROLES = ["admissions", "registrar"] as const;

const readUpload = (request: FastifyRequest) =>
  readUploadedFile(request, "Choose a CSV or Excel file to upload.");

/**
 * From admitted to student: `/api/AdmissionList…` (the admissions office's list: upload, template,
 * search), `/api/AdmissionStatus/…` (public: the status check, the acceptance fee invoice, the
 * admission letter, the components clearance form) and `/api/StudentAccount/…` (the admitted applicant verifies with an emailed
 * code, then creates their student record and account).
 */
export async function admissionRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  const db = () => app.database.db;
  const types = () => app.applicationTypes;
  const mailer = createMailer(app.appConfig, app.database.db);
  const { jwtSecret, receiptSigningKey } = app.appConfig;
  const clearanceFile = await loadComponentsClearanceFile(types().map((type) => type.meta.id));

  /** The applicant a number and phone name, throttled like a password (only failures count). */
  const lookUp = async (scope: string, body: AdmissionLookupBody, ip: string) => {
    const attempt = await claimLookup(db(), scope, body.reference, ip);
    const facts = await matchingApplicant(db(), body.reference, body.phoneNumber);
    await settleSuccess(db(), attempt);
    return facts;
  };

  // ------------------------------------------------------------------ the admission list
  const listTags = ["Admission list"];
  // Paged, sorted, searched (application number, name, phone, matric number), filtered, exported.
  listEndpoint(app, {
    file: "admission-list",
    path: "/AdmissionList",
    query: ADMISSION_LIST,
    access: { roles: ADMISSION_LIST_READ_ROLES },
    tags: listTags,
  });

  app.get<{ Querystring: { format?: string } }>(
    "/AdmissionList/template",
    {
      config: { access: { roles: ADMISSION_LIST_WRITE_ROLES } },
      schema: {
        tags: listTags,
        summary: "The upload template (format=csv|xlsx): the header row",
        querystring: {
          type: "object",
          additionalProperties: false,
          properties: { format: { type: "string", enum: ["csv", "xlsx"] } },
        },
      },
    },
    async (request, reply) => {
      const kind = fileKindOf(request.query.format);
      const body = await spreadsheetFile(kind, "Admission list", [[...ADMISSION_LIST_COLUMNS]]);
      return reply
        .header("content-type", CONTENT_TYPES[kind])
        .header("content-disposition", `attachment; filename="admission-list-template.${kind}"`)
        .send(body);
    },
  );

  app.post(
    "/AdmissionList/upload",
    {
      config: { access: { roles: ADMISSION_LIST_WRITE_ROLES } },
      schema: {
        tags: listTags,
        summary: "Upload admission decisions from a CSV or XLSX file, all or nothing",
        consumes: ["multipart/form-data"],
        response: { 200: envelopeSchema(admissionUploadResultSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { bytes, fileName } = await readUpload(request);
      const sheet = await readUploadedSheet(bytes, String(request.user?.id));
      const outcome = await uploadAdmissionList(db(), types(), sheet, auditActorOf(request), fileName);
      if ("errors" in outcome) {
        return reply.status(400).send({
          success: false,
          title: "Upload failed",
          message: `Nothing was saved: ${outcome.errors.length === 1 ? "1 problem was" : `${outcome.errors.length} problems were`} found in the file.`,
          errors: outcome.errors,
        });
      }
      return ok(
        outcome,
        `${outcome.saved} admission ${outcome.saved === 1 ? "decision" : "decisions"} saved (${outcome.admitted} admitted, ${outcome.notAdmitted} not admitted).`,
      );
    },
  );

  // ------------------------------------------------------------------ the public status check
  const statusTags = ["Admission status"];
  app.post<{ Body: AdmissionLookupBody }>(
    "/AdmissionStatus/check",
    {
      config: { access: "public" },
      schema: {
        tags: statusTags,
        summary: "The admission status of the application the number and phone number name",
        body: admissionLookupBodySchema,
        response: { 200: envelopeSchema(admissionStatusSchema) },
      },
    },
    async (request) => {
      const facts = await lookUp("admission-status", request.body, request.ip);
      const status = await admissionStatusOf(db(), types(), facts);
      return ok(status, status.message);
    },
  );

  app.post<{ Body: AdmissionLookupBody }>(
    "/AdmissionStatus/acceptance-invoice",
    {
      config: { access: "public" },
      schema: {
        tags: statusTags,
        summary: "An admitted applicant's acceptance fee invoice (made once, priced by the fee setup)",
        body: admissionLookupBodySchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) => {
      const facts = await lookUp("admission-status", request.body, request.ip);
      return ok(
        invoiceView(await acceptanceInvoiceFor(db(), types(), facts)),
        "Invoice generated successfully!",
      );
    },
  );

  app.post<{ Body: AdmissionLookupBody }>(
    "/AdmissionStatus/letter",
    {
      config: { access: "public" },
      schema: {
        tags: statusTags,
        summary: "The admission letter, once the acceptance fee is paid (409 before)",
        body: admissionLookupBodySchema,
        response: { 200: envelopeSchema(letterSchema) },
      },
    },
    async (request) => {
      const facts = await lookUp("admission-status", request.body, request.ip);
      return ok(await admissionLetterForApplicant(db(), receiptSigningKey, facts.id));
    },
  );

  app.post<{ Body: AdmissionLookupBody }>(
    "/AdmissionStatus/clearance-form",
    {
      config: { access: "public" },
      schema: {
        tags: statusTags,
        summary:
          "The components clearance form (the candidate, the documents to present, the clearing offices), once admitted with the acceptance fee paid (409 before)",
        body: admissionLookupBodySchema,
        response: { 200: envelopeSchema(clearanceFormSchema) },
      },
    },
    async (request) => {
      const facts = await lookUp("admission-status", request.body, request.ip);
      return ok(await clearanceFormOf(db(), types(), clearanceFile, facts));
    },
  );

  // ------------------------------------------------------------------ verify account, create profile
  const accountTags = ["Student account"];
  app.post<{ Body: AdmissionLookupBody }>(
    "/StudentAccount/verify",
    {
      config: { access: "public" },
      schema: {
        tags: accountTags,
        summary:
          "Step 1: an admitted applicant who paid acceptance gives the application number and phone; emails a one-time code",
        body: admissionLookupBodySchema,
        response: { 200: envelopeSchema(accountCodeSentSchema) },
      },
    },
    async (request) => {
      const facts = await lookUp("student-account", request.body, request.ip);
      await checkReadyForProfile(db(), facts);
      if (!facts.email) throw new ConflictError(ADMISSION_MESSAGES.noEmail);
      await enforceRateLimit(
        db(),
        `applicant:codes:${facts.id}`,
        CODES_PER_APPLICANT,
        (wait) => `Too many codes were sent for this application. Please wait ${wait} and try again.`,
      );
      const code = await issueOneTimeCode(db(), jwtSecret, { applicantId: facts.id });
      await mailer.send({
        to: facts.email,
        subject: "Your student profile verification code",
        text: `Dear ${fullNameOf(facts)},\n\nYour code to create your student profile is ${code}. It works once, for ${CODE_MINUTES} minutes (application ${applicationNumberOf(facts)}).\n\nIf you did not ask for it, you can ignore this email.`,
      });
      const email = maskEmail(facts.email);
      return ok({ email, minutes: CODE_MINUTES }, `A verification code was sent to ${email}.`);
    },
  );

  app.post<{ Body: AccountVerifyCodeBody }>(
    "/StudentAccount/verify-code",
    {
      config: { access: "public" },
      schema: {
        tags: accountTags,
        summary:
          "Step 2: the emailed code; starts the applicant's session (httpOnly cookie) for /create_profile",
        body: accountVerifyCodeBodySchema,
        response: { 200: envelopeSchema(profilePreviewSchema) },
      },
    },
    async (request, reply) => {
      const { reference, phoneNumber, code } = request.body;
      const attempt = await claimLookup(db(), "student-account-code", reference, request.ip);
      const facts = await matchingApplicant(db(), reference, phoneNumber);
      await checkReadyForProfile(db(), facts);
      try {
        await verifyOneTimeCode(db(), jwtSecret, { applicantId: facts.id }, code);
      } catch (error) {
        await recordAudit(db(), {
          ...auditActorOf(request),
          action: "student account code failed",
          entity: "applicants",
          entityId: String(facts.id),
        });
        throw error;
      }
      await settleSuccess(db(), attempt);
      const session = await startApplicantSession(db(), facts.id, request.ip);
      setApplicantCookie(app, reply, session.token, session.expiresAt);
      await recordAudit(db(), {
        ...auditActorOf(request),
        action: "student account verified",
        entity: "applicants",
        entityId: String(facts.id),
      });
      return ok(await profilePreviewOf(db(), types(), facts), "Verified");
    },
  );

  /** The verified applicant (the session verify-code started); 401 without one. */
  const verifiedApplicant = async (request: FastifyRequest) => {
    const identity = await applicantOfToken(db(), applicantTokenOf(app, request));
    if (!identity) throw new UnauthorizedError(ADMISSION_MESSAGES.signInFirst);
    const [facts] = await applicantFactsWhere(db(), sql`a.id = ${identity.applicantId}`);
    if (!facts) throw new UnauthorizedError(ADMISSION_MESSAGES.signInFirst);
    return facts;
  };

  app.get(
    "/StudentAccount/profile",
    {
      config: { access: "public" },
      schema: {
        tags: accountTags,
        summary: "What the student record will hold (the verified applicant's data; 401 without a session)",
        response: { 200: envelopeSchema(profilePreviewSchema) },
      },
    },
    async (request) => ok(await profilePreviewOf(db(), types(), await verifiedApplicant(request))),
  );

  app.post<{ Body: CreateProfileBody }>(
    "/StudentAccount/create-profile",
    {
      config: { access: "public" },
      schema: {
        tags: accountTags,
        summary:
          "Create the verified applicant's student record and account (matric number generated; 409 unless admitted with acceptance paid, or when done already)",
        body: createProfileBodySchema,
        response: { 200: envelopeSchema(profileCreatedSchema) },
      },
    },
    async (request) => {
      const facts = await verifiedApplicant(request);
      const created = await createStudentProfile(
        db(),
        types(),
        app.appConfig.matricNumber,
        facts.id,
        request.body,
        auditActorOf(request),
      );
      return ok(created, `Your student profile was created: your matric number is ${created.matricNumber}.`);
    },
  );
}
