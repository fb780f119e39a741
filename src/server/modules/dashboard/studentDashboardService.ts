import { sql } from "drizzle-orm";
import type { StudentDashboard } from "../../../contract/dashboard";
import { type Db, queryRows } from "../../db/database";
import { notificationWindowStart } from "../notifications/notificationService";
import { type TermColumns, termOf } from "./dashboardTerm";

/**
 * What a student's dashboard can say today (src/contract/dashboard.ts). Student records (matric
 * number, level, programme) do not exist yet (migration 0050: a student is only an account), so
 * the registration status cannot be narrowed to the student's own class: it says whether any
 * class's window of the current session and semester is open. When student records arrive,
 * narrow it by level and programme and add them to the contract.
 */
interface StudentRow extends TermColumns {
  studentTypeId: number | null;
  studentTypeName: string | null;
  courseRegistrationOpen: boolean;
  unreadNotifications: number;
}

/** The student dashboard of user `userId` at `now`, in one statement. */
export async function studentDashboard(db: Db, userId: number, now: Date): Promise<StudentDashboard> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<StudentRow>(
    db,
    sql`
      SELECT
        s.id AS "sessionId", s.name AS "sessionName", s.is_current AS "sessionIsCurrent",
        sem.id AS "semesterId", sem.name AS "semesterName",
        st.id AS "studentTypeId", st.name AS "studentTypeName",
        EXISTS (
          SELECT 1 FROM course_registration_windows w
          WHERE w.session_id = s.id AND w.semester_id = sem.id AND w.is_open
            AND w.opens_at <= ${at} AND w.closes_at > ${at}
        ) AS "courseRegistrationOpen",
        (SELECT count(*)::int FROM notifications n
          WHERE n.user_id = ${userId} AND NOT n.is_read
            AND n.date_created >= ${notificationWindowStart(now).toISOString()}::timestamptz
        ) AS "unreadNotifications"
      FROM (SELECT 1) AS one
      LEFT JOIN academic_sessions s ON s.is_current
      LEFT JOIN semesters sem ON sem.is_current
      LEFT JOIN users u ON u.id = ${userId}
      LEFT JOIN student_types st ON st.id = u.student_type_id`,
  );
  if (!row) throw new Error("the student dashboard query answered no row");
  return {
    ...termOf(row),
    studentType:
      row.studentTypeId === null || row.studentTypeName === null
        ? null
        : { id: row.studentTypeId, name: row.studentTypeName },
    courseRegistrationOpen: row.courseRegistrationOpen,
    unreadNotifications: row.unreadNotifications,
  };
}
