import type { FromSchema } from "json-schema-to-ts";

/**
 * The annual performance evaluation (APER, issue 24; spec 2 /performance_evaluation and its pages,
 * 7 PerformanceEvaluation). Each section's answers are its form file's (schemas/forms/aper-*.json);
 * the steps are the workflow's (POST /api/workflows/performance-evaluation/transitions).
 */

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;
const nullableNumber = { type: ["number", "null"] } as const;

export const evaluationYearSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "year", "isOpen"],
  properties: { id: { type: "integer" }, year: { type: "integer" }, isOpen: { type: "boolean" } },
} as const;

/** Which part of the evaluation the caller holds: the staff member's own, or an officer's. */
export const EVALUATION_PARTS = ["staff", "reviewer", "reportingOfficer", "counterSigningOfficer"] as const;

export const evaluationViewSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "year",
    "status",
    "statusLabel",
    "staff",
    "officers",
    "answers",
    "overallGrade",
    "meanGrade",
    "recommendation",
    "stamps",
    "parts",
    "actions",
    "editable",
  ],
  properties: {
    id: { type: "integer" },
    year: evaluationYearSchema,
    status: { type: "string", enum: ["draft", "submitted", "assessed", "reported", "signed"] },
    statusLabel: text,
    staff: {
      type: "object",
      additionalProperties: false,
      required: ["fullName", "staffNumber", "department", "rank"],
      properties: { fullName: text, staffNumber: nullableText, department: nullableText, rank: nullableText },
    },
    /** The officers assigned for the staff member and year (null: not assigned yet). */
    officers: {
      type: "object",
      additionalProperties: false,
      required: ["reviewer", "reportingOfficer", "counterSigningOfficer"],
      properties: {
        reviewer: nullableText,
        reportingOfficer: nullableText,
        counterSigningOfficer: nullableText,
      },
    },
    /** The sections the caller may read, by form file name: the staff member sees the officers' once signed. */
    answers: {
      type: "object",
      additionalProperties: { type: "object", additionalProperties: true },
    },
    /** The reviewer's overall grade, A–F (spec 9), and the mean of the qualities' grades as 1–6. */
    overallGrade: nullableText,
    meanGrade: nullableNumber,
    recommendation: nullableText,
    stamps: {
      type: "object",
      additionalProperties: false,
      required: ["submittedAt", "assessedAt", "reportedAt", "signedAt", "returnedAt", "returnReason"],
      properties: {
        submittedAt: nullableText,
        assessedAt: nullableText,
        reportedAt: nullableText,
        signedAt: nullableText,
        returnedAt: nullableText,
        returnReason: nullableText,
      },
    },
    parts: { type: "array", items: { type: "string", enum: EVALUATION_PARTS } },
    /** The workflow steps the caller may take now. */
    actions: { type: "array", items: text },
    /** The sections the caller may save now. */
    editable: { type: "array", items: text },
  },
} as const;
export type EvaluationView = FromSchema<typeof evaluationViewSchema>;

export const ownEvaluationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["year", "evaluation"],
  properties: {
    /** The year asked for, else the current one (the latest open year); null when none is open. */
    year: { anyOf: [evaluationYearSchema, { type: "null" }] },
    evaluation: { anyOf: [evaluationViewSchema, { type: "null" }] },
  },
} as const;
export type OwnEvaluation = FromSchema<typeof ownEvaluationSchema>;

export const ownEvaluationQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { yearId: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

export const evaluationIdParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: { type: "integer", minimum: 1, maximum: 2147483647 } },
} as const;

/** Who may call the module's routes: staff (the workflow's rows decide which evaluations). */
export const EVALUATION_ACCESS = { roles: ["lecturer", "official"] } as const;
