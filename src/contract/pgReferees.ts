import type { FromSchema } from "json-schema-to-ts";
import { phoneNumberSchema } from "./payments";

/**
 * Postgraduate referees and the slip's reprint (spec section 2: /pg_referee_form,
 * /pg_reprint_login). On submit each referee the applicant listed is emailed a single-use link
 * (a signed random token; the server keeps only its hash) to the referee form; the report is
 * written once. The referee sees only the applicant's name and programme.
 */

export const refereeTokenSchema = {
  type: "string",
  minLength: 20,
  maxLength: 120,
  pattern: "^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$",
  description: "The token of the link the referee was emailed",
} as const;

export const refereeOpenBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token"],
  properties: { token: refereeTokenSchema },
} as const;
export type RefereeOpenBody = FromSchema<typeof refereeOpenBodySchema>;

/** What the referee form shows: whose reference it is, nothing of the application beyond that. */
export const refereeRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicantName", "applicationType", "programme", "refereeName", "expiresAt"],
  properties: {
    applicantName: { type: "string" },
    applicationType: { type: "string", description: "e.g. Postgraduate Programme" },
    programme: { type: ["string", "null"], description: "The programme applied for, e.g. PGDE" },
    refereeName: { type: "string" },
    expiresAt: { type: "string", format: "date-time" },
  },
} as const;
export type RefereeRequest = FromSchema<typeof refereeRequestSchema>;

/**
 * The report's fields are the form file's (schemas/forms/pg-referee-report.json): the server reads
 * the file at start and checks the report with its schema, as the browser does.
 */
export type RefereeReport = Record<string, string>;

export function refereeSubmitBodySchema(reportSchema: Readonly<Record<string, unknown>>) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["token", "report"],
    properties: { token: refereeTokenSchema, report: reportSchema },
  } as const;
}

/** One referee of the signed-in applicant, as their slip shows it. */
export const refereeStatusSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fullName", "status", "receivedAt"],
  properties: {
    fullName: { type: "string" },
    status: { type: "string", enum: ["pending", "received"] },
    receivedAt: { type: ["string", "null"], format: "date-time" },
  },
} as const;
export type RefereeStatus = FromSchema<typeof refereeStatusSchema>;

export const applicantRefereesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationNumber", "referees"],
  properties: {
    applicationNumber: { type: "string", description: "e.g. PG/2026/000012" },
    referees: { type: "array", items: refereeStatusSchema },
  },
} as const;
export type ApplicantReferees = FromSchema<typeof applicantRefereesSchema>;

/** PG/2026/000012: the type, the session's first year and the applicant's number. */
export const applicationNumberSchema = {
  type: "string",
  minLength: 5,
  maxLength: 40,
  pattern: "^\\s*[A-Za-z_]+/[0-9]{4}/[0-9]{1,9}\\s*$",
  description: "The application number on the slip and the receipt, e.g. PG/2026/000012",
} as const;

/** /pg_reprint_login step 1: the application number and the phone number; emails a code. */
export const reprintSignInBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationNumber", "phoneNumber"],
  properties: { applicationNumber: applicationNumberSchema, phoneNumber: phoneNumberSchema },
} as const;
export type ReprintSignInBody = FromSchema<typeof reprintSignInBodySchema>;

export const reprintVerifyBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["applicationNumber", "phoneNumber", "code"],
  properties: {
    applicationNumber: applicationNumberSchema,
    phoneNumber: phoneNumberSchema,
    code: { type: "string", pattern: "^\\s*[0-9]{6}\\s*$", description: "The 6-digit code from the email" },
  },
} as const;
export type ReprintVerifyBody = FromSchema<typeof reprintVerifyBodySchema>;

export const REFEREE_MESSAGES = {
  invalid: "This referee link is not valid. Please use the link exactly as it was emailed to you.",
  expired: "This referee link has expired. Please ask the applicant or the admissions office for a new one.",
  used: "A report has already been received through this link. Thank you.",
  noMatch: "No submitted application matches this application number and phone number.",
} as const;
