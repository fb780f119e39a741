import { bigserial, boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Tables as Drizzle sees them. The SQL in ./migrations is the source of truth; keep the two in step. */

export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  /** HTML, sanitised when saved and again when displayed. */
  description: text("description").notNull(),
  startDate: timestamp("start_date", { withTimezone: true, mode: "date" }).notNull(),
  endDate: timestamp("end_date", { withTimezone: true, mode: "date" }),
  senderName: text("sender_name").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const noticeCategories = pgTable("notice_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  /** Who its notices are for (migration 0235; modules/notices/noticeAudience.ts). */
  audience: text("audience").notNull().default("everyone"),
});

export const schema = { notices, noticeCategories };
export type Schema = typeof schema;

/**
 * The audit trail (migration 0002). Not part of `schema` above: it is only ever inserted into
 * (src/server/modules/audit/auditService.ts), never queried through Drizzle's relational API.
 */
export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  actorId: integer("actor_id"),
  actorName: text("actor_name"),
  impersonatorId: integer("impersonator_id"),
  action: text("action").notNull(),
  entity: text("entity").notNull(),
  entityId: text("entity_id"),
  before: jsonb("before"),
  after: jsonb("after"),
  ip: text("ip"),
  userAgent: text("user_agent"),
});
