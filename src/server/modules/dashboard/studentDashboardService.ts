import { sql } from "drizzle-orm";
import type { DashboardStudentRecord, StudentDashboard } from "../../../contract/dashboard";
import { type Db, queryRows } from "../../db/database";
import type { StudentStatus } from "../../db/students";
import { notificationWindowStart } from "../notifications/notificationService";
import { type TermColumns, termOf } from "./dashboardTerm";

/**
 * What a student's dashboard can say today (src/contract/dashboard.ts): the term, their record
 * (matric number, programme, department, level; migration 0060), whether course registration is
 * open for their own programme and level, and their unread notifications. An account without a
 * student record (not yet linked by the registry) has no record and no registration open to it.
 */
interface StudentRow extends TermColumns {
  studentTypeId: number | null;
  studentTypeName: string | null;
  regNumber: string | null;
  programmeId: number;
  programmeName: string;
  departmentId: number;
  departmentName: string;
  levelId: number;
  levelName: string;
  status: StudentStatus;
  courseRegistrationOpen: boolean;
  unreadNotifications: number;
}

function recordOf(row: StudentRow): DashboardStudentRecord | null {
  if (row.regNumber === null) return null;
  return {
    regNumber: row.regNumber,
    programme: { id: row.programmeId, name: row.programmeName },
    department: { id: row.departmentId, name: row.departmentName },
    level: { id: row.levelId, name: row.levelName },
    status: row.status,
  };
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
        r.reg_number AS "regNumber", r.status AS "status",
        p.id AS "programmeId", p.name AS "programmeName",
        d.id AS "departmentId", d.name AS "departmentName",
        lv.id AS "levelId", lv.name AS "levelName",
        -- Only an active student's own class (programme and level) counts.
        coalesce(r.status = 'active' AND EXISTS (
          SELECT 1 FROM course_registration_windows w
          WHERE w.session_id = s.id AND w.semester_id = sem.id AND w.is_open
            AND w.programme_id = r.programme_id AND w.level_id = r.level_id
            AND w.opens_at <= ${at} AND w.closes_at > ${at}
        ), false) AS "courseRegistrationOpen",
        (SELECT count(*)::int FROM notifications n
          WHERE n.user_id = ${userId} AND NOT n.is_read
            AND n.date_created >= ${notificationWindowStart(now).toISOString()}::timestamptz
        ) AS "unreadNotifications"
      FROM (SELECT 1) AS one
      LEFT JOIN academic_sessions s ON s.is_current
      LEFT JOIN semesters sem ON sem.is_current
      LEFT JOIN users u ON u.id = ${userId}
      LEFT JOIN students r ON r.user_id = u.id
      LEFT JOIN programmes p ON p.id = r.programme_id
      LEFT JOIN departments d ON d.id = r.department_id
      LEFT JOIN levels lv ON lv.id = r.level_id
      -- The record's student type is the one that counts; the account's is a copy made at sign-up.
      LEFT JOIN student_types st ON st.id = coalesce(r.student_type_id, u.student_type_id)`,
  );
  if (!row) throw new Error("the student dashboard query answered no row");
  return {
    ...termOf(row),
    studentType:
      row.studentTypeId === null || row.studentTypeName === null
        ? null
        : { id: row.studentTypeId, name: row.studentTypeName },
    student: recordOf(row),
    courseRegistrationOpen: row.courseRegistrationOpen,
    unreadNotifications: row.unreadNotifications,
  };
}
