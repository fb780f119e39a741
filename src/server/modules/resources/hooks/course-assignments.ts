import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { createNotification } from "../../notifications/notificationService";
import type { ResourceHooks } from "../resourceHooks";
import { rowsOf } from "../sqlRows";

const idOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value > 0 && value <= 2_147_483_647
    ? value
    : undefined;

/**
 * Tells a lecturer they were given a course (issue 13; spec section 4, lecturerCourses): a
 * notification that opens /records/view on the session and the course's semester. Called in the
 * assignment's transaction, so a refused assignment notifies no one; the demo seed calls it for the
 * assignments it makes, so a demo notice is one the data bears out.
 */
export async function notifyCourseAssigned(
  tx: Db,
  assignment: { lecturerId: number; courseId: number; sessionId: number },
): Promise<void> {
  const [assigned] = await rowsOf<{
    userId: number;
    message: string;
    sessionId: number;
    semesterId: number;
  }>(
    tx,
    sql`SELECT l.user_id AS "userId", s.id AS "sessionId", c.semester_id AS "semesterId",
        'You have been assigned ' || c.code || ' - ' || c.title || ' for ' || s.name || ', ' || sem.name || '.' AS message
      FROM lecturers l, courses c JOIN semesters sem ON sem.id = c.semester_id, academic_sessions s
      WHERE l.id = ${assignment.lecturerId} AND c.id = ${assignment.courseId} AND s.id = ${assignment.sessionId}
        AND l.user_id IS NOT NULL`,
  );
  if (!assigned) return;
  await createNotification(tx, {
    userId: assigned.userId,
    notificationType: "Course assigned",
    notificationCategory: "lecturerCourses",
    message: assigned.message,
    requestProperties: { sessionId: assigned.sessionId, semesterId: assigned.semesterId },
  });
}

/** A new or changed assignment tells its lecturer (`notifyCourseAssigned`). */
export const courseAssignmentsHooks: ResourceHooks = {
  async beforeWrite(tx, { kind, before, values }) {
    if (kind !== "create" && kind !== "update") return;
    const lecturerId = idOf(values?.lecturerId ?? before?.lecturerId);
    const courseId = idOf(values?.courseId ?? before?.courseId);
    const sessionId = idOf(values?.sessionId ?? before?.sessionId);
    if (lecturerId === undefined || courseId === undefined || sessionId === undefined) return;
    if (
      kind === "update" &&
      before?.lecturerId === lecturerId &&
      before?.courseId === courseId &&
      before?.sessionId === sessionId
    )
      return;
    await notifyCourseAssigned(tx, { lecturerId, courseId, sessionId });
  },
};
