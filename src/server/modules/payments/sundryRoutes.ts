import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { invoiceSchema } from "../../../contract/payments";
import {
  sundryInvoiceRequestSchema,
  sundryItemsSchema,
  sundryLookupSchema,
  sundryPayerDetailsSchema,
  transcriptRequestSchema,
} from "../../../contract/sundry";
import { ok } from "../../envelope";
import { listEndpoint } from "../lists/listEndpoint";
import { invoiceView } from "./invoices/invoiceRows";
import {
  generateSundryInvoice,
  lookupSundryPayer,
  provenSundryPayer,
  requestTranscript,
  SUNDRY_HISTORY_LIST,
  sundryHistoryProofOf,
  sundryItems,
} from "./invoices/sundryPayers";

const INVOICE_SUCCESS = "Invoice generated successfully!";

/** Public sundry payments (spec section 7 "Sundry (bursary, transcript)"): no account needed. */
export async function sundryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;

  api.get(
    "/Sundry/items",
    {
      config: { access: "public" },
      schema: {
        tags: ["Sundry"],
        summary: "The sundry items anyone may pay in the current session, with their prices (kobo)",
        response: { 200: envelopeSchema(sundryItemsSchema) },
      },
    },
    async () => ok(await sundryItems(db())),
  );

  api.post(
    "/Sundry/lookup",
    {
      config: { access: "public" },
      schema: {
        tags: ["Sundry"],
        summary:
          "What is known of the sundry payer with this phone number (to prefill the form): names, the e-mail, phone and matric number masked; 429 past 60 look-ups per address in 15 minutes",
        body: sundryLookupSchema,
        response: { 200: envelopeSchema(sundryPayerDetailsSchema) },
      },
    },
    async (request) => ok(await lookupSundryPayer(db(), request.body.mobileNumber, request.ip)),
  );

  api.post(
    "/Sundry/generate",
    {
      config: { access: "public" },
      schema: {
        tags: ["Sundry"],
        summary:
          "A sundry item's invoice for a payer without an account, priced by the fee setup (any amount sent is ignored); one open invoice per payer, item and session",
        body: sundryInvoiceRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) => ok(invoiceView(await generateSundryInvoice(db(), request.body)), INVOICE_SUCCESS),
  );

  api.post(
    "/Sundry/transcript",
    {
      config: { access: "public" },
      schema: {
        tags: ["Sundry"],
        summary: "A transcript request: the transcript fee's invoice, the destination stored with it",
        body: transcriptRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) => ok(invoiceView(await requestTranscript(db(), request.body)), INVOICE_SUCCESS),
  );

  // /sundry/payment_history's Grid (`schemas/lists/sundry-history.json`): a payer's sundry
  // invoices, paged, sorted, filtered and exported. Every page and export proves the payer again
  // (phone + one of their own invoice numbers or RRRs, else 404) and counts against the look-up
  // limits (429 past 20 per phone or 120 per address in 15 minutes): never another payer's rows.
  listEndpoint(app, {
    file: "sundry-history",
    path: "/Sundry/payment-history",
    query: SUNDRY_HISTORY_LIST,
    access: "public",
    tags: ["Sundry"],
    scopeParams: ["phone", "reference"],
    scope: async (request) => {
      const proof = sundryHistoryProofOf(request.query as Record<string, unknown>);
      return sql`sundry_payer_id = ${await provenSundryPayer(db(), proof, request.ip)}`;
    },
  });
}
