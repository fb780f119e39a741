import type { FromSchema } from "json-schema-to-ts";
import { LETTER_KINDS } from "../schema/letterRoutes";
import { INVOICE_PAYMENT_TYPES, phoneNumberSchema } from "./payments";

/**
 * Receipts and letters with verification codes (`/api/Payment/receipt/…`, `/api/Payment/letter/…`,
 * `/api/Payment/verify-receipt/…`, `/api/Payment/verify-letter/…`). Amounts are integer kobo.
 */

/** An invoice number (INV…) or an RRR (digits, dashes allowed as Remita prints them). */
export const receiptReferenceParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: { reference: { type: "string", minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" } },
} as const;

/** A verification code as printed: `<base64url facts>.<base64url tag>`; anything else reads as altered. */
export const verificationCodeParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["code"],
  properties: { code: { type: "string", minLength: 1, maxLength: 400 } },
} as const;

export const letterKindParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["kind"],
  properties: { kind: { type: "string", enum: LETTER_KINDS } },
} as const;

const receiptLineSchema = {
  type: "object",
  additionalProperties: false,
  required: ["kind", "description", "amount"],
  properties: {
    kind: { type: "string", enum: ["fee", "scholarship"] },
    description: { type: "string" },
    amount: { type: "integer" },
  },
} as const;

/** A paid invoice's receipt. */
export const receiptSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "receiptNumber",
    "invoiceNumber",
    "payerName",
    "matricNumber",
    "applicationNumber",
    "description",
    "feePurposeId",
    "feePurposeName",
    "sessionName",
    "paymentType",
    "items",
    "total",
    "paidAt",
    "rrr",
    "paymentReference",
    "channel",
    "verificationCode",
  ],
  properties: {
    /** RCT/<year paid>/<payment number>: one per credited payment. */
    receiptNumber: { type: "string" },
    invoiceNumber: { type: "string" },
    payerName: { type: "string" },
    matricNumber: { type: ["string", "null"] },
    /** An applicant's: <TYPE>/<session start year>/<applicant number>. */
    applicationNumber: { type: ["string", "null"] },
    description: { type: "string" },
    feePurposeId: { type: "integer" },
    feePurposeName: { type: "string" },
    sessionName: { type: "string" },
    paymentType: { type: "string", enum: INVOICE_PAYMENT_TYPES },
    items: { type: "array", items: receiptLineSchema },
    total: { type: "integer" },
    paidAt: { type: "string", format: "date-time" },
    rrr: { type: ["string", "null"] },
    paymentReference: { type: ["string", "null"] },
    /** How it was paid, as the gateway said (card, bank branch…), when it said. */
    channel: { type: ["string", "null"] },
    /** Signed by the server; the printed QR code opens /verify_receipt/<code>. */
    verificationCode: { type: "string" },
  },
} as const;
export type Receipt = FromSchema<typeof receiptSchema>;

/** `POST /api/Payment/send-receipt-mail`: the receipt goes to the payer's address on record. */
export const sendReceiptMailSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: {
    reference: receiptReferenceParamsSchema.properties.reference,
    /** The payer's proof when nobody is signed in: the phone the invoice was made for. */
    phone: phoneNumberSchema,
  },
} as const;
export type SendReceiptMail = FromSchema<typeof sendReceiptMailSchema>;

export const receiptMailSentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sentTo"],
  properties: {
    /** The address it went to, masked ("a*****o@example.com"). */
    sentTo: { type: "string" },
  },
} as const;
export type ReceiptMailSent = FromSchema<typeof receiptMailSentSchema>;

export const VERIFICATION_STATES = ["genuine", "altered", "unknown"] as const;
export type VerificationState = (typeof VERIFICATION_STATES)[number];

/** Public: what a receipt's code says, the payer's name masked. */
export const receiptVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "receipt"],
  properties: {
    state: { type: "string", enum: VERIFICATION_STATES },
    message: { type: "string" },
    receipt: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: [
            "receiptNumber",
            "invoiceNumber",
            "payerName",
            "payerNumber",
            "feePurposeName",
            "sessionName",
            "total",
            "paidAt",
            "rrr",
          ],
          properties: {
            receiptNumber: { type: "string" },
            invoiceNumber: { type: "string" },
            payerName: { type: "string" },
            /** Matric number or application number. */
            payerNumber: { type: ["string", "null"] },
            feePurposeName: { type: "string" },
            sessionName: { type: "string" },
            total: { type: "integer" },
            paidAt: { type: "string", format: "date-time" },
            rrr: { type: ["string", "null"] },
          },
        },
      ],
    },
  },
} as const;
export type ReceiptVerification = FromSchema<typeof receiptVerificationSchema>;

/** A letter's facts; the wording is the template's (src/schema/letters.ts). */
export const letterSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "kind",
    "referenceNumber",
    "studentName",
    "matricNumber",
    "programme",
    "department",
    "level",
    "sessionName",
    "issuedAt",
    "invoiceNumber",
    "receiptNumber",
    "amountPaid",
    "verificationCode",
  ],
  properties: {
    kind: { type: "string", enum: LETTER_KINDS },
    referenceNumber: { type: "string" },
    studentName: { type: "string" },
    matricNumber: { type: "string" },
    programme: { type: "string" },
    department: { type: "string" },
    level: { type: "string" },
    sessionName: { type: "string" },
    /** When the fee was paid: the letter's date. */
    issuedAt: { type: "string", format: "date-time" },
    invoiceNumber: { type: "string" },
    receiptNumber: { type: "string" },
    amountPaid: { type: "integer" },
    verificationCode: { type: "string" },
  },
} as const;
export type Letter = FromSchema<typeof letterSchema>;

/**
 * The signed-in student's letter of a kind: available, or why not (the fee is unpaid — with the
 * page that pays it — or the letter is another programme's, with the student's own).
 */
export const letterAnswerSchema = {
  type: "object",
  additionalProperties: false,
  required: ["availability", "message", "letter", "route"],
  properties: {
    availability: { type: "string", enum: ["available", "unpaid", "other_letter"] },
    message: { type: "string" },
    letter: { oneOf: [{ type: "null" }, letterSchema] },
    /** unpaid: where to pay; other_letter: the student's own letter. */
    route: { type: ["string", "null"] },
  },
} as const;
export type LetterAnswer = FromSchema<typeof letterAnswerSchema>;

export const letterVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "letter"],
  properties: {
    state: { type: "string", enum: VERIFICATION_STATES },
    message: { type: "string" },
    letter: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: [
            "title",
            "referenceNumber",
            "studentName",
            "matricNumber",
            "programme",
            "department",
            "sessionName",
            "issuedAt",
          ],
          properties: {
            title: { type: "string" },
            referenceNumber: { type: "string" },
            studentName: { type: "string" },
            matricNumber: { type: "string" },
            programme: { type: "string" },
            department: { type: "string" },
            sessionName: { type: "string" },
            issuedAt: { type: "string", format: "date-time" },
          },
        },
      ],
    },
  },
} as const;
export type LetterVerification = FromSchema<typeof letterVerificationSchema>;
