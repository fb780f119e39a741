import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";

/**
 * Utilities (issue 24; spec 2 /utilities/olevel_verification, …/verify_result,
 * /utilities/certificate_verification): an application's O-level sittings and certificates as the
 * applicant entered them, each with the outcome staff recorded when they checked it. The outcome's
 * own fields are schemas/forms/olevel-verification.json's and certificate-verification.json's.
 */

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;
const nullableInteger = { type: ["integer", "null"] } as const;

export const VERIFICATION_KINDS = ["olevel", "certificate"] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

/** What staff found, as last recorded: the form's values, when, and by whom. */
const outcomeSchema = {
  type: ["object", "null"],
  additionalProperties: false,
  required: ["values", "verified", "verifiedAt", "verifiedBy"],
  properties: {
    /** The outcome form's values, to open the form with. */
    values: { type: "object", additionalProperties: true },
    verified: { type: "boolean" },
    verifiedAt: { type: "string", format: "date-time" },
    verifiedBy: nullableText,
  },
} as const;

const enteredSittingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["index", "examBody", "examNumber", "examYear", "examCenter", "subjects", "outcome"],
  properties: {
    index: { type: "integer" },
    examBody: nullableText,
    examNumber: nullableText,
    examYear: nullableInteger,
    examCenter: nullableText,
    subjects: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["subject", "grade"],
        properties: { subject: text, grade: nullableText },
      },
    },
    outcome: outcomeSchema,
  },
} as const;

const enteredCertificateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["index", "certificateType", "uploaded", "outcome"],
  properties: {
    index: { type: "integer" },
    certificateType: nullableText,
    /** Whether a file came with it (the review document shows the file). */
    uploaded: { type: "boolean" },
    outcome: outcomeSchema,
  },
} as const;

export const applicationVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicantId",
    "applicationNumber",
    "fullName",
    "applicationType",
    "session",
    "sittings",
    "certificates",
  ],
  properties: {
    applicantId: { type: "integer" },
    applicationNumber: text,
    fullName: text,
    applicationType: text,
    session: text,
    sittings: { type: "array", items: enteredSittingSchema },
    certificates: { type: "array", items: enteredCertificateSchema },
  },
} as const;
export type ApplicationVerification = FromSchema<typeof applicationVerificationSchema>;
export type EnteredSitting = ApplicationVerification["sittings"][number];
export type EnteredCertificate = ApplicationVerification["certificates"][number];

export const applicationVerificationParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicantId"],
  properties: { applicantId: idSchema },
} as const;

export const verificationItemParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicantId", "item"],
  properties: {
    applicantId: idSchema,
    /** The sitting's or certificate's place in the application, from 0. */
    item: { type: "integer", minimum: 0, maximum: 9 },
  },
} as const;
