import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { type FeePurpose, feePurposeListSchema } from "../../../contract/feePurposes";
import {
  applicationInvoiceLookupResultSchema,
  applicationInvoiceLookupSchema,
  applicationInvoiceRequestSchema,
  balanceInvoiceRequestSchema,
  initiatedPaymentSchema,
  initiatePaymentSchema,
  invoiceListSchema,
  invoiceNumberParamsSchema,
  invoiceSchema,
  ledgerSchema,
  payerPhoneQuerySchema,
  paymentVerificationSchema,
  studentFeeInvoiceRequestSchema,
  studentFeeOptionsQuerySchema,
  studentFeeOptionsSchema,
  studentFeeQuoteSchema,
  verifyPaymentQuerySchema,
  webhookResultSchema,
} from "../../../contract/payments";
import {
  letterAnswerSchema,
  letterKindParamsSchema,
  letterVerificationSchema,
  receiptMailSentSchema,
  receiptReferenceParamsSchema,
  receiptSchema,
  receiptVerificationSchema,
  sendReceiptMailSchema,
  verificationCodeParamsSchema,
} from "../../../contract/receipts";
import { CachedReads } from "../../db/cachedReads";
import { ok } from "../../envelope";
import { AppError, UnauthorizedError } from "../../errors";
import { createMailer } from "../mail/createMailer";
import { letterForStudent, verifyLetterCode } from "./documents/letters";
import { receiptForCaller, sendReceiptMail, verifyReceiptCode } from "./documents/receipts";
import { feePurposes } from "./feePurposes/feePurposeRegistry";
import type { PaymentGateway } from "./gateway/paymentGateway";
import { generateApplicationInvoice, lookupApplicationInvoice } from "./invoices/applicantInvoices";
import { type InvoiceCaller, invoiceForCaller, invoiceToPay } from "./invoices/invoiceAccess";
import { invoiceView } from "./invoices/invoiceRows";
import { initiatePayment } from "./invoices/paymentInitiation";
import { verifyPayment } from "./invoices/paymentVerification";
import {
  generateStudentFeeInvoice,
  quoteStudentFee,
  studentFeeOptions,
  studentInvoices,
  studentLedger,
} from "./invoices/studentInvoices";
import { returnOrigin } from "./returnOrigin";
import { handlePaymentNotification } from "./settlement/paymentWebhook";

declare module "fastify" {
  interface FastifyInstance {
    /** The payment gateway buildApp was given (none: the payment calls answer 503). */
    paymentGateway: PaymentGateway | undefined;
  }
}

const INVOICE_SUCCESS = "Invoice generated successfully!";
const STUDENT: { roles: readonly string[] } = { roles: ["student"] };

function gatewayOf(app: FastifyInstance): PaymentGateway {
  if (!app.paymentGateway)
    throw new AppError(503, "Payments are not available: no payment gateway is configured.");
  return app.paymentGateway;
}

/** Who asks, for the public calls that show a payer: the signed-in user, else the payer's phone. */
function callerOf(request: FastifyRequest, phone?: string): InvoiceCaller {
  return { user: request.user, phone, ip: request.ip };
}

function signedIn(request: FastifyRequest): number {
  // Role access guarantees a user; the check keeps the type honest.
  if (!request.user) throw new UnauthorizedError();
  return request.user.id;
}

