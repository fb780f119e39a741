import type { FromSchema } from "json-schema-to-ts";
import { verificationState } from "./results";

/**
 * SIWES placements and the student's clearance form (spec 2 /siwes, /siwes/preview,
 * /components_clerance_form; 7 Student student-siwes, add-or-update-student-siwes-details). The
 * placement's own fields are schemas/forms/siwes-placement.json's; these are the answers around them.
 */

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;

/** The student as the SIWES preview and the clearance form print them. */
export const documentStudentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fullName", "regNumber", "programme", "department", "school", "level", "passport"],
  properties: {
    fullName: text,
    regNumber: text,
    programme: text,
    department: text,
    /** The department's School (faculty). */
    school: text,
    level: text,
    /** A data: address of the passport photograph, or null. */
    passport: nullableText,
  },
} as const;

export const siwesPlacementViewSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "organisationName",
    "organisationAddress",
    "stateId",
    "stateName",
    "supervisorName",
    "supervisorPhone",
    "supervisorEmail",
    "startDate",
    "endDate",
    "bankName",
    "accountNumber",
    "accountName",
    "updatedAt",
  ],
  properties: {
    organisationName: text,
    organisationAddress: text,
    stateId: { type: "integer" },
    stateName: text,
    supervisorName: text,
    supervisorPhone: text,
    supervisorEmail: nullableText,
    /** yyyy-mm-dd */
    startDate: text,
    endDate: text,
    bankName: text,
    accountNumber: text,
    accountName: text,
    updatedAt: text,
  },
} as const;
export type SiwesPlacementView = FromSchema<typeof siwesPlacementViewSchema>;

/** GET /Student/student-siwes: the signed-in student's placement of the current session, or none. */
export const studentSiwesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student", "sessionName", "placement", "reference", "code"],
  properties: {
    student: documentStudentSchema,
    /** The current session, whose placement this is. */
    sessionName: text,
    placement: { anyOf: [siwesPlacementViewSchema, { type: "null" }] },
    /** The placement's reference ("SIWES/2025-2026/000012") and signed code; null with no placement. */
    reference: nullableText,
    code: nullableText,
  },
} as const;
export type StudentSiwes = FromSchema<typeof studentSiwesSchema>;

/** GET /Student/verify-siwes/:code (public): what a SIWES placement form's QR code leads to. */
export const siwesVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "placement"],
  properties: {
    ...verificationState,
    placement: {
      type: ["object", "null"],
      additionalProperties: false,
      required: [
        "reference",
        "studentName",
        "regNumber",
        "department",
        "session",
        "organisationName",
        "stateName",
        "startDate",
        "endDate",
      ],
      properties: {
        reference: text,
        /** Masked: the code is public, the form's holder shows the rest. */
        studentName: text,
        regNumber: text,
        department: text,
        session: text,
        organisationName: text,
        stateName: text,
        startDate: text,
        endDate: text,
      },
    },
  },
} as const;
export type SiwesVerification = FromSchema<typeof siwesVerificationSchema>;

/** GET /Student/clearance-form: the signed-in student's clearance form of the current session. */
export const studentClearanceFormSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "office", "instructions", "units", "student", "sessionName", "reference", "code"],
  properties: {
    title: text,
    office: text,
    instructions: { type: "array", items: text },
    units: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["id", "name", "checks"],
        properties: { id: text, name: text, checks: text },
      },
    },
    student: documentStudentSchema,
    sessionName: text,
    reference: text,
    code: text,
  },
} as const;
export type StudentClearanceForm = FromSchema<typeof studentClearanceFormSchema>;

/** GET /Student/verify-clearance-form/:code (public). */
export const clearanceFormVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "form"],
  properties: {
    ...verificationState,
    form: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["reference", "studentName", "regNumber", "department", "session"],
      properties: {
        reference: text,
        studentName: text,
        regNumber: text,
        department: text,
        session: text,
      },
    },
  },
} as const;
export type ClearanceFormVerification = FromSchema<typeof clearanceFormVerificationSchema>;

/** What a student sends (the schema is schemas/forms/siwes-placement.json; this is its type). */
export interface SiwesPlacementInput {
  organisationName: string;
  organisationAddress: string;
  stateId: number;
  supervisorName: string;
  supervisorPhone: string;
  supervisorEmail?: string;
  startDate: string;
  endDate: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}
