import { integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApplicationData } from "../../contract/applicationDrafts";

/** Application drafts (migrations 0013_application_drafts.sql, 0145_applicant_sessions.sql); keep them in step. */

/** An application's data: its top-level properties are the form's sections (src/contract/applicationDrafts.ts). */
export type ApplicationDraftData = ApplicationData;

export const applicationDrafts = pgTable("application_drafts", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationType: text("application_type").notNull(),
  data: jsonb("data").$type<ApplicationDraftData>().notNull(),
  /** The applicant whose application it is (one each); null only on rows of the retired anonymous path. */
  applicantId: integer("applicant_id").unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }),
  ip: text("ip"),
  /** The application type version it was filled with (migration 0170); null: version 1. */
  typeVersion: integer("type_version"),
});

/** An applicant's signed-in browser (migration 0145): the SHA-256 of the token in its cookie. */
export const applicantSessions = pgTable("applicant_sessions", {
  id: serial("id").primaryKey(),
  applicantId: integer("applicant_id").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
  ip: text("ip"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
