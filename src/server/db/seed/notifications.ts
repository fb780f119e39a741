import { and, count, eq, gte, sql } from "drizzle-orm";
import {
  createNotification,
  type NewNotification,
  notificationWindowStart,
} from "../../modules/notifications/notificationService";
import type { Db } from "../database";
import { notifications } from "../engagement";
import { users } from "../identity";

const HOUR = 60 * 60 * 1000;

type DemoNotification = Omit<NewNotification, "userId">;

/** Demo notifications per demo account, dated relative to `now` so they fall inside the bell's 7 days. */
export function demoNotifications(now: Date): Record<string, DemoNotification[]> {
  const hoursAgo = (n: number) => new Date(now.getTime() - n * HOUR);
  return {
    student: [
      {
        notificationType: "Approval",
        notificationCategory: "courseApproval",
        message: "Your course registration for the first semester has been approved by your course adviser.",
        dateCreated: hoursAgo(2),
      },
      {
        notificationType: "Invoice",
        notificationCategory: "schoolFeesInvoice",
        message: "Your school fees invoice has been generated. Pay before the deadline to avoid a late fee.",
        dateCreated: hoursAgo(26),
      },
      {
        notificationType: "Reminder",
        notificationCategory: "studentProfile",
        message: "Please complete your next-of-kin details on your profile.",
        isRead: true,
        dateCreated: hoursAgo(72),
      },
    ],
    lecturer: [
      {
        notificationType: "Assignment",
        notificationCategory: "lecturerCourses",
        message: "You have been assigned EDU 211 (Curriculum Studies) for the first semester.",
        requestProperties: { sessionId: 1, semesterId: 1 },
        dateCreated: hoursAgo(5),
      },
      {
        notificationType: "Result",
        notificationCategory: "lecturerCourses",
        message: "Scores for EDU 121 (Educational Psychology) have been approved by the HOD.",
        requestProperties: { sessionId: 1, semesterId: 2 },
        isRead: true,
        dateCreated: hoursAgo(50),
      },
    ],
  };
}

/**
 * Seeds the demo accounts' notifications. Idempotent: an account is seeded only while it has none
 * in the bell's window, so restarts add nothing, and a demo database kept longer than a week
 * gets current ones again instead of an empty bell.
 */
export async function seedDemoNotifications(db: Db, now: Date = new Date()): Promise<number> {
  let seeded = 0;
  for (const [userName, list] of Object.entries(demoNotifications(now))) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.userName})`, userName));
    if (!user) continue;
    const [existing] = await db
      .select({ value: count() })
      .from(notifications)
      .where(
        and(eq(notifications.userId, user.id), gte(notifications.dateCreated, notificationWindowStart(now))),
      );
    if ((existing?.value ?? 0) > 0) continue;
    for (const notification of list) {
      await createNotification(db, { ...notification, userId: user.id });
      seeded++;
    }
  }
  return seeded;
}
