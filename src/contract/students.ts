import type { FromSchema } from "json-schema-to-ts";
import { registeredCourseSchema, registrationSchema } from "./courseRegistration";
import { idSchema, namedRefSchema as namedRef } from "./ids";

/**
 * Student management and the student's own profile (`/api/Student/…`, `/api/UserDocument/…`,
 * `/api/CourseManagement/add-drop…`; spec sections 3 "Student profile" and 7 "Student"). The
 * student's own edits and the passport upload are validated with the form files
 * `schemas/forms/student-profile.json` and `schemas/forms/student-passport.json` on both sides.
 */

const text = { type: ["string", "null"] } as const;

export const STUDENT_RECORD_STATUSES = ["active", "graduated", "withdrawn", "suspended"] as const;

/** Spec 3 "Student profile", with the names of what the ids point at. */
export const studentProfileSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "regNumber",
    "lastname",
    "firstname",
    "middlename",
    "fullName",
    "genderId",
    "gender",
    "dateOfBirth",
    "countryId",
    "country",
    "stateId",
    "state",
    "lgaId",
    "lga",
    "homeTown",
    "permanentAddress",
    "email",
    "mobileNumber",
    "contactAddress",
    "nin",
    "programme",
    "departmentId",
    "department",
    "departmentOptionId",
    "departmentOption",
    "level",
    "sessionId",
    "session",
    "studentTypeId",
    "studentType",
    "modeOfEntryId",
    "modeOfEntry",
    "modeOfStudyId",
    "modeOfStudy",
    "status",
    "passport",
    "nextOfKin",
    "educationHistory",
    "employment",
    "account",
  ],
  properties: {
    id: { type: "integer" },
    regNumber: { type: "string" },
    lastname: { type: "string" },
    firstname: { type: "string" },
    middlename: text,
    fullName: { type: "string" },
    genderId: { type: ["integer", "null"] },
    gender: text,
    dateOfBirth: text,
    countryId: { type: ["integer", "null"] },
    country: text,
    stateId: { type: ["integer", "null"] },
    state: text,
    lgaId: { type: ["integer", "null"] },
    lga: text,
    homeTown: text,
    permanentAddress: text,
    email: text,
    mobileNumber: text,
    contactAddress: text,
    nin: text,
    programme: namedRef,
    departmentId: { type: "integer" },
    department: { type: "string" },
    departmentOptionId: { type: ["integer", "null"] },
    departmentOption: text,
    level: namedRef,
    /** The session of entry. */
    sessionId: { type: "integer" },
    session: { type: "string" },
    studentTypeId: { type: "integer" },
    studentType: { type: "string" },
    modeOfEntryId: { type: "integer" },
    modeOfEntry: { type: "string" },
    modeOfStudyId: { type: "integer" },
    modeOfStudy: { type: "string" },
    status: { type: "string", enum: STUDENT_RECORD_STATUSES },
    /** A data URL (JPEG or PNG), or null. */
    passport: text,
    nextOfKin: {
      type: "object",
      additionalProperties: false,
      required: ["fullname", "address", "mobileNumber", "email", "relationshipId", "relationship"],
      properties: {
        fullname: text,
        address: text,
        mobileNumber: text,
        email: text,
        relationshipId: { type: ["integer", "null"] },
        relationship: text,
      },
    },
    educationHistory: { type: "array", items: { type: "object" } },
    employment: { type: "array", items: { type: "object" } },
    /** The student's sign-in account: null when none is linked yet. */
    account: {
      anyOf: [
        {
          type: "object",
          additionalProperties: false,
          required: ["userName", "active", "claimed"],
          properties: {
            userName: { type: "string" },
            active: { type: "boolean" },
            /** The student has set the account up (claimed it at /verify_account). */
            claimed: { type: "boolean" },
          },
        },
        { type: "null" },
      ],
    },
  },
} as const;
export type StudentProfile = FromSchema<typeof studentProfileSchema>;

/** What a student may change (the schema is schemas/forms/student-profile.json; this is its type). */
export interface StudentProfileUpdate {
  mobileNumber: string;
  contactAddress: string;
  permanentAddress?: string;
  nextOfKinName: string;
  nextOfKinRelationshipId: number;
  nextOfKinMobileNumber: string;
  nextOfKinEmail?: string;
  nextOfKinAddress: string;
}

/** The upload (schema: schemas/forms/student-passport.json). */
export interface PassportUpload {
  passport: string;
}

export const studentIdBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["studentId"],
  properties: { studentId: idSchema },
} as const;
export type StudentIdBody = FromSchema<typeof studentIdBodySchema>;

export const studentActivationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["studentId", "userName", "active"],
  properties: {
    studentId: { type: "integer" },
    userName: { type: "string" },
    active: { type: "boolean" },
  },
} as const;
export type StudentActivation = FromSchema<typeof studentActivationSchema>;

// ---- Staff add/drop (/course_management/add_drop) ----

export const addDropLookupSchema = {
  type: "object",
  additionalProperties: false,
  required: ["regNumber"],
  properties: { regNumber: { type: "string", minLength: 3, maxLength: 30, pattern: "\\S" } },
} as const;
export type AddDropLookup = FromSchema<typeof addDropLookupSchema>;

export const registrationChangeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "registrationId", "course", "action", "changedBy", "changedAs", "reason", "at"],
  properties: {
    id: { type: "integer" },
    registrationId: { type: "integer" },
    course: { type: "string", description: "Code and title" },
    action: { type: "string", enum: ["add", "drop"] },
    changedBy: text,
    changedAs: { type: "string", enum: ["courseadviser", "hod", "official"] },
    reason: text,
    at: { type: "string", format: "date-time" },
  },
} as const;
export type RegistrationChange = FromSchema<typeof registrationChangeSchema>;

/** A student found by matric number, their registrations (newest first) and the staff changes to them. */
export const addDropStudentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["student"],
  properties: {
    student: {
      type: "object",
      additionalProperties: false,
      required: ["id", "regNumber", "fullName", "department", "level", "status"],
      properties: {
        id: { type: "integer" },
        regNumber: { type: "string" },
        fullName: { type: "string" },
        department: { type: "string" },
        level: { type: "string" },
        status: { type: "string" },
      },
    },
  },
} as const;
export type AddDropStudent = FromSchema<typeof addDropStudentSchema>;

/** One registration as add/drop shows it: the slip, its window and limits, and the courses that may be added. */
export const addDropRegistrationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["registration", "window", "minUnits", "maxUnits", "addable", "changes"],
  properties: {
    registration: registrationSchema,
    window: {
      type: "object",
      additionalProperties: false,
      required: ["open", "closesAt"],
      properties: { open: { type: "boolean" }, closesAt: { type: ["string", "null"], format: "date-time" } },
    },
    minUnits: { type: "integer" },
    maxUnits: { type: "integer" },
    addable: { type: "array", items: registeredCourseSchema },
    changes: { type: "array", items: registrationChangeSchema },
  },
} as const;
export type AddDropRegistration = FromSchema<typeof addDropRegistrationSchema>;

export const staffAddDropBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["registrationId"],
  properties: {
    registrationId: idSchema,
    add: { type: "array", items: idSchema, maxItems: 40, uniqueItems: true },
    drop: { type: "array", items: idSchema, maxItems: 40, uniqueItems: true },
    reason: { type: "string", maxLength: 300 },
  },
} as const;
export type StaffAddDropBody = FromSchema<typeof staffAddDropBodySchema>;
