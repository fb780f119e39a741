import type { FromSchema } from "json-schema-to-ts";

/** The notification bell (`/api/Notification/…`, spec section 3 "Notification"). */

/** What a notification's screen needs to open on the right record (lecturerCourses uses both). */
export const requestPropertiesSchema = {
  type: ["object", "null"],
  additionalProperties: false,
  properties: {
    sessionId: { type: ["integer", "null"] },
    semesterId: { type: ["integer", "null"] },
  },
} as const;
export type NotificationRequestProperties = NonNullable<FromSchema<typeof requestPropertiesSchema>>;

export const notificationSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "notificationId",
    "isRead",
    "notificationCategory",
    "notificationType",
    "message",
    "dateCreated",
    "notificationRequestProperties",
  ],
  properties: {
    notificationId: { type: "integer" },
    isRead: { type: "boolean" },
    notificationCategory: { type: "string" },
    notificationType: { type: "string" },
    message: { type: "string" },
    dateCreated: { type: "string", format: "date-time" },
    notificationRequestProperties: requestPropertiesSchema,
  },
} as const;
export type Notification = FromSchema<typeof notificationSchema>;

/** The caller's notifications of the last 7 days, newest first, with the unread count. */
export const recentNotificationsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items", "unreadCount"],
  properties: {
    items: { type: "array", items: notificationSchema },
    unreadCount: { type: "integer", minimum: 0 },
  },
} as const;
export type RecentNotifications = FromSchema<typeof recentNotificationsSchema>;

/** `POST /Notification/read-all`: how many unread notifications it marked read. */
export const readAllNotificationsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["count"],
  properties: { count: { type: "integer", minimum: 0 } },
} as const;
