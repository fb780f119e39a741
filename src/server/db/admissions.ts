import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Admission decisions and matric number counters (migration 0165_admission_list.sql); keep them in step. */

export const ADMISSION_DECISIONS = ["admitted", "not_admitted"] as const;
export type AdmissionDecision = (typeof ADMISSION_DECISIONS)[number];

export const admissionDecisions = pgTable("admission_decisions", {
  id: serial("id").primaryKey(),
  applicantId: integer("applicant_id").notNull().unique(),
  status: text("status").$type<AdmissionDecision>().notNull(),
  programmeId: integer("programme_id"),
  departmentId: integer("department_id"),
  departmentOptionId: integer("department_option_id"),
  levelId: integer("level_id"),
  sessionId: integer("session_id").notNull(),
  decidedBy: integer("decided_by"),
  decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const matricNumberCounters = pgTable("matric_number_counters", {
  prefix: text("prefix").primaryKey(),
  lastSerial: integer("last_serial").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
