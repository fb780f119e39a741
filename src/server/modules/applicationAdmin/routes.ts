import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  APPLICATION_ADMIN_MESSAGES,
  type ApplicantInvoiceQuery,
  type ApplicationDeleteBody,
  type ApplicationLookupQuery,
  applicantInvoiceQuerySchema,
  applicantInvoiceRowSchema,
  applicationDeleteBodySchema,
  applicationLookupQuerySchema,
  applicationSummarySchema,
} from "../../../contract/applicationAdmin";
import { envelopeSchema } from "../../../contract/envelope";
import { invoiceNumberParamsSchema, invoiceSchema } from "../../../contract/payments";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { ok } from "../../envelope";
import { ConflictError, NotFoundError, ValidationError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { invoicesWhere, invoiceView, invoiceWhere } from "../payments/invoices/invoiceRows";
import { cancelInvoice } from "../payments/staff/invoiceLifecycle";
import { rowsOf } from "../resources/sqlRows";
import { deleteApplication, findApplication } from "./applicationDeletion";

/** Who runs the applications admin (the super-admin passes every role check). */
export const APPLICATION_ADMIN = { roles: ["admissions"] } as const;

const SEARCH_LIMIT = 100;

/**
 * /api/Application/… for the admissions office: find and delete an application
 * (/applications/delete), and applicants' invoices: search, cancel an unpaid one
 * (/applications/manage_invoices; the bursary's cancellation, audited the same way).
 */
export async function applicationAdminRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const tags = ["Applications admin"];
  const typeName = (id: string) =>
    app.applicationTypes.find((candidate) => candidate.meta.id === id)?.meta.name ?? id;

  app.get<{ Querystring: ApplicationLookupQuery }>(
    "/Application/lookup",
    {
      config: { access: APPLICATION_ADMIN },
      schema: {
        tags,
        summary: "The application of an application invoice (by its number or RRR)",
        querystring: applicationLookupQuerySchema,
        response: { 200: envelopeSchema(applicationSummarySchema) },
      },
    },
    async (request) => ok(await findApplication(db(), request.query.reference, typeName)),
  );

  app.post<{ Body: ApplicationDeleteBody }>(
    "/Application/delete",
    {
      config: { access: APPLICATION_ADMIN },
      schema: {
        tags,
        summary: "Delete an application (draft or submitted) with a reason, audited; refused once admitted",
        body: applicationDeleteBodySchema,
        response: { 200: envelopeSchema(applicationSummarySchema) },
      },
    },
    async (request) => {
      const deleted = await deleteApplication(db(), request.body, auditActorOf(request), typeName);
      return ok(deleted, `The application of ${deleted.fullName} was deleted.`);
    },
  );

  app.get<{ Querystring: ApplicantInvoiceQuery }>(
    "/Application/invoices",
    {
      config: { access: APPLICATION_ADMIN },
      schema: {
        tags,
        summary: "Applicants' application invoices by type, session, phone and invoice number (newest first)",
        querystring: applicantInvoiceQuerySchema,
        response: { 200: envelopeSchema({ type: "array", items: applicantInvoiceRowSchema }) },
      },
    },
    async (request) => {
      const { applicationTypeId, sessionId, phone, invoiceNumber } = request.query;
      const digits = (phone ?? "").replace(/\D/g, "").slice(-10);
      const number = (invoiceNumber ?? "").trim();
      if (!applicationTypeId && !sessionId && digits.length === 0 && number.length === 0)
        throw new ValidationError([
          { path: "applicationTypeId", message: APPLICATION_ADMIN_MESSAGES.noFilter },
        ]);
      const filters: SQL[] = [
        sql`i.applicant_id IS NOT NULL AND i.fee_purpose_id = ${feePurposeId("application")}`,
      ];
      if (applicationTypeId) filters.push(sql`a.application_type_id = ${applicationTypeId}`);
      if (sessionId) filters.push(sql`i.session_id = ${sessionId}`);
      if (digits) filters.push(sql`a.mobile_number LIKE ${`%${digits}`}`);
      if (number) filters.push(sql`(i.invoice_number = ${number.toUpperCase()} OR i.rrr = ${number})`);
      const rows = await invoicesWhere(
        db(),
        sql.join(filters, sql` AND `),
        sql`ORDER BY i.id DESC LIMIT ${SEARCH_LIMIT}`,
      );
      const types = new Map(
        (
          await invoicesTypes(
            db(),
            rows.map((row) => row.applicant_id ?? 0),
          )
        ).map((row) => [row.id, row.application_type_id]),
      );
      return ok(
        rows.map((row) => {
          const type = types.get(row.applicant_id ?? 0) ?? "";
          return {
            applicationTypeId: type,
            applicationType: typeName(type),
            phoneNumber: row.payer_phone ?? "",
            invoice: invoiceView(row),
          };
        }),
      );
    },
  );

  app.post<{ Params: { invoiceNumber: string } }>(
    "/Application/invoices/:invoiceNumber/cancel",
    {
      config: { access: APPLICATION_ADMIN },
      schema: {
        tags,
        summary: "Cancel an unpaid application invoice (a paid one is refused), audited",
        params: invoiceNumberParamsSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) => {
      const { invoiceNumber } = request.params;
      const found = await invoiceWhere(db(), sql`i.invoice_number = ${invoiceNumber}`);
      if (!found) throw new NotFoundError(`No invoice ${invoiceNumber}`);
      if (found.applicant_id === null || found.fee_purpose_id !== feePurposeId("application"))
        throw new ConflictError(APPLICATION_ADMIN_MESSAGES.notApplication);
      const cancelled = await cancelInvoice(db(), invoiceNumber, auditActorOf(request));
      return ok(invoiceView(cancelled), "Invoice cancelled");
    },
  );
}

async function invoicesTypes(
  db: Db,
  applicantIds: number[],
): Promise<{ id: number; application_type_id: string }[]> {
  if (applicantIds.length === 0) return [];
  return rowsOf(
    db,
    sql`SELECT id, application_type_id FROM applicants WHERE id IN (${sql.join(
      applicantIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}
