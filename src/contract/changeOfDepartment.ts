import type { FromSchema } from "json-schema-to-ts";
import { APPLICATION_STATES } from "../schema/changeOfDepartment/applicationSteps";

/**
 * Change of department (spec 2 /change_of_department_application and _details; 7 Student
 * apply-for-change-of-department; issue 23). The application's own fields are
 * schemas/forms/change-of-department.json's; these are the answers around them.
 */

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;

export const applicationStepSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "status", "by", "at", "note"],
  properties: {
    title: text,
    status: { type: "string", enum: ["done", "refused", "waiting", "not_reached"] },
    /** The name of who took the step. */
    by: nullableText,
    /** ISO date-time. */
    at: nullableText,
    /** Their note, or the reason of a refusal. */
    note: nullableText,
  },
} as const;

export const changeOfDepartmentApplicationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "applicationId",
    "state",
    "summary",
    "sessionName",
    "fromDepartment",
    "fromProgramme",
    "toDepartmentId",
    "toDepartment",
    "toProgrammeId",
    "toProgramme",
    "reason",
    "createdAt",
    "invoiceNumber",
    "isPaid",
    "regNumberBefore",
    "regNumberAfter",
    "steps",
  ],
  properties: {
    applicationId: { type: "integer" },
    state: { type: "string", enum: APPLICATION_STATES },
    /** Where it stands, in one sentence. */
    summary: text,
    sessionName: text,
    fromDepartment: text,
    fromProgramme: text,
    toDepartmentId: { type: "integer" },
    toDepartment: text,
    toProgrammeId: { type: "integer" },
    toProgramme: text,
    reason: text,
    createdAt: text,
    invoiceNumber: nullableText,
    isPaid: { type: "boolean" },
    /** The matric numbers before and after an approved move (the same when the pattern needs no new one). */
    regNumberBefore: nullableText,
    regNumberAfter: nullableText,
    steps: { type: "array", items: applicationStepSchema },
  },
} as const;
export type ChangeOfDepartmentApplication = FromSchema<typeof changeOfDepartmentApplicationSchema>;

/** `GET /api/Student/change-of-department`: the student, the current session, their applications. */
export const changeOfDepartmentStandingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student", "sessionName", "fee", "applications"],
  properties: {
    student: {
      type: "object",
      additionalProperties: false,
      required: ["fullName", "regNumber", "departmentId", "department", "programme", "level"],
      properties: {
        fullName: text,
        regNumber: text,
        departmentId: { type: "integer" },
        department: text,
        programme: text,
        level: text,
      },
    },
    /** The current session (applications are made in it), or null when there is none. */
    sessionName: nullableText,
    /**
     * The fee the student would pay this session, told before they apply: its amount in kobo, or
     * why there is none (the bursary's words), as applying would answer.
     */
    fee: {
      type: "object",
      additionalProperties: false,
      required: ["amount", "problem"],
      properties: { amount: { type: ["integer", "null"] }, problem: nullableText },
    },
    /** Newest first; the first is the open one when there is one. */
    applications: { type: "array", items: changeOfDepartmentApplicationSchema },
  },
} as const;
export type ChangeOfDepartmentStanding = FromSchema<typeof changeOfDepartmentStandingSchema>;

/** The body of `POST /api/Student/apply-for-change-of-department` (the form file validates it). */
export interface ChangeOfDepartmentInput {
  toDepartmentId: number;
  toProgrammeId: number;
  reason: string;
}

/** The answer to applying: the application and the invoice number to pay. */
export const appliedSchema = {
  type: "object",
  additionalProperties: false,
  required: ["application"],
  properties: { application: changeOfDepartmentApplicationSchema },
} as const;
export type ChangeOfDepartmentApplied = FromSchema<typeof appliedSchema>;
