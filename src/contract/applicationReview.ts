import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";
import { invoiceSchema } from "./payments";

/**
 * The application review (issue 20): the admissions office opens a submitted application as its
 * document (`GET /api/ApplicationReview/:id`); the list and its decisions are the workflow
 * `schemas/workflows/application-review.json` (`/api/workflows/application-review…`).
 */

/** The decision states an application may reach (schemas/workflows/application-review.json). */
export const DECISION_STATES = ["admitted", "not_admitted"] as const;

/** The review's workflow: its steps decide an application (`/api/workflows/application-review`). */
export const APPLICATION_REVIEW_WORKFLOW = "application-review";

const nullableText = { type: ["string", "null"] } as const;

export const reviewRefereeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["position", "fullName", "email", "submittedAt", "report"],
  properties: {
    position: { type: "integer" },
    fullName: { type: "string" },
    email: { type: "string" },
    submittedAt: nullableText,
    /** The referee's answers (schemas/forms/pg-referee-report.json), once received. */
    report: { type: ["object", "null"], additionalProperties: { type: "string" } },
  },
} as const;

export const reviewDocumentSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicantId",
    "applicationNumber",
    "fullName",
    "email",
    "mobileNumber",
    "applicationTypeId",
    "applicationType",
    "typeVersion",
    "sessionName",
    "submittedAt",
    "status",
    "decision",
    "data",
    "referees",
    "invoice",
    "actions",
  ],
  properties: {
    applicantId: { type: "integer" },
    applicationNumber: { type: "string" },
    fullName: { type: "string" },
    email: nullableText,
    mobileNumber: { type: "string" },
    applicationTypeId: { type: "string" },
    applicationType: { type: "string" },
    /** The version of the type the application was filled with (its form prints with it). */
    typeVersion: { type: "integer" },
    sessionName: { type: "string" },
    submittedAt: { type: "string" },
    status: { type: "string", enum: ["pending", ...DECISION_STATES] },
    decision: {
      oneOf: [
        { type: "null" },
        {
          type: "object",
          additionalProperties: false,
          required: [
            "programme",
            "department",
            "courseOption",
            "level",
            "decidedBy",
            "decidedAt",
            "matricNumber",
          ],
          properties: {
            programme: nullableText,
            department: nullableText,
            courseOption: nullableText,
            level: nullableText,
            decidedBy: nullableText,
            decidedAt: { type: "string" },
            matricNumber: nullableText,
          },
        },
      ],
    },
    /** The application's answers, as the applicant's own slip prints them. */
    data: { type: "object", additionalProperties: true },
    referees: { type: "array", items: reviewRefereeSchema },
    /** The application fee invoice. */
    invoice: { oneOf: [{ type: "null" }, invoiceSchema] },
    /** The review workflow's steps the caller may take on it now (its toolbar's buttons). */
    actions: { type: "array", items: { type: "string" } },
  },
} as const;
export type ReviewDocument = FromSchema<typeof reviewDocumentSchema>;

/**
 * Utilities (issue 24; spec 2 /utilities/olevel_verification, …/verify_result,
 * /utilities/certificate_verification): an application's O-level sittings and certificates as the
 * applicant entered them, each with the outcome staff recorded when they checked it. The outcome's
 * own fields are schemas/forms/olevel-verification.json's and certificate-verification.json's.
 */

const text = { type: "string" } as const;
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
