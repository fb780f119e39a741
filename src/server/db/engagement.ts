import { boolean, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import type { NotificationRequestProperties } from "../../contract/notifications";

/** Ratings and notifications (migration 0011_ratings_notifications.sql); keep the two in step. */

export const ratings = pgTable("ratings", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  rating: smallint("rating").notNull(),
  comment: text("comment"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const notifications = pgTable("notifications", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull(),
  notificationType: text("notification_type").notNull(),
  notificationCategory: text("notification_category").notNull(),
  message: text("message").notNull(),
  isRead: boolean("is_read").notNull().default(false),
  requestProperties: jsonb("request_properties").$type<NotificationRequestProperties>(),
  dateCreated: timestamp("date_created", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
