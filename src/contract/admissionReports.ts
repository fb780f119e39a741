import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";

/**
 * The admissions reports (spec section 2: /app_reports/application_reports and
 * /reports/{application,putme,jupeb,registration_number}_reports): counts of applications by type,
 * programme (the first-choice department), state of origin and status — of PUTME candidates also
 * by score band, of students by their registration (matric) numbers' programme, department,
 * student type and status. `GET /api/AdmissionReports/:report`, and `/export?format=csv|xlsx`.
 */

export const ADMISSION_REPORTS = ["application", "putme", "jupeb", "registration_number"] as const;
export type AdmissionReportName = (typeof ADMISSION_REPORTS)[number];

export const admissionReportParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["report"],
  properties: { report: { type: "string", enum: ADMISSION_REPORTS } },
} as const;

/** Every filter is optional: a session (of application, or of entry for students) and a type. */
export const admissionReportQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    sessionId: idSchema,
    /** An application type's folder name (schemas/applications/<type>); ignored by the student report. */
    applicationType: { type: "string", pattern: "^[a-z][a-z0-9_]*$", maxLength: 40 },
  },
} as const;
export type AdmissionReportQuery = FromSchema<typeof admissionReportQuerySchema>;

export const admissionReportExportQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...admissionReportQuerySchema.properties,
    format: { type: "string", enum: ["csv", "xlsx"] },
  },
} as const;
export type AdmissionReportExportQuery = FromSchema<typeof admissionReportExportQuerySchema>;

const countRowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["key", "label", "count"],
  properties: {
    /** What the row counts, as stored (a type id, a department id, a status); "" for none. */
    key: { type: "string" },
    label: { type: "string" },
    count: { type: "integer" },
  },
} as const;
export type AdmissionCountRow = FromSchema<typeof countRowSchema>;

const groupSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name", "title", "rows"],
  properties: {
    /** "type", "programme", "state", "status", "score", "department", "studentType". */
    name: { type: "string" },
    /** The grouping in words: "Application type", "State of origin"… */
    title: { type: "string" },
    rows: { type: "array", items: countRowSchema },
  },
} as const;
export type AdmissionReportGroup = FromSchema<typeof groupSchema>;

export const admissionReportSchema = {
  type: "object",
  additionalProperties: false,
  required: ["report", "title", "unit", "total", "groups"],
  properties: {
    report: { type: "string", enum: ADMISSION_REPORTS },
    title: { type: "string" },
    /** What is counted, plural: "applications", "students". */
    unit: { type: "string" },
    total: { type: "integer" },
    groups: { type: "array", items: groupSchema },
  },
} as const;
export type AdmissionReport = FromSchema<typeof admissionReportSchema>;

/** The application types the report filter offers (every folder of schemas/applications). */
export const admissionReportTypesSchema = {
  type: "array",
  items: {
    type: "object",
    additionalProperties: false,
    required: ["id", "name"],
    properties: { id: { type: "string" }, name: { type: "string" } },
  },
} as const;
export type AdmissionReportType = FromSchema<typeof admissionReportTypesSchema>[number];

/**
 * The post-UTME exam slip (/invoice_generate_putme_slip) of the signed-in applicant
 * (`GET /api/Applicant/putme-slip`, applicant session cookie): who they are, their JAMB number and
 * UTME score, their first-choice course, and when and where they sit (the PUTME schedule), or
 * null while the admissions office has not set it.
 */
export const putmeSlipSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicationNumber",
    "applicationType",
    "fullName",
    "passport",
    "jambNumber",
    "utmeScore",
    "course",
    "session",
    "submittedAt",
    "schedule",
  ],
  properties: {
    applicationNumber: { type: "string" },
    applicationType: { type: "string" },
    fullName: { type: "string" },
    /** The passport photograph as uploaded (a data URL), or null. */
    passport: { type: ["string", "null"] },
    jambNumber: { type: ["string", "null"] },
    utmeScore: { type: ["integer", "null"] },
    course: { type: ["string", "null"] },
    session: { type: "string" },
    submittedAt: { type: "string" },
    schedule: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["venue", "examDate", "startTime", "instructions"],
      properties: {
        venue: { type: "string" },
        examDate: { type: "string" },
        startTime: { type: "string" },
        instructions: { type: ["string", "null"] },
      },
    },
  },
} as const;
export type PutmeSlip = FromSchema<typeof putmeSlipSchema>;

export const PUTME_SLIP_MESSAGES = {
  notPutme: "The exam slip is for post-UTME applicants.",
  notSubmitted: "Submit your application first: the exam slip is printed from a submitted application.",
} as const;
