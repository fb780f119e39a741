import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { invoiceNumberParamsSchema, invoiceSchema } from "../../../contract/payments";
import {
  invoiceSearchQuerySchema,
  invoiceSearchResultSchema,
  recheckPaymentSchema,
  recheckResultSchema,
} from "../../../contract/staffPayments";
import { ok } from "../../envelope";
import { AppError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import { invoiceView } from "./invoices/invoiceRows";
import { cancelInvoice } from "./staff/invoiceLifecycle";
import { recheckPayment, searchInvoices } from "./staff/staffInvoices";

/** Who reads the bursary's money screens (the super-admin passes every role check). */
export const MONEY_READERS = { roles: ["bursar", "registrar"] } as const;
/** Who changes money records. */
export const MONEY_WRITERS = { roles: ["bursar"] } as const;

/** The bursary's calls (the fee report is a report file, modules/reports): invoice search, cancellation, and re-checking a payment. */
export async function staffPaymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;

  api.get(
    "/Payment/staff/invoices",
    {
      config: { access: MONEY_READERS },
      schema: {
        tags: ["Invoice management"],
        summary: "Invoices whose number, RRR, payer name, matric number or phone contains the search",
        querystring: invoiceSearchQuerySchema,
        response: { 200: envelopeSchema(invoiceSearchResultSchema) },
      },
    },
    async (request) => ok((await searchInvoices(db(), request.query)).map(invoiceView)),
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
