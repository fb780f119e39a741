import type { FromSchema } from "json-schema-to-ts";
import { PAYMENT_TYPES } from "../schema/feePurposes/installmentSequence";
import { feePurposeSchema, STUDENT_FEE_CATEGORIES } from "./feePurposes";
import { idSchema } from "./ids";

/**
 * Invoices and payments (`/api/ApplicationInvoice/…`, `/api/Payment/…`, `/api/Webhook/payment`;
 * spec sections 3 "Invoice" and "Invoice request", 7 payment calls). Amounts are integer kobo.
 */

/** The spec's payment types, written once with their order rule (installmentSequence.ts). */
export const INVOICE_PAYMENT_TYPES = PAYMENT_TYPES;

/** A Nigerian mobile number, written 0803… or +234803… (spec: 'invalid phone number'). */
export const phoneNumberSchema = { type: "string", pattern: "^(\\+?234|0)[789][01][0-9]{8}$" } as const;

/** The folder name of an application type (schemas/applications/<type>): "nce", "pre_nce". */
export const applicationTypeIdSchema = { type: "string", pattern: "^[a-z][a-z0-9_]{0,39}$" } as const;

/** An invoice number (INV0000012AB3C4) or an RRR (digits, dashes allowed as Remita prints them). */
export const invoiceNumberSchema = { type: "string", pattern: "^INV[0-9A-F]{6,20}$" } as const;
export const referenceSchema = {
  type: "string",
  minLength: 1,
  maxLength: 40,
  pattern: "^[A-Za-z0-9-]+$",
} as const;

export const nameSchema = { type: "string", minLength: 1, maxLength: 100, pattern: "\\S" } as const;

/** The applicant's email address: with the phone, what an application is known by (README "Applicant identity"). */
const applicantEmailSchema = { type: "string", maxLength: 254, format: "email" } as const;

/** Step 1 of the public invoice flow: is there an invoice already for this type, phone and email? */
export const applicationInvoiceLookupSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationTypeId", "regNumber", "email"],
  properties: {
    applicationTypeId: applicationTypeIdSchema,
    /** The phone number (the spec sends it as RegNumber). */
    regNumber: phoneNumberSchema,
    email: applicantEmailSchema,
    sessionId: idSchema,
  },
} as const;
export type ApplicationInvoiceLookup = FromSchema<typeof applicationInvoiceLookupSchema>;

export const applicationInvoiceLookupResultSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "invoiceNumber",
    "lastname",
    "firstname",
    "middleName",
    "mobileNo",
    "email",
    "sessionId",
    "amount",
  ],
  properties: {
    /** Null when no invoice exists yet: the client shows the form, prefilled with what is known. */
    invoiceNumber: { type: ["string", "null"] },
    lastname: { type: ["string", "null"] },
    firstname: { type: ["string", "null"] },
    middleName: { type: ["string", "null"] },
    mobileNo: { type: "string" },
    email: { type: ["string", "null"] },
    sessionId: { type: "integer" },
    /** The application fee from the fee setup, in kobo (null when none is set for the session). */
    amount: { type: ["integer", "null"] },
  },
} as const;
export type ApplicationInvoiceLookupResult = FromSchema<typeof applicationInvoiceLookupResultSchema>;

/** The spec's "Invoice request". `amount` is accepted and ignored: the fee setup decides. */
export const applicationInvoiceRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["lastName", "firstName", "mobileNumber", "sessionId", "applicationTypeId"],
  properties: {
    lastName: nameSchema,
    firstName: nameSchema,
    middleName: { type: ["string", "null"], maxLength: 100 },
    mobileNumber: phoneNumberSchema,
    regNumber: { type: ["string", "null"], maxLength: 40 },
    /** Where the invoice's sign-in codes go, and only there (none: the invoice cannot be signed in with). */
    email: { type: ["string", "null"], maxLength: 254, format: "email" },
    sessionId: idSchema,
    amount: { type: ["number", "string", "null"] },
    applicationTypeId: applicationTypeIdSchema,
    /** A student's referral code (modules/referrals); blank or absent: none. */
    referralCode: { type: ["string", "null"], maxLength: 20 },
  },
} as const;
export type ApplicationInvoiceRequest = FromSchema<typeof applicationInvoiceRequestSchema>;

const invoiceLineSchema = {
  type: "object",
  additionalProperties: false,
  required: ["description", "amount", "paymentType", "paymentPurposeId", "kind"],
  properties: {
    kind: { type: "string", enum: ["fee", "scholarship"] },
    description: { type: "string" },
    amount: { type: "integer" },
    paymentType: { type: "string", enum: INVOICE_PAYMENT_TYPES },
    paymentPurposeId: { type: "integer" },
  },
} as const;

