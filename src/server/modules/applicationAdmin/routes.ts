import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  APPLICATION_ADMIN_MESSAGES,
  type ApplicationDeleteBody,
  type ApplicationLookupQuery,
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
import { ConflictError, NotFoundError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { listEndpoint } from "../lists/listEndpoint";
import {
  type InvoiceRow,
  invoiceListQuery,
  invoiceView,
  invoiceWhere,
} from "../payments/invoices/invoiceRows";
import { cancelInvoice } from "../payments/staff/invoiceLifecycle";
import { deleteApplication, findApplication } from "./applicationDeletion";

/** Who runs the applications admin (the super-admin passes every role check). */
export const APPLICATION_ADMIN = { roles: ["admissions"] } as const;

/**
 * /api/Application/… for the admissions office: find and delete an application
 * (/applications/delete), and applicants' invoices: list, view, cancel an unpaid one
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

  // Applicants' application invoices: paged, searched (number, RRR, name, phone), filtered by
  // type, session, status and day, exported.
  listEndpoint(app, {
    file: "application-invoices",
    path: "/Application/invoices",
    query: invoiceListQuery(APPLICATION_INVOICE),
    access: APPLICATION_ADMIN,
    tags,
  });

  app.get<{ Params: { invoiceNumber: string } }>(
    "/Application/invoices/:invoiceNumber",
    {
      config: { access: APPLICATION_ADMIN },
      schema: {
        tags,
        summary: "One application invoice in full, with the application type and phone (View)",
        params: invoiceNumberParamsSchema,
        response: { 200: envelopeSchema(applicantInvoiceRowSchema) },
      },
    },
    async (request) => {
      const found = await applicationInvoice(db(), request.params.invoiceNumber);
      const type = found.application_type_id ?? "";
      return ok({
        applicationTypeId: type,
        applicationType: typeName(type),
        phoneNumber: found.payer_phone ?? "",
        invoice: invoiceView(found),
      });
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
      await applicationInvoice(db(), invoiceNumber);
      const cancelled = await cancelInvoice(db(), invoiceNumber, auditActorOf(request));
      return ok(invoiceView(cancelled), "Invoice cancelled");
    },
  );
}

/** An applicant's application invoice: the list's rows, and the only invoices this module changes. */
const APPLICATION_INVOICE = sql`i.applicant_id IS NOT NULL AND i.fee_purpose_id = ${feePurposeId("application")}`;

/** The application invoice by number; 404 when there is none, 409 when it is another kind of invoice. */
async function applicationInvoice(db: Db, invoiceNumber: string): Promise<InvoiceRow> {
  const found = await invoiceWhere(db, sql`i.invoice_number = ${invoiceNumber}`);
  if (!found) throw new NotFoundError(`No invoice ${invoiceNumber}`);
  if (found.applicant_id === null || found.fee_purpose_id !== feePurposeId("application"))
    throw new ConflictError(APPLICATION_ADMIN_MESSAGES.notApplication);
  return found;
}
