import type { FromSchema } from "json-schema-to-ts";

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
