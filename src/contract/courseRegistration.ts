import type { FromSchema } from "json-schema-to-ts";
import { idSchema, namedRefSchema as namedRef } from "./ids";

/**
 * Course registration (`/api/CourseRegistration/…`, spec section 7): a student's registrable
 * courses for a term, registering them (all or nothing), the slip and its history, add/drop, and
 * the course adviser's or head of department's approval, single and bulk.
 */

const units = { type: "integer", minimum: 0, maximum: 60 } as const;
const courseIds = {
  type: "array",
  items: idSchema,
  maxItems: 40,
  uniqueItems: true,
} as const;

export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export const COURSE_KINDS = ["compulsory", "elective", "carryover", "borrowed"] as const;

export const termQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "semesterId"],
  properties: {
    sessionId: idSchema,
    semesterId: { type: "integer", enum: [1, 2] },
    /** The spec's call carries the level; when given it must be the student's own. */
    levelId: idSchema,
  },
} as const;
export type TermQuery = FromSchema<typeof termQuerySchema>;

export const registeredCourseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "code", "title", "units", "kind"],
  properties: {
    courseId: { type: "integer" },
    code: { type: "string" },
    title: { type: "string" },
    units: { type: "integer" },
    kind: { type: "string", enum: COURSE_KINDS },
  },
} as const;
export type RegisteredCourse = FromSchema<typeof registeredCourseSchema>;

export const registrationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "student",
    "session",
    "semester",
    "level",
    "programme",
    "department",
    "status",
    "minUnits",
    "maxUnits",
    "totalUnits",
    "courses",
    "decidedBy",
    "decidedAt",
    "remark",
    "createdAt",
  ],
  properties: {
    id: { type: "integer" },
    student: {
      type: "object",
      additionalProperties: false,
      required: ["id", "regNumber", "fullName"],
      properties: { id: { type: "integer" }, regNumber: { type: "string" }, fullName: { type: "string" } },
    },
    session: namedRef,
    semester: namedRef,
    level: namedRef,
    programme: namedRef,
    department: namedRef,
    status: { type: "string", enum: REGISTRATION_STATUSES },
    minUnits: units,
    maxUnits: units,
    totalUnits: units,
    courses: { type: "array", items: registeredCourseSchema },
    decidedBy: { type: ["string", "null"], description: "Who approved or rejected the slip" },
    decidedAt: { type: ["string", "null"], format: "date-time" },
    remark: { type: ["string", "null"] },
    createdAt: { type: "string", format: "date-time" },
  },
} as const;
export type Registration = FromSchema<typeof registrationSchema>;

export const registrableCoursesSchema = {
  type: "object",
  additionalProperties: false,
  required: ["session", "semester", "level", "window", "minUnits", "maxUnits", "courses", "registration"],
  properties: {
    session: namedRef,
    semester: namedRef,
    level: namedRef,
    window: {
      type: "object",
      additionalProperties: false,
      required: ["open", "closesAt"],
      properties: {
        open: { type: "boolean", description: "The class's window or the student's late opening runs now" },
        closesAt: { type: ["string", "null"], format: "date-time" },
      },
    },
    minUnits: units,
    maxUnits: {
      ...units,
      description: "The student's own limit for the term when set, else the unit load's",
    },
    courses: { type: "array", items: registeredCourseSchema },
    registration: { anyOf: [registrationSchema, { type: "null" }] },
  },
} as const;
export type RegistrableCourses = FromSchema<typeof registrableCoursesSchema>;

export const registerBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "semesterId", "courseIds"],
  properties: {
    sessionId: idSchema,
    semesterId: { type: "integer", enum: [1, 2] },
    courseIds: { ...courseIds, minItems: 1 },
  },
} as const;
export type RegisterBody = FromSchema<typeof registerBodySchema>;

export const addOrDropBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["registrationId"],
  properties: { registrationId: idSchema, add: courseIds, drop: courseIds },
} as const;
export type AddOrDropBody = FromSchema<typeof addOrDropBodySchema>;

export const registrationSummarySchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "student",
    "session",
    "semester",
    "level",
    "department",
    "status",
    "totalUnits",
    "createdAt",
  ],
  properties: {
    id: { type: "integer" },
    student: registrationSchema.properties.student,
    session: namedRef,
    semester: namedRef,
    level: namedRef,
    department: namedRef,
    status: { type: "string", enum: REGISTRATION_STATUSES },
    totalUnits: units,
    createdAt: { type: "string", format: "date-time" },
  },
} as const;
export type RegistrationSummary = FromSchema<typeof registrationSummarySchema>;

export const registrationListSchema = { type: "array", items: registrationSummarySchema } as const;

export const approvalQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["sessionId", "semesterId"],
  properties: {
    sessionId: idSchema,
    semesterId: { type: "integer", enum: [1, 2] },
    status: { type: "string", enum: REGISTRATION_STATUSES },
    levelId: idSchema,
  },
} as const;
export type ApprovalQuery = FromSchema<typeof approvalQuerySchema>;

export const decisionBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["registrationId", "approve"],
  properties: {
    registrationId: idSchema,
    approve: { type: "boolean" },
    remark: { type: "string", maxLength: 500 },
  },
} as const;
export type DecisionBody = FromSchema<typeof decisionBodySchema>;

export const bulkApproveBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["registrationIds"],
  properties: {
    registrationIds: { type: "array", items: idSchema, minItems: 1, maxItems: 500, uniqueItems: true },
  },
} as const;
export type BulkApproveBody = FromSchema<typeof bulkApproveBodySchema>;

export const bulkApproveResultSchema = {
  type: "object",
  additionalProperties: false,
  required: ["approved"],
  properties: { approved: { type: "integer", minimum: 0 } },
} as const;
export type BulkApproveResult = FromSchema<typeof bulkApproveResultSchema>;

export const borrowableCourseSchema = {
  type: "object",
  additionalProperties: false,
  required: ["courseId", "code", "title", "units", "level", "department", "requestStatus"],
  properties: {
    courseId: { type: "integer" },
    code: { type: "string" },
    title: { type: "string" },
    units: { type: "integer" },
    level: namedRef,
    department: namedRef,
    requestStatus: {
      type: ["string", "null"],
      enum: ["pending", "approved", "rejected", null],
      description: "The student's borrowed-course request for the course this session, if any",
    },
  },
} as const;
export type BorrowableCourse = FromSchema<typeof borrowableCourseSchema>;
export const borrowableCoursesSchema = { type: "array", items: borrowableCourseSchema } as const;
