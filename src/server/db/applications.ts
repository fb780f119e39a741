import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ApplicationData } from "../../contract/applicationDrafts";

/** Application drafts (migration 0013_application_drafts.sql); keep the two in step. */

/** An application's data: its top-level properties are the form's sections (src/contract/applicationDrafts.ts). */
export type ApplicationDraftData = ApplicationData;

export const applicationDrafts = pgTable("application_drafts", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationType: text("application_type").notNull(),
  data: jsonb("data").$type<ApplicationDraftData>().notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  submittedAt: timestamp("submitted_at", { withTimezone: true, mode: "date" }),
  ip: text("ip"),
});
