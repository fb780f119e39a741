import type { FromSchema } from "json-schema-to-ts";
import { REGISTRATION_STATUSES } from "./courseRegistration";
import { idSchema, namedRefSchema as namedRef } from "./ids";

/**
 * Results, transcripts and graduate clearance (`/api/Results/…`, `/api/Student/…`; spec sections
 * 2 "/results", "/results/result", "/results/classlist", student management "clear" and
 * "graduate_clearance", 7 "Results" and "Student", 9 "GPA scale out of 5, shown with 2 decimals").
 *
 * GPAs travel as integer hundredths (312 = 3.12; null: no GPA) and are printed by
 * `formatGpa` of src/schema/grading, so the browser and the server never round differently.
 */

const hundredths = { type: ["integer", "null"], minimum: 0, maximum: 500 } as const;
const score = { type: ["number", "null"] } as const;
const text = { type: "string", minLength: 1, maxLength: 200, pattern: "\\S" } as const;
const grade = { type: ["string", "null"] } as const;
const points = { type: ["integer", "null"] } as const;

export const semesterIdSchema = { type: "integer", enum: [1, 2] } as const;

export const gpaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["units", "qualityPoints", "hundredths"],
  properties: {
    units: { type: "integer" },
    qualityPoints: { type: "integer" },
    hundredths,
  },
} as const;
export type GpaView = FromSchema<typeof gpaSchema>;

export const resultStudentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "fullName", "regNumber", "programme", "department", "level", "status"],
  properties: {
    id: { type: "integer" },
    fullName: { type: "string" },
    regNumber: { type: "string" },
    programme: { type: "string" },
    department: { type: "string" },
    level: { type: "string" },
    status: { type: "string" },
  },
} as const;
export type ResultStudent = FromSchema<typeof resultStudentSchema>;

export const certificateStandingSchema = {
  type: ["string", "null"],
} as const;

/** A term by its session and semester. */
const termRef = { session: namedRef, semester: namedRef } as const;
/** A term's GPA and the CGPA at its end. */
const termGpas = { gpa: gpaSchema, cgpa: gpaSchema } as const;

/** Where a student stands (their published results): the CGPA, its class of certificate, their carry-overs. */
const STANDING = ["cgpa", "certificateClass", "outstanding"] as const;
const standing = {
  cgpa: gpaSchema,
  /** The class of certificate the CGPA stands in now (null without a CGPA). */
  certificateClass: certificateStandingSchema,
  /** Course codes whose latest published attempt is a fail (carry-overs). */
  outstanding: { type: "array", items: { type: "string" } },
} as const;

export const termSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "courses", "gpa", "cgpa"],
  properties: { ...termRef, courses: { type: "integer" }, ...termGpas },
} as const;

/** A student's record: who they are, their terms (each as `term` says), and where they stand. */
function studentRecordSchema<const Term>(term: Term) {
  return {
    type: "object",
    additionalProperties: false,
    required: ["student", "terms", ...STANDING],
    properties: {
      student: resultStudentSchema,
      terms: { type: "array", items: term },
      ...standing,
    },
  } as const;
}

/** GET /Results/student-results: the terms with published results, their GPA and the CGPA. */
export const studentResultsSchema = studentRecordSchema(termSummarySchema);
export type StudentResults = FromSchema<typeof studentResultsSchema>;

export const courseResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "code", "title", "units", "caScore", "examScore", "totalScore", "grade", "points"],
  properties: {
    courseId: { type: "integer" },
    code: { type: "string" },
    title: { type: "string" },
    units: { type: "integer" },
    caScore: score,
    examScore: score,
    totalScore: score,
    grade,
    points,
  },
} as const;
export type CourseResultView = FromSchema<typeof courseResultSchema>;

export const termQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "semesterId"],
  properties: { sessionId: idSchema, semesterId: semesterIdSchema },
} as const;
export type ResultTermQuery = FromSchema<typeof termQuerySchema>;

/** GET /Results/student-semester-cgpa: one semester's statement of result. */
export const statementOfResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student", "session", "semester", "courses", "gpa", ...STANDING],
  properties: {
    student: resultStudentSchema,
    ...termRef,
    courses: { type: "array", items: courseResultSchema },
    gpa: gpaSchema,
    ...standing,
  },
} as const;
export type StatementOfResult = FromSchema<typeof statementOfResultSchema>;

// ——— Composite result sheet (/results/classlist/view) ———

export const RESULT_STAGES = ["published", "all"] as const;

export const compositeQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["departmentId", "programmeId", "levelId", "sessionId", "semesterId"],
  properties: {
    departmentId: idSchema,
    programmeId: idSchema,
    levelId: idSchema,
    sessionId: idSchema,
    semesterId: semesterIdSchema,
    /** published (default): only published results; all: also those still in the approval chain. */
    stage: { type: "string", enum: RESULT_STAGES },
  },
} as const;
export type CompositeQuery = FromSchema<typeof compositeQuerySchema>;

export const compositeCellSchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "totalScore", "grade", "points", "status"],
  properties: {
    courseId: { type: "integer" },
    totalScore: score,
    grade,
    points,
    status: { type: "string" },
  },
} as const;