/**
 * An unpaid invoice's last attempt at the gateway that did not go through (migration 0201): the
 * payer cancelled, or the payment failed. The pages say so and offer to pay again.
 */
export const unpaidAttemptSchema = {
  type: ["object", "null"],
  additionalProperties: false,
  required: ["state", "at"],
  properties: {
    state: { type: "string", enum: ["failed", "cancelled"] },
    at: { type: "string", format: "date-time" },
  },
} as const;
export type UnpaidAttempt = NonNullable<FromSchema<typeof unpaidAttemptSchema>>;

/** The spec's Invoice (and its display form's fields). */
export const invoiceSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "invoiceNumber",
    "fullName",
    "rrr",
    "paymentReference",
    "dateGenerated",
    "cardPaymentLink",
    "paymentStatus",
    "isPaid",
    "paidAt",
    "description",
    "amount",
    "paymentType",
    "paymentPurposeId",
    "sessionId",
    "matricNumber",
    "recieptItems",
  ],
  properties: {
    invoiceNumber: { type: "string" },
    fullName: { type: "string" },
    rrr: { type: ["string", "null"] },
    paymentReference: { type: ["string", "null"] },
    dateGenerated: { type: "string", format: "date-time" },
    cardPaymentLink: { type: ["string", "null"] },
    paymentStatus: { type: "string", enum: ["unpaid", "paid", "cancelled", "expired"] },
    isPaid: { type: "boolean" },
    paidAt: { type: ["string", "null"], format: "date-time" },
    description: { type: "string" },
    /** The total, in kobo. */
    amount: { type: "integer" },
    paymentType: { type: "string", enum: INVOICE_PAYMENT_TYPES },
    paymentPurposeId: { type: "integer" },
    sessionId: { type: "integer" },
    matricNumber: { type: ["string", "null"] },
    recieptItems: { type: "array", items: invoiceLineSchema },
    /** Unpaid after a failed or cancelled attempt at the gateway; null otherwise. */
    lastAttempt: unpaidAttemptSchema,
  },
} as const;
export type InvoiceView = FromSchema<typeof invoiceSchema>;

/** The payer's proof on the public invoice and receipt calls: the phone the invoice was made for. */
export const payerPhoneQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { phone: phoneNumberSchema },
} as const;
export type PayerPhoneQuery = FromSchema<typeof payerPhoneQuerySchema>;

export const invoiceNumberParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["invoiceNumber"],
  properties: { invoiceNumber: invoiceNumberSchema },
} as const;

export const initiatePaymentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["invoiceNumber"],
  properties: { invoiceNumber: invoiceNumberSchema },
} as const;
export type InitiatePayment = FromSchema<typeof initiatePaymentSchema>;

export const initiatedPaymentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["invoiceNumber", "rrr", "cardPaymentLink", "amount"],
  properties: {
    invoiceNumber: { type: "string" },
    rrr: { type: "string" },
    cardPaymentLink: { type: "string" },
    amount: { type: "integer" },
  },
} as const;
export type InitiatedPayment = FromSchema<typeof initiatedPaymentSchema>;

export const verifyPaymentQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: { reference: referenceSchema },
} as const;

/** Public verification by RRR or invoice number: the status only, never whose it is. */
export const paymentVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "invoiceNumber",
    "rrr",
    "paymentStatus",
    "isPaid",
    "amount",
    "paidAt",
    "payerName",
    "description",
    "paymentPurposeId",
    "applicationTypeId",
  ],
  properties: {
    /** Null for a check by RRR from anyone but the bursary or the signed-in payer. */
    invoiceNumber: { type: ["string", "null"] },
    rrr: { type: ["string", "null"] },
    paymentStatus: { type: "string", enum: ["unpaid", "paid", "cancelled", "expired"] },
    isPaid: { type: "boolean" },
    amount: { type: "integer" },
    paidAt: { type: ["string", "null"], format: "date-time" },
    /** Masked, and only for the bursary and the signed-in payer (null: a status check by anyone). */
    payerName: { type: ["string", "null"] },
    description: { type: "string" },
    /** What was paid for: the receipt an application or acceptance fee has differs (spec section 9). */
    paymentPurposeId: { type: "integer" },
    /** An applicant's invoice: their application type, whose sign-in comes next once it is paid. */
    applicationTypeId: { type: ["string", "null"] },
    /** Unpaid after a failed or cancelled attempt at the gateway; null otherwise. */
    lastAttempt: unpaidAttemptSchema,
    /** A student's invoice (also an applicant's who has since become a student): its receipt is printed signed in. */
    studentInvoice: { type: "boolean" },
  },
} as const;
export type PaymentVerification = FromSchema<typeof paymentVerificationSchema>;

