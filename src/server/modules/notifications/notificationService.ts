import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import type {
  Notification,
  NotificationRequestProperties,
  RecentNotifications,
} from "../../../contract/notifications";
import type { Db } from "../../db/database";
import { notifications } from "../../db/engagement";
import { NotFoundError } from "../../errors";

/** The bell lists what arrived in this window (spec section 2: "…from the last 7 days."). */
export const NOTIFICATION_WINDOW_DAYS = 7;
/** A guard against a flood of notifications in one week; the bell is not an archive. */
export const NOTIFICATION_LIST_LIMIT = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A notification as the API shows it (spec section 3, "Notification"; src/contract/notifications.ts). */
export type NotificationView = Notification;

export interface NewNotification {
  userId: number;
  notificationType: string;
  notificationCategory: string;
  message: string;
  requestProperties?: NotificationRequestProperties | null;
  isRead?: boolean;
  dateCreated?: Date;
}

function toView(row: typeof notifications.$inferSelect): NotificationView {
  return {
    notificationId: row.id,
    isRead: row.isRead,
    notificationCategory: row.notificationCategory,
    notificationType: row.notificationType,
    message: row.message,
    dateCreated: row.dateCreated.toISOString(),
    notificationRequestProperties: row.requestProperties ?? null,
  };
}

/** The start of the bell's window at `now`. */
export function notificationWindowStart(now: Date): Date {
  return new Date(now.getTime() - NOTIFICATION_WINDOW_DAYS * DAY_MS);
}

/** `userId`'s notifications of the last 7 days, newest first, with how many of them are unread. */
export async function listRecentNotifications(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<RecentNotifications> {
  const inWindow = and(
    eq(notifications.userId, userId),
    gte(notifications.dateCreated, notificationWindowStart(now)),
  );
  // Both at once (the bell is on every page). Counted in SQL so the badge stays right even when
  // the list is cut at the limit.
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(inWindow)
      .orderBy(desc(notifications.dateCreated), desc(notifications.id))
      .limit(NOTIFICATION_LIST_LIMIT),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(inWindow, eq(notifications.isRead, false))),
  ]);
  return { items: rows.map(toView), unreadCount: unread?.value ?? 0 };
}

/**
 * Marks one of `userId`'s notifications read. Someone else's notification is "not found", exactly
 * like a missing one, so ids reveal nothing about other users. Marking twice is harmless.
 */
export async function markNotificationRead(db: Db, userId: number, id: number): Promise<NotificationView> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw new NotFoundError("Notification not found");
  return toView(row);
}

/** Adds a notification for a user; other modules call this when something happens to them. */
export async function createNotification(db: Db, input: NewNotification): Promise<NotificationView> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      notificationType: input.notificationType,
      notificationCategory: input.notificationCategory,
      message: input.message,
      requestProperties: input.requestProperties ?? null,
      isRead: input.isRead ?? false,
      ...(input.dateCreated ? { dateCreated: input.dateCreated } : {}),
    })
    .returning();
  return toView(row!);
}

/**
 * What a notification is about, in the list's words (schemas/lists/notifications.json `about`),
 * by its category (spec section 4); a category with no screen of its own is "Other".
 */
export const NOTIFICATION_ABOUT: Readonly<Record<string, string>> = {
  courseApproval: "Course registration",
  schoolFeesInvoice: "School fees",
  payment: "Payments",
  studentProfile: "Profile",
  lecturerCourses: "Courses and scores",
  changeOfDepartment: "Change of department",
  changeOfDepartmentReview: "Change of department",
};

/** The notifications page's query (`GET /Notification/list`, scoped to the caller's rows). */
export const NOTIFICATION_LIST = sql`SELECT n.id, n.user_id, n.date_created, n.notification_type, n.message,
  n.notification_category,
  CASE n.notification_category ${sql.join(
    Object.entries(NOTIFICATION_ABOUT).map(([category, about]) => sql`WHEN ${category} THEN ${about}`),
    sql` `,
  )} ELSE 'Other' END AS about,
  CASE WHEN n.is_read THEN 'Read' ELSE 'Unread' END AS state,
  (n.request_properties->>'sessionId')::int AS session_id,
  (n.request_properties->>'semesterId')::int AS semester_id
FROM notifications n`;

/** Marks every one of `userId`'s unread notifications read; answers how many were. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}
