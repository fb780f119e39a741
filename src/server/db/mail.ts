import { bigserial, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Mail and password-reset tables (migration 0012_mail_and_password_reset.sql). */

/** Messages kept instead of sent when no SMTP server is configured. */
export const outbox = pgTable("outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  textBody: text("text_body").notNull(),
  htmlBody: text("html_body"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  ip: text("ip"),
  /** "reset", "setup" or "setup-email" (migration 0047_account_setup_tokens.sql). */
  purpose: text("purpose").notNull().default("reset"),
});
