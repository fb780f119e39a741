import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { invoiceNumberParamsSchema, invoiceSchema } from "../../../contract/payments";
import { recheckPaymentSchema, recheckResultSchema } from "../../../contract/staffPayments";
import { ok } from "../../envelope";
import { AppError, NotFoundError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { listEndpoint } from "../lists/listEndpoint";
import { invoiceListQuery, invoiceView, invoiceWhere } from "./invoices/invoiceRows";
import { cancelInvoice } from "./staff/invoiceLifecycle";
import { recheckPayment } from "./staff/staffInvoices";

/** Who reads the bursary's money screens (the super-admin passes every role check). */
export const MONEY_READERS = { roles: ["bursar", "registrar"] } as const;
/** Who changes money records. */
export const MONEY_WRITERS = { roles: ["bursar"] } as const;

/** The bursary's calls (the fee report is a report file, modules/reports): invoice search, cancellation, and re-checking a payment. */
export async function staffPaymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;

  // Every invoice: paged, searched (number, RRR, payer, matric number, phone), filtered, exported.
  listEndpoint(app, {
    file: "invoices",
    path: "/Payment/staff/invoices",
    query: invoiceListQuery(),
    access: MONEY_READERS,
    tags: ["Invoice management"],
  });

  api.get(
    "/Payment/staff/invoices/:invoiceNumber",
    {
      config: { access: MONEY_READERS },
      schema: {
        tags: ["Invoice management"],
        summary: "One invoice of the list, in full (View)",
        params: invoiceNumberParamsSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) => {
      const { invoiceNumber } = request.params;
      const found = await invoiceWhere(db(), sql`i.invoice_number = ${invoiceNumber}`);
      if (!found) throw new NotFoundError(`No invoice ${invoiceNumber}`);
      return ok(invoiceView(found));
    },
  );

  api.post(
    "/Payment/staff/invoices/:invoiceNumber/cancel",
    {
      config: { access: MONEY_WRITERS },
      schema: {
        tags: ["Invoice management"],
        summary: "Cancel an unpaid invoice (a paid one is refused), audited",
        params: invoiceNumberParamsSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(await cancelInvoice(db(), request.params.invoiceNumber, auditActorOf(request))),
        "Invoice cancelled",
      ),
  );

  api.delete(
    "/Payment/staff/sundry-invoices/:invoiceNumber",
    {
      config: { access: MONEY_WRITERS },
      schema: {
        tags: ["Invoice management"],
        summary: "Delete (cancel) an unpaid sundry invoice; paid or non-sundry invoices are refused, audited",
        params: invoiceNumberParamsSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(
          await cancelInvoice(db(), request.params.invoiceNumber, auditActorOf(request), {
            sundryOnly: true,
          }),
        ),
        "Sundry invoice deleted",
      ),
  );

  api.post(
    "/Payment/staff/verify-payment-status",
    {
      config: { access: MONEY_WRITERS },
      schema: {
        tags: ["Invoice management"],
        summary:
          "Ask the gateway about an invoice's RRR now and settle what it says (credit or flag), audited",
        body: recheckPaymentSchema,
        response: { 200: envelopeSchema(recheckResultSchema) },
      },
    },
    async (request) => {
      if (!app.paymentGateway)
        throw new AppError(503, "Payments are not available: no payment gateway is configured.");
      return ok(
        await recheckPayment(db(), app.paymentGateway, request.body.reference, auditActorOf(request)),
      );
    },
  );
}
