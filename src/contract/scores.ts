import type { FromSchema } from "json-schema-to-ts";
import { idSchema, namedRefSchema as namedRef } from "./ids";
import { SHEET_ACTIONS, SHEET_STATUSES, type SheetStatus } from "./scoreSheetSteps";

/**
 * Scores (issue 13, "Scores and results"; spec section 2 /records, /class, /results/cbt_result_upload;
 * section 7 Lecturer and Results calls): a lecturer's assigned courses, class lists, the score
 * sheet (continuous assessment + examination) entered in a grid or uploaded, the CBT upload, and the
 * approval chain draft → submitted → hod_approved → approved → published.
 */

export { SHEET_STATUSES, type SheetStatus };

/** Highest continuous assessment and examination scores (migration 0121's CHECKs). */
export const MAX_CA_SCORE = 40;
export const MAX_EXAM_SCORE = 60;

const semesterId = { type: "integer", enum: [1, 2] } as const;

/** What the caller may do with a sheet now (the score-sheets workflow): the buttons offered. */
const sheetActionsSchema = { type: "array", items: { type: "string", enum: SHEET_ACTIONS } } as const;

export const assignedCoursesQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "semesterId"],
  properties: { sessionId: idSchema, semesterId },
} as const;
export type AssignedCoursesQuery = FromSchema<typeof assignedCoursesQuerySchema>;

/** A course in a session: what a class list and a score sheet belong to. */
export const courseSessionQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "sessionId"],
  properties: { courseId: idSchema, sessionId: idSchema },
} as const;
export type CourseSessionQuery = FromSchema<typeof courseSessionQuerySchema>;

export const downloadQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "sessionId"],
  properties: {
    courseId: idSchema,
    sessionId: idSchema,
    format: { type: "string", enum: ["xlsx", "csv"], default: "xlsx" },
  },
} as const;
export type DownloadQuery = FromSchema<typeof downloadQuerySchema>;

const nullableString = { type: ["string", "null"] } as const;

export const courseRefSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "code", "title", "units", "level", "department", "semester", "session"],
  properties: {
    id: { type: "integer" },
    code: { type: "string" },
    title: { type: "string" },
    units: { type: "integer" },
    level: namedRef,
    department: namedRef,
    semester: namedRef,
    session: namedRef,
  },
} as const;
export type CourseRef = FromSchema<typeof courseRefSchema>;

export const assignedCourseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["course", "registered", "sheetId", "status", "returnReason"],
  properties: {
    course: courseRefSchema,
    /** Students whose approved registration has this course. */
    registered: { type: "integer" },
    sheetId: { type: ["integer", "null"] },
    status: { type: "string", enum: SHEET_STATUSES },
    returnReason: nullableString,
  },
} as const;
export type AssignedCourse = FromSchema<typeof assignedCourseSchema>;
export const assignedCourseListSchema = { type: "array", items: assignedCourseSchema } as const;

export const classListStudentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["studentId", "regNumber", "fullName", "level", "programme", "department"],
  properties: {
    studentId: { type: "integer" },
    regNumber: { type: "string" },
    fullName: { type: "string" },
    level: { type: "string" },
    programme: { type: "string" },
    department: { type: "string" },
  },
} as const;
export type ClassListStudent = FromSchema<typeof classListStudentSchema>;

export const classListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["course", "lecturers", "students"],
  properties: {
    course: courseRefSchema,
    lecturers: { type: "array", items: { type: "string" } },
    students: { type: "array", items: classListStudentSchema },
  },
} as const;
export type ClassList = FromSchema<typeof classListSchema>;

const score = (maximum: number) => ({ type: ["number", "null"], minimum: 0, maximum }) as const;

export const scoreRowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["studentId", "regNumber", "fullName", "caScore", "examScore", "total", "grade", "points"],
  properties: {
    studentId: { type: "integer" },
    regNumber: { type: "string" },
    fullName: { type: "string" },
    caScore: score(MAX_CA_SCORE),
    examScore: score(MAX_EXAM_SCORE),
    total: { type: ["number", "null"] },
    grade: nullableString,
    points: { type: ["integer", "null"] },
  },
} as const;
export type ScoreRow = FromSchema<typeof scoreRowSchema>;

/** One step of the chain, as the audit keeps it. */
export const sheetEventSchema = {
  type: "object",
  additionalProperties: false,
  required: ["action", "by", "at", "reason"],
  properties: {
    action: { type: "string" },
    by: { type: "string" },
    at: { type: "string", format: "date-time" },
    reason: nullableString,
  },
} as const;
export type SheetEvent = FromSchema<typeof sheetEventSchema>;

export const scoreSheetSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sheetId", "course", "status", "returnReason", "editable", "actions", "rows", "history"],
  properties: {
    sheetId: { type: ["integer", "null"] },
    course: courseRefSchema,
    status: { type: "string", enum: SHEET_STATUSES },
    returnReason: nullableString,
    /** The caller teaches the course and the sheet is a draft. */
    editable: { type: "boolean" },
    actions: sheetActionsSchema,
    rows: { type: "array", items: scoreRowSchema },
    history: { type: "array", items: sheetEventSchema },
  },
} as const;
export type ScoreSheet = FromSchema<typeof scoreSheetSchema>;

export const saveScoresBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "sessionId", "scores"],
  properties: {
    courseId: idSchema,
    sessionId: idSchema,
    scores: {
      type: "array",
      maxItems: 5000,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["studentId", "caScore", "examScore"],
        properties: {
          studentId: idSchema,
          caScore: score(MAX_CA_SCORE),
          examScore: score(MAX_EXAM_SCORE),
        },
      },
    },
  },
} as const;
export type SaveScoresBody = FromSchema<typeof saveScoresBodySchema>;

export const uploadResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["updated"],
  properties: { updated: { type: "integer" } },
} as const;
export type UploadResult = FromSchema<typeof uploadResultSchema>;

export const submitBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "sessionId"],
  properties: { courseId: idSchema, sessionId: idSchema },
} as const;
export type SubmitBody = FromSchema<typeof submitBodySchema>;

/** HOD and dean/admin decisions: approve, or return to the lecturer with a reason; one or many. */
export const decisionBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sheetIds", "approve"],
  properties: {
    sheetIds: { type: "array", items: idSchema, minItems: 1, maxItems: 200, uniqueItems: true },
    approve: { type: "boolean" },
    reason: { type: "string", minLength: 1, maxLength: 500 },
  },
} as const;
export type DecisionBody = FromSchema<typeof decisionBodySchema>;

export const publishBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sheetIds"],
  properties: {
    sheetIds: { type: "array", items: idSchema, minItems: 1, maxItems: 200, uniqueItems: true },
  },
} as const;
export type PublishBody = FromSchema<typeof publishBodySchema>;

export const decisionResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["sheets", "status"],
  properties: {
    sheets: { type: "integer" },
    status: { type: "string", enum: SHEET_STATUSES },
  },
} as const;
export type DecisionResult = FromSchema<typeof decisionResultSchema>;

export const sheetIdParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: idSchema },
} as const;

export const SHEET_STATUS_LABEL: Record<SheetStatus, string> = {
  draft: "Draft",
  submitted: "Submitted",
  hod_approved: "HOD approved",
  approved: "Approved",
  published: "Published",
};
