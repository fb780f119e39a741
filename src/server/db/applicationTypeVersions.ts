import { integer, json, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Versions of application types (migrations 0170 and 0280); keep them in step. */
export const applicationTypeVersions = pgTable("application_type_versions", {
  id: serial("id").primaryKey(),
  typeKey: text("type_key").notNull(),
  version: integer("version").notNull(),
  /** meta.json, form.schema.json and form.ui.json as published (with `$ref`s to schemas/common), key order kept. */
  meta: json("meta").$type<Record<string, unknown>>().notNull(),
  schema: json("schema").$type<Record<string, unknown>>().notNull(),
  uiSchema: json("ui_schema").$type<Record<string, unknown>>().notNull(),
  /** form.schema.json bundled when published (no `$ref` outside it): what the version asks, frozen (0280). */
  bundledSchema: json("bundled_schema").$type<Record<string, unknown>>(),
  status: text("status").$type<"draft" | "published">().notNull(),
  publishedBy: integer("published_by"),
  publishedByName: text("published_by_name"),
  publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