/** What the webhook did with a notification (the gateway only needs a 200). */
export const webhookResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["received", "credited", "flagged", "ignored"],
  properties: {
    received: { type: "integer" },
    credited: { type: "integer" },
    flagged: { type: "integer" },
    /** RRRs of no invoice past the per-address allowance: not re-checked, nothing recorded. */
    ignored: { type: "integer" },
  },
} as const;
export type WebhookResult = FromSchema<typeof webhookResultSchema>;

/** A signed-in student's fee invoice (`POST /api/Payment/generate-fee-Invoice`). */
export const studentFeeInvoiceRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "feePurposeId", "paymentType"],
  properties: {
    sessionId: idSchema,
    feePurposeId: idSchema,
    paymentType: { type: "string", enum: INVOICE_PAYMENT_TYPES },
    amount: { type: ["number", "string", "null"] },
    /** Sundry (purpose 9) only, and required there: the fee item the student is paying for. */
    feeItemId: idSchema,
  },
} as const;
export type StudentFeeInvoiceRequest = FromSchema<typeof studentFeeInvoiceRequestSchema>;

/** The second installment after a paid first (`POST /api/Payment/generate-balance-invoice`). */
export const balanceInvoiceRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "feePurposeId"],
  properties: { sessionId: idSchema, feePurposeId: idSchema },
} as const;
export type BalanceInvoiceRequest = FromSchema<typeof balanceInvoiceRequestSchema>;

export const invoiceListSchema = { type: "array", items: invoiceSchema } as const;

export const ledgerEntrySchema = {
  type: "object",
  additionalProperties: false,
  required: ["at", "kind", "invoiceNumber", "sessionId", "feePurposeId", "description", "amount", "balance"],
  properties: {
    at: { type: "string", format: "date-time" },
    kind: { type: "string", enum: ["charge", "scholarship", "payment"] },
    invoiceNumber: { type: "string" },
    sessionId: { type: "integer" },
    feePurposeId: { type: "integer" },
    description: { type: "string" },
    /** Kobo: a charge is positive, a scholarship or payment negative. */
    amount: { type: "integer" },
    /** What is owed after this entry. */
    balance: { type: "integer" },
  },
} as const;
export const ledgerSchema = { type: "array", items: ledgerEntrySchema } as const;
export type LedgerEntry = FromSchema<typeof ledgerEntrySchema>;

export { STUDENT_FEE_CATEGORIES, type StudentFeeCategory } from "./feePurposes";

export const studentFeeOptionsQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["feePurposeId"],
  properties: {
    feePurposeId: idSchema,
    /** The session whose items are listed; absent: the current session. */
    sessionId: idSchema,
  },
} as const;
export type StudentFeeOptionsQuery = FromSchema<typeof studentFeeOptionsQuerySchema>;

/** What a student's fee page offers (`GET /api/Payment/student-fee-options`). */
export const studentFeeOptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["category", "purpose", "sessions", "sessionId", "items"],
  properties: {
    category: { type: "string", enum: STUDENT_FEE_CATEGORIES },
    /** The purpose's registry row: what the page offers (installments, an item to choose). */
    purpose: feePurposeSchema,
    /** Sessions with a fee set for the purpose, and the current one; newest first. */
    sessions: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["id", "name", "isCurrent"],
        properties: { id: { type: "integer" }, name: { type: "string" }, isCurrent: { type: "boolean" } },
      },
    },
    /** The session `items` are of (the one asked for, or the current one; null when there is none). */
    sessionId: { type: ["integer", "null"] },
    /** The fee items set for this student, purpose and session, in kobo (empty when none is set). */
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["feeItemId", "name", "amount"],
        properties: { feeItemId: { type: "integer" }, name: { type: "string" }, amount: { type: "integer" } },
      },
    },
  },
} as const;
export type StudentFeeOptions = FromSchema<typeof studentFeeOptionsSchema>;

/**
 * What generate-fee-Invoice would ask for, without making the invoice (`POST
 * /api/Payment/student-fee-quote`, same body): the generate-invoice confirmation form shows it.
 */
export const studentFeeQuoteSchema = {
  type: "object",
  additionalProperties: false,
  required: ["description", "paymentType", "amount", "lines"],
  properties: {
    description: { type: "string" },
    paymentType: { type: "string", enum: INVOICE_PAYMENT_TYPES },
    amount: { type: "integer" },
    lines: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "description", "amount"],
        properties: {
          kind: { type: "string", enum: ["fee", "scholarship"] },
          description: { type: "string" },
          amount: { type: "integer" },
        },
      },
    },
  },
} as const;
export type StudentFeeQuote = FromSchema<typeof studentFeeQuoteSchema>;
