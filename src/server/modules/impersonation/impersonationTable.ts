import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Migration 0041_impersonation_sessions.sql, as Drizzle sees it. */
export const impersonationSessions = pgTable("impersonation_sessions", {
  id: serial("id").primaryKey(),
  impersonatorId: integer("impersonator_id").notNull(),
  userId: integer("user_id").notNull(),
  reason: text("reason").notNull(),
  minutes: integer("minutes").notNull(),
  startTokenHash: text("start_token_hash").notNull(),
  startTokenExpiresAt: timestamp("start_token_expires_at", { withTimezone: true, mode: "date" }).notNull(),
  sessionTokenHash: text("session_token_hash"),
  startedAt: timestamp("started_at", { withTimezone: true, mode: "date" }),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
  endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
  endReason: text("end_reason"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  ip: text("ip"),
  userAgent: text("user_agent"),
});

export type ImpersonationSessionRow = typeof impersonationSessions.$inferSelect;

/** Why a session stopped: someone ended it (End session, sign-out), or its time ran out. */
export type ImpersonationEndReason = "ended" | "expired";
