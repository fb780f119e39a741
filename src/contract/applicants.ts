import type { FromSchema } from "json-schema-to-ts";
import { phoneNumberSchema } from "./payments";

/**
 * The applicant journey (`/api/Applicant/…`): an applicant signs in to the form of one
 * application type with their PAID application invoice — its number or RRR, and the phone number
 * it was generated with — then a one-time code sent to the invoice's email. The session that
 * follows is an httpOnly cookie scoped to that applicant (never a staff or student token).
 */

export const applicantTypeParamsSchema = {
  type: "object",
  required: ["type"],
  properties: { type: { type: "string", maxLength: 60, description: "The application type, e.g. nce" } },
} as const;
export type ApplicantTypeParams = FromSchema<typeof applicantTypeParamsSchema>;

/** An invoice number (INV…) or a Remita RRR (digits, dashes allowed). */
const invoiceReference = {
  type: "string",
  minLength: 1,
  maxLength: 40,
  pattern: "^\\s*[A-Za-z0-9-]+\\s*$",
  description: "The invoice number or its RRR",
} as const;

export const applicantSignInBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference", "phoneNumber"],
  properties: { reference: invoiceReference, phoneNumber: phoneNumberSchema },
} as const;
export type ApplicantSignInBody = FromSchema<typeof applicantSignInBodySchema>;

/** Where the code went, masked ("c******a@example.com"), and for how long it works. */
export const applicantCodeSentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["email", "minutes"],
  properties: { email: { type: "string" }, minutes: { type: "integer" } },
} as const;
export type ApplicantCodeSent = FromSchema<typeof applicantCodeSentSchema>;

export const applicantVerifyBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference", "phoneNumber", "code"],
  properties: {
    reference: invoiceReference,
    phoneNumber: phoneNumberSchema,
    code: { type: "string", pattern: "^\\s*[0-9]{6}\\s*$", description: "The 6-digit code from the email" },
  },
} as const;
export type ApplicantVerifyBody = FromSchema<typeof applicantVerifyBodySchema>;

/** The signed-in applicant, as their pages show them. */
export const applicantSessionSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationTypeId", "fullName", "invoiceNumber", "applicationNumber", "expiresAt"],
  properties: {
    applicationTypeId: { type: "string" },
    fullName: { type: "string" },
    invoiceNumber: { type: "string" },
    /** NCE/2026/000012: printed on the slip; the admission status check asks for it. */
    applicationNumber: { type: "string" },
    expiresAt: { type: "string", format: "date-time" },
    /** What they gave on their invoice, for their application form to start with (their own session only). */
    invoiceDetails: {
      type: "object",
      additionalProperties: false,
      required: ["surname", "firstName", "middleName", "email", "mobileNumber"],
      properties: {
        surname: { type: "string" },
        firstName: { type: "string" },
        middleName: { type: ["string", "null"] },
        email: { type: ["string", "null"] },
        mobileNumber: { type: "string" },
      },
    },
  },
} as const;
export type ApplicantSession = FromSchema<typeof applicantSessionSchema>;
export type ApplicantInvoiceDetails = NonNullable<ApplicantSession["invoiceDetails"]>;

/** An admissions officer unlocks a submitted application so its applicant can change it. */
export const applicationResetBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: { reference: invoiceReference },
} as const;
export type ApplicationResetBody = FromSchema<typeof applicationResetBodySchema>;

export const applicationResetResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationTypeId", "fullName", "invoiceNumber"],
  properties: {
    applicationTypeId: { type: "string" },
    fullName: { type: "string" },
    invoiceNumber: { type: "string" },
  },
} as const;
export type ApplicationResetResult = FromSchema<typeof applicationResetResultSchema>;

export const APPLICANT_MESSAGES = {
  noMatch:
    "No paid application invoice of this programme matches this invoice number or RRR and phone number. Please check your details.",
  unpaid: "This invoice has not been paid yet. Please pay it first, then sign in to fill your application.",
  noEmail:
    "This invoice has no email address to send a sign-in code to. Please contact the admissions office.",
  signInFirst: "Please sign in with your paid invoice to open your application.",
} as const;