export const compositeRowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["studentId", "regNumber", "fullName", "cells", "gpa", "cgpa", "remarks"],
  properties: {
    studentId: { type: "integer" },
    regNumber: { type: "string" },
    fullName: { type: "string" },
    cells: { type: "array", items: compositeCellSchema },
    gpa: gpaSchema,
    cgpa: gpaSchema,
    /** "Passed", or "Carry over: CSC 111, GSE 121". */
    remarks: { type: "string" },
  },
} as const;
export type CompositeRow = FromSchema<typeof compositeRowSchema>;

export const compositeSheetSchema = {
  type: "object",
  additionalProperties: false,
  required: ["department", "programme", "level", "session", "semester", "stage", "courses", "students"],
  properties: {
    department: namedRef,
    programme: namedRef,
    level: namedRef,
    session: namedRef,
    semester: namedRef,
    stage: { type: "string", enum: RESULT_STAGES },
    courses: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["courseId", "code", "title", "units"],
        properties: {
          courseId: { type: "integer" },
          code: { type: "string" },
          title: { type: "string" },
          units: { type: "integer" },
        },
      },
    },
    students: { type: "array", items: compositeRowSchema },
  },
} as const;
export type CompositeSheet = FromSchema<typeof compositeSheetSchema>;

// ——— One student's record for their course adviser or head of department (/class/results/student) ———

/** A result's statuses once its lecturer has submitted it (a draft is the lecturer's own). */
export const RESULT_CHAIN_STATUSES = ["submitted", "hod_approved", "approved", "published"] as const;

/** A registered course of a term, or a result without a slip, with its result if past draft. */
export const recordCourseSchema = {
  type: "object",
  additionalProperties: false,
  required: [...courseResultSchema.required, "registered", "status"],
  properties: {
    ...courseResultSchema.properties,
    /** On the term's registration slip (false: a result entered without one). */
    registered: { type: "boolean" },
    /** The result's place in the approval chain; null while there is none past draft. */
    status: { type: ["string", "null"], enum: [...RESULT_CHAIN_STATUSES, null] },
  },
} as const;
export type RecordCourse = FromSchema<typeof recordCourseSchema>;

export const recordTermSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "registration", "courses", "gpa", "cgpa", "provisional"],
  properties: {
    ...termRef,
    registration: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["id", "status", "totalUnits"],
      properties: {
        id: { type: "integer" },
        status: { type: "string", enum: REGISTRATION_STATUSES },
        totalUnits: { type: "integer" },
      },
    },
    courses: { type: "array", items: recordCourseSchema },
    /** Of published results only: the term's GPA and the CGPA at its end. */
    ...termGpas,
    /** Counting the term's results not yet published as well; null when every result is published. */
    provisional: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["gpa", "cgpa"],
      properties: termGpas,
    },
  },
} as const;
export type RecordTerm = FromSchema<typeof recordTermSchema>;

/** GET /Lecturer/course-adviser-student/:id: the student, their terms, and their published standing. */
export const adviseeRecordSchema = studentRecordSchema(recordTermSchema);
export type AdviseeRecord = FromSchema<typeof adviseeRecordSchema>;

/** The class-list filters the caller may choose: departments narrowed to their post. */
export const classListOptionsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["departments", "programmes", "levels", "sessions", "semesters", "currentSessionId"],
  properties: {
    departments: { type: "array", items: namedRef },
    programmes: { type: "array", items: namedRef },
    levels: { type: "array", items: namedRef },
    sessions: { type: "array", items: namedRef },
    semesters: { type: "array", items: namedRef },
    currentSessionId: { type: ["integer", "null"] },
  },
} as const;
export type ClassListOptions = FromSchema<typeof classListOptionsSchema>;

// ——— Transcripts ———

export const studentTranscriptRequestSchema = {
  type: "object",
  additionalProperties: false,
  required: ["institutionName", "institutionAddress"],
  properties: {
    institutionName: text,
    institutionAddress: { type: "string", minLength: 1, maxLength: 500, pattern: "\\S" },
    institutionEmail: { type: "string", format: "email", maxLength: 200 },
  },
} as const;
export type StudentTranscriptRequest = FromSchema<typeof studentTranscriptRequestSchema>;

export const transcriptRequestRowSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "requestedAt",
    "invoiceNumber",
    "paid",
    "paidAt",
    "payerName",
    "regNumber",
    "studentId",
    "institutionName",
    "institutionAddress",
    "institutionEmail",
    "printedAt",
    "printCount",
  ],
  properties: {
    id: { type: "integer" },
    requestedAt: { type: "string" },
    invoiceNumber: { type: "string" },
    paid: { type: "boolean" },
    paidAt: { type: ["string", "null"] },
    payerName: { type: "string" },
    /** The student's matric number (a public payer's as typed). */
    regNumber: { type: ["string", "null"] },
    /** The student whose transcript it is; null when a public payer's number matches nobody. */
    studentId: { type: ["integer", "null"] },
    institutionName: { type: "string" },
    institutionAddress: { type: "string" },
    institutionEmail: { type: ["string", "null"] },
    printedAt: { type: ["string", "null"] },
    printCount: { type: "integer" },
  },
} as const;
export type TranscriptRequestRow = FromSchema<typeof transcriptRequestRowSchema>;

