import { boolean, date, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Identity tables (migration 0010_identity.sql). */

export const roles = pgTable("roles", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  active: boolean("active").notNull().default(true),
});

export const roleClaims = pgTable("role_claims", {
  roleId: integer("role_id").notNull(),
  claim: text("claim").notNull(),
});

export const menuItems = pgTable("menu_items", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const roleMenus = pgTable("role_menus", {
  roleId: integer("role_id").notNull(),
  menuItemId: integer("menu_item_id").notNull(),
});

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  userName: text("user_name").notNull(),
  email: text("email"),
  phoneNumber: text("phone_number"),
  fullName: text("full_name").notNull(),
  userType: text("user_type").notNull(),
  passwordHash: text("password_hash").notNull(),
  active: boolean("active").notNull().default(true),
  setupComplete: boolean("setup_complete").notNull().default(true),
  twoFactor: boolean("two_factor").notNull().default(false),
  birthday: date("birthday", { mode: "string" }),
  studentTypeId: integer("student_type_id"),
  displayCsatModal: boolean("display_csat_modal").notNull().default(false),
  /** "Not now" on the rating prompt: not shown again before this moment (migration 0236). */
  ratingPromptLaterUntil: timestamp("rating_prompt_later_until", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const userRoles = pgTable("user_roles", {
  userId: integer("user_id").notNull(),
  roleId: integer("role_id").notNull(),
});

export const refreshTokens = pgTable("refresh_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  familyId: uuid("family_id").notNull(),
  tokenHash: text("token_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  rotatedAt: timestamp("rotated_at", { withTimezone: true, mode: "date" }),
  revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  ip: text("ip"),
  userAgent: text("user_agent"),
  /** The token this one was rotated into, sealed with this one (migration 0057). */
  successorSealed: text("successor_sealed"),
});
