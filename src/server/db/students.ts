import { date, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Student and applicant records (migration 0060_students_and_applicants.sql); keep the two in step. */

export const STUDENT_STATUSES = ["active", "graduated", "withdrawn", "suspended"] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const APPLICANT_STATUSES = ["invoiced", "paid", "submitted", "admitted", "not_admitted"] as const;
export type ApplicantStatus = (typeof APPLICANT_STATUSES)[number];

/** One entry of a student's education history or employment (spec section 3, "Student profile"). */
export type ProfileEntry = Record<string, string | number | null>;

export const students = pgTable("students", {
  id: serial("id").primaryKey(),
  regNumber: text("reg_number").notNull().unique(),
  lastName: text("last_name").notNull(),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name"),
  /** Generated: "Adeyemi, Adebayo Oluwaseun". */
  fullName: text("full_name").generatedAlwaysAs(
    "last_name || ', ' || first_name || coalesce(' ' || nullif(middle_name, ''), '')",
  ),
  /** Generated: "NCE/2025/CSC/0142 - Adeyemi, Adebayo Oluwaseun", what lookups show. */
  label: text("label").generatedAlwaysAs(
    "reg_number || ' - ' || last_name || ', ' || first_name || coalesce(' ' || nullif(middle_name, ''), '')",
  ),
  genderId: integer("gender_id"),
  dateOfBirth: date("date_of_birth", { mode: "string" }),
  email: text("email"),
  mobileNumber: text("mobile_number"),
  nin: text("nin"),
  countryId: integer("country_id"),
  stateId: integer("state_id"),
  lgaId: integer("lga_id"),
  homeTown: text("home_town"),
  permanentAddress: text("permanent_address"),
  contactAddress: text("contact_address"),
  programmeId: integer("programme_id").notNull(),
  departmentId: integer("department_id").notNull(),
  departmentOptionId: integer("department_option_id"),
  levelId: integer("level_id").notNull(),
  studentTypeId: integer("student_type_id").notNull(),
  modeOfEntryId: integer("mode_of_entry_id").notNull(),
  modeOfStudyId: integer("mode_of_study_id").notNull(),
  sessionOfEntryId: integer("session_of_entry_id").notNull(),
  status: text("status").$type<StudentStatus>().notNull().default("active"),
  passport: text("passport"),
  nextOfKinName: text("next_of_kin_name"),
  nextOfKinAddress: text("next_of_kin_address"),
  nextOfKinMobileNumber: text("next_of_kin_mobile_number"),
  nextOfKinEmail: text("next_of_kin_email"),
  nextOfKinRelationshipId: integer("next_of_kin_relationship_id"),
  educationHistory: jsonb("education_history").$type<ProfileEntry[]>().notNull().default([]),
  employment: jsonb("employment").$type<ProfileEntry[]>().notNull().default([]),
  userId: integer("user_id").unique(),
  /** The applicant who created this record from their admission (migration 0165); null otherwise. */
  applicantId: integer("applicant_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const applicants = pgTable("applicants", {
  id: serial("id").primaryKey(),
  /** The id of schemas/applications/<type>/meta.json, e.g. "nce". */
  applicationTypeId: text("application_type_id").notNull(),
  sessionId: integer("session_id").notNull(),
  lastName: text("last_name").notNull(),
  firstName: text("first_name").notNull(),
  middleName: text("middle_name"),
  email: text("email"),
  /** Local form only: 0 and 10 digits (see `localPhone` in src/schema/phoneNumber.ts). */
  mobileNumber: text("mobile_number").notNull(),
  userId: integer("user_id"),
  status: text("status").$type<ApplicantStatus>().notNull().default("invoiced"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