export const transcriptTermSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "courses", "gpa", "cgpa"],
  properties: { ...termRef, courses: { type: "array", items: courseResultSchema }, ...termGpas },
} as const;

export const transcriptSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "reference",
    "code",
    "student",
    "terms",
    "cgpa",
    "certificateClass",
    "institutionName",
    "institutionAddress",
    "printedAt",
    "printedBy",
  ],
  properties: {
    /** TRN/<year>/<issue id>. */
    reference: { type: "string" },
    /** The signed verification code the QR code carries. */
    code: { type: "string" },
    student: resultStudentSchema,
    terms: { type: "array", items: transcriptTermSchema },
    cgpa: gpaSchema,
    certificateClass: certificateStandingSchema,
    institutionName: { type: "string" },
    institutionAddress: { type: "string" },
    printedAt: { type: "string" },
    printedBy: { type: "string" },
  },
} as const;
export type Transcript = FromSchema<typeof transcriptSchema>;

/** What a public verification page is told first: whether the document is genuine, and in words. */
export const verificationState = {
  state: { type: "string", enum: ["genuine", "altered", "unknown"] },
  message: { type: "string" },
} as const;

export const transcriptVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "transcript"],
  properties: {
    ...verificationState,
    transcript: {
      type: ["object", "null"],
      additionalProperties: false,
      required: [
        "reference",
        "studentName",
        "regNumber",
        "programme",
        "cgpa",
        "certificateClass",
        "printedAt",
      ],
      properties: {
        reference: { type: "string" },
        studentName: { type: "string" },
        regNumber: { type: "string" },
        programme: { type: "string" },
        cgpa: hundredths,
        certificateClass: { type: ["string", "null"] },
        printedAt: { type: "string" },
      },
    },
  },
} as const;
export type TranscriptVerification = FromSchema<typeof transcriptVerificationSchema>;

// ——— Graduate clearance ———

export const clearanceCheckSchema = {
  type: "object",
  additionalProperties: false,
  required: ["key", "label", "passed", "detail"],
  properties: {
    key: { type: "string" },
    label: { type: "string" },
    passed: { type: "boolean" },
    detail: { type: "string" },
  },
} as const;
export type ClearanceCheck = FromSchema<typeof clearanceCheckSchema>;

export const clearanceRecordSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "reference",
    "code",
    "graduationSession",
    "cgpa",
    "units",
    "certificateClass",
    "clearedBy",
    "clearedAt",
  ],
  properties: {
    reference: { type: "string" },
    /** The slip's verification code: its QR code leads to /verify_clearance/<code>. */
    code: { type: "string" },
    graduationSession: namedRef,
    cgpa: { type: "integer" },
    units: { type: "integer" },
    certificateClass: { type: "string" },
    clearedBy: { type: "string" },
    clearedAt: { type: "string" },
  },
} as const;

export const studentClearanceSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student", "checks", "eligible", "cgpa", "certificateClass", "clearance"],
  properties: {
    student: resultStudentSchema,
    checks: { type: "array", items: clearanceCheckSchema },
    eligible: { type: "boolean" },
    cgpa: gpaSchema,
    certificateClass: certificateStandingSchema,
    clearance: { anyOf: [{ type: "null" }, clearanceRecordSchema] },
  },
} as const;
export type StudentClearance = FromSchema<typeof studentClearanceSchema>;

export const clearanceCandidateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student", "cgpa", "eligible", "problems", "clearedAt"],
  properties: {
    student: resultStudentSchema,
    cgpa: hundredths,
    eligible: { type: "boolean" },
    problems: { type: "array", items: { type: "string" } },
    clearedAt: { type: ["string", "null"] },
  },
} as const;
export type ClearanceCandidate = FromSchema<typeof clearanceCandidateSchema>;

export const candidatesQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { departmentId: idSchema, programmeId: idSchema },
} as const;
export type CandidatesQuery = FromSchema<typeof candidatesQuerySchema>;

export const clearBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["graduationSessionId"],
  properties: { graduationSessionId: idSchema },
} as const;

/** GET /Results/verify-clearance/:code (public): what a clearance slip's QR code leads to. */
export const clearanceVerificationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["state", "message", "clearance"],
  properties: {
    ...verificationState,
    clearance: {
      type: ["object", "null"],
      additionalProperties: false,
      required: [
        "reference",
        "studentName",
        "regNumber",
        "programme",
        "graduationSession",
        "cgpa",
        "certificateClass",
        "clearedAt",
      ],
      properties: {
        reference: { type: "string" },
        /** Masked ("A***** O*****"): the code is public, the slip's holder shows the rest. */
        studentName: { type: "string" },
        regNumber: { type: "string" },
        programme: { type: "string" },
        graduationSession: { type: "string" },
        cgpa: hundredths,
        certificateClass: { type: "string" },
        clearedAt: { type: "string" },
      },
    },
  },
} as const;
export type ClearanceVerification = FromSchema<typeof clearanceVerificationSchema>;
