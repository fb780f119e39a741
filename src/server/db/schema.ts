import { boolean, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
});

export const schema = { notices, noticeCategories };
export type Schema = typeof schema;
