import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";
import { nameSchema, phoneNumberSchema, referenceSchema } from "./payments";

/**
 * Public sundry payments (`/api/Sundry/…`; spec section 2 `/bursary_collection/all`,
 * `/sundry/transcript`, `/sundry/payment_history`; section 7 "Sundry (bursary, transcript)"):
 * anyone pays a sundry item (purpose 9) without an account. Amounts are integer kobo.
 */

/** The sundry items priced for everyone ("any programme") in the current session. */
export const sundryItemsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "sessionName", "items"],
  properties: {
    sessionId: { type: "integer" },
    sessionName: { type: "string" },
    items: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["feeItemId", "name", "code", "amount"],
        properties: {
          feeItemId: { type: "integer" },
          name: { type: "string" },
          code: { type: "string" },
          amount: { type: "integer" },
        },
      },
    },
  },
} as const;
export type SundryItems = FromSchema<typeof sundryItemsSchema>;

export const sundryLookupSchema = {
  type: "object",
  additionalProperties: false,
  required: ["mobileNumber"],
  properties: { mobileNumber: phoneNumberSchema },
} as const;
export type SundryLookup = FromSchema<typeof sundryLookupSchema>;

/** What is known of the payer with this phone (nulls: a first-time payer). */
export const sundryPayerDetailsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["lastName", "firstName", "middleName", "mobileNumber", "email", "regNumber"],
  properties: {
    lastName: { type: ["string", "null"] },
    firstName: { type: ["string", "null"] },
    middleName: { type: ["string", "null"] },
    mobileNumber: { type: "string" },
    email: { type: ["string", "null"] },
    regNumber: { type: ["string", "null"] },
  },
} as const;
export type SundryPayerDetails = FromSchema<typeof sundryPayerDetailsSchema>;

const payerProperties = {
  lastName: nameSchema,
  firstName: nameSchema,
  middleName: { type: ["string", "null"], maxLength: 100 },
  mobileNumber: phoneNumberSchema,
  email: { type: "string", maxLength: 254, format: "email" },
  /** A former student's matric or registration number (optional). */
  regNumber: { type: ["string", "null"], maxLength: 40 },
  sessionId: idSchema,
  /** Accepted and ignored: the fee setup decides. */
  amount: { type: ["number", "string", "null"] },
} as const;

/** A sundry invoice request: the payer and the item; priced by the fee setup. */
export const sundryInvoiceRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["lastName", "firstName", "mobileNumber", "email", "sessionId", "feeItemId"],
  properties: { ...payerProperties, feeItemId: idSchema },
} as const;
export type SundryInvoiceRequest = FromSchema<typeof sundryInvoiceRequestSchema>;

/** A transcript request: the payer and where the transcript goes (the item is the transcript fee). */
export const transcriptRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "lastName",
    "firstName",
    "mobileNumber",
    "email",
    "sessionId",
    "institutionName",
    "institutionAddress",
  ],
  properties: {
    ...payerProperties,
    institutionName: nameSchema,
    institutionAddress: { type: "string", minLength: 1, maxLength: 500, pattern: "\\S" },
    institutionEmail: { type: ["string", "null"], maxLength: 254, format: "email" },
  },
} as const;
export type TranscriptRequest = FromSchema<typeof transcriptRequestSchema>;

/** The history asks for the phone and one of the payer's own invoice numbers or RRRs as proof. */
export const sundryHistoryQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["phone", "reference"],
  properties: { phone: phoneNumberSchema, reference: referenceSchema },
} as const;
export type SundryHistoryQuery = FromSchema<typeof sundryHistoryQuerySchema>;