/** Thin routes over the invoice service, the gateway and the settlement (spec section 7). */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // Every fee page and receipt asks for the registry; it changes when the bursary edits a purpose.
  const purposes = new CachedReads<"all", FeePurpose[]>(app.changeFeed, ["fee_purposes"], 10 * 60_000);

  api.post(
    "/ApplicationInvoice/lookup",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "Find an applicant's invoice by application type and phone number (the spec's RegNumber); the e-mail and phone masked; 429 past 60 look-ups per address in 15 minutes",
        body: applicationInvoiceLookupSchema,
        response: { 200: envelopeSchema(applicationInvoiceLookupResultSchema) },
      },
    },
    async (request) =>
      ok(await lookupApplicationInvoice(db(), app.applicationTypes, request.body, request.ip)),
  );

  api.post(
    "/ApplicationInvoice/generate",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "The Invoice request: the applicant's application invoice, priced by the fee setup (any amount sent is ignored)",
        body: applicationInvoiceRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(await generateApplicationInvoice(db(), app.applicationTypes, request.body)),
        INVOICE_SUCCESS,
      ),
  );

  api.get(
    "/Payment/invoice/:invoiceNumber",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "An invoice by number: for the bursary and the signed-in payer, else with ?phone= the invoice was made for (a student's: only that student; a wrong phone: 404; misses throttled per address, 429)",
        params: invoiceNumberParamsSchema,
        querystring: payerPhoneQuerySchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(
          await invoiceForCaller(db(), request.params.invoiceNumber, callerOf(request, request.query.phone)),
        ),
      ),
  );

  api.post(
    "/Payment/initiate-payment",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary: "Register the invoice with the gateway: its RRR and card payment link",
        body: initiatePaymentSchema,
        response: { 200: envelopeSchema(initiatedPaymentSchema) },
      },
    },
    async (request) => {
      const invoice = await invoiceToPay(db(), request.body.invoiceNumber, request.user);
      // Back to the address the payer's browser used (its session lives there), when the portal serves it.
      const back = returnOrigin(request.headers.origin, app.appConfig);
      return ok(await initiatePayment(db(), gatewayOf(app), back, invoice));
    },
  );

  api.post(
    "/Webhook/payment",
    {
      // The gateway cannot sign in; nothing it says is believed (the status is re-queried).
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "Payment notification from the gateway; every RRR is re-checked with the gateway (at most 100 per notification, 400; 1,000 per address in 15 minutes, 429; RRRs of no invoice past 20 per address ignored)",
        response: { 200: envelopeSchema(webhookResultSchema) },
      },
    },
    async (request) => ok(await handlePaymentNotification(db(), gatewayOf(app), request.body, request.ip)),
  );

  api.get(
    "/Payment/verify",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "Payment status by RRR or invoice number: the status only (the invoice number and the masked name for the bursary and the signed-in payer); misses throttled per address (429)",
        querystring: verifyPaymentQuerySchema,
        response: { 200: envelopeSchema(paymentVerificationSchema) },
      },
    },
    async (request) => ok(await verifyPayment(db(), request.query.reference, callerOf(request))),
  );

  api.get(
    "/Payment/fee-purposes",
    {
      // Nothing in a purpose's row is private, and the public sundry and receipt pages read it too.
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary: "The fee purpose registry: how each purpose is paid, who sees it, its pages",
        response: { 200: envelopeSchema(feePurposeListSchema) },
      },
    },
    async () => ok(await purposes.get("all", () => feePurposes(db()))),
  );

  api.post(
    "/Payment/generate-fee-Invoice",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary:
          "The signed-in student's fee invoice for a session, purpose and installment (priced by the fee setup)",
        body: studentFeeInvoiceRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(await generateStudentFeeInvoice(db(), signedIn(request), request.body)),
        INVOICE_SUCCESS,
      ),
  );

  api.post(
    "/Payment/student-fee-quote",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary:
          "What generate-fee-Invoice would ask for (same body), without making the invoice: the confirmation step",
        body: studentFeeInvoiceRequestSchema,
        response: { 200: envelopeSchema(studentFeeQuoteSchema) },
      },
    },
    async (request) => ok(await quoteStudentFee(db(), signedIn(request), request.body)),
  );

  api.get(
    "/Payment/student-fee-options",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary:
          "A fee page's choices for the signed-in student: their category, the sessions with the fee set, and the items set for them",
        querystring: studentFeeOptionsQuerySchema,
        response: { 200: envelopeSchema(studentFeeOptionsSchema) },
      },
    },
    async (request) => ok(await studentFeeOptions(db(), signedIn(request), request.query)),
  );

  api.post(
    "/Payment/generate-balance-invoice",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary: "The signed-in student's second installment, after a paid first",
        body: balanceInvoiceRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(
          await generateStudentFeeInvoice(db(), signedIn(request), {
            ...request.body,
            paymentType: "SecondInstallment",
          }),
        ),
        INVOICE_SUCCESS,
      ),
  );

  api.get(
    "/Payment/student-invoices",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary: "The signed-in student's invoices, newest first",
        response: { 200: envelopeSchema(invoiceListSchema) },
      },
    },
    async (request) => ok((await studentInvoices(db(), signedIn(request))).map(invoiceView)),
  );

  api.get(
    "/Payment/student-ledger",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary: "The signed-in student's charges, scholarships and payments with the running balance",
        response: { 200: envelopeSchema(ledgerSchema) },
      },
    },
    async (request) => ok(await studentLedger(db(), signedIn(request))),
  );

  const signingKey = () => app.appConfig.receiptSigningKey;
  const mailer = createMailer(app.appConfig, app.database.db);
  app.addHook("onClose", () => mailer.close());

  api.post(
    "/Payment/send-receipt-mail",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "Mails a paid invoice's receipt to the payer's own address on record (who may: as the receipt, the phone in the body); 429 past 3 mails of one receipt an hour",
        body: sendReceiptMailSchema,
        response: { 200: envelopeSchema(receiptMailSentSchema) },
      },
    },
    async (request) => {
      const { collegeName, publicUrl } = app.appConfig;
      const { reference, phone } = request.body;
      const sent = await sendReceiptMail(db(), mailer, signingKey(), reference, callerOf(request, phone), {
        collegeName,
        publicUrl,
      });
      return ok(sent, `The receipt was sent to ${sent.sentTo}.`);
    },
  );

  api.get(
    "/Payment/receipt/:reference",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary:
          "The receipt of a paid invoice by invoice number or RRR, with its verification code (who may see it: as the invoice, ?phone= the payer's proof; unpaid: 409)",
        params: receiptReferenceParamsSchema,
        querystring: payerPhoneQuerySchema,
        response: { 200: envelopeSchema(receiptSchema) },
      },
    },
    async (request) =>
      ok(
        await receiptForCaller(
          db(),
          signingKey(),
          request.params.reference,
          callerOf(request, request.query.phone),
        ),
      ),
  );

  api.get(
    "/Payment/verify-receipt/:code",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary: "Public: is a printed receipt's code genuine, altered or unknown (the payer's name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(receiptVerificationSchema) },
      },
    },
    async (request) => ok(await verifyReceiptCode(db(), signingKey(), request.params.code)),
  );

  api.get(
    "/Payment/letter/:kind",
    {
      config: { access: STUDENT },
      schema: {
        tags: ["Payment"],
        summary:
          "The signed-in student's letter (acceptance and its JUPEB and postgraduate variants, development levy) once its fee is paid",
        params: letterKindParamsSchema,
        response: { 200: envelopeSchema(letterAnswerSchema) },
      },
    },
    async (request) => ok(await letterForStudent(db(), signingKey(), signedIn(request), request.params.kind)),
  );

  api.get(
    "/Payment/verify-letter/:code",
    {
      config: { access: "public" },
      schema: {
        tags: ["Payment"],
        summary: "Public: is a printed letter's code genuine, altered or unknown (the student's name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(letterVerificationSchema) },
      },
    },
    async (request) => ok(await verifyLetterCode(db(), signingKey(), request.params.code)),
  );
}
