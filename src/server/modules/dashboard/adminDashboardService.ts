import { sql } from "drizzle-orm";
import type { AdminDashboard } from "../../../contract/dashboard";
import { type Db, queryRows } from "../../db/database";
import { NotFoundError } from "../../errors";
import { type TermColumns, termOf } from "./dashboardTerm";

/**
 * The officials' figures (src/contract/dashboard.ts). Setup lists count active rows only: a row is
 * switched off rather than deleted once others point at it, so switched-off rows are history, not
 * part of the college.
 */
interface AdminRow extends TermColumns {
  activeSchools: number;
  activeDepartments: number;
  activeProgrammes: number;
  activeCourses: number;
  activeLecturers: number;
  activeStudentUsers: number;
  activeLecturerUsers: number;
  activeOfficialUsers: number;
  openRegistrationWindows: number;
  pendingBorrowedCourseRequests: number;
  currentNotices: number;
}

/**
 * The admin dashboard of `sessionId`, or of the current session when none is given. One
 * statement, one round trip: each figure is a count over an index or a small setup table.
 * An unknown `sessionId` is a 404; no current session is not an error (the session is null and
 * the session's figures are 0), because a fresh installation has none yet.
 */
export async function adminDashboard(
  db: Db,
  sessionId: number | undefined,
  now: Date,
): Promise<AdminDashboard> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const chosenSession = sessionId === undefined ? sql`s.is_current` : sql`s.id = ${sessionId}`;
  const [row] = await queryRows<AdminRow>(
    db,
    sql`
      SELECT
        s.id AS "sessionId", s.name AS "sessionName", s.is_current AS "sessionIsCurrent",
        sem.id AS "semesterId", sem.name AS "semesterName",
        (SELECT count(*)::int FROM faculties WHERE active) AS "activeSchools",
        (SELECT count(*)::int FROM departments WHERE active) AS "activeDepartments",
        (SELECT count(*)::int FROM programmes WHERE active) AS "activeProgrammes",
        (SELECT count(*)::int FROM courses WHERE active) AS "activeCourses",
        (SELECT count(*)::int FROM lecturers WHERE active) AS "activeLecturers",
        u.students AS "activeStudentUsers", u.lecturers AS "activeLecturerUsers", u.officials AS "activeOfficialUsers",
        (SELECT count(*)::int FROM course_registration_windows w
          WHERE w.session_id = s.id AND w.is_open AND w.opens_at <= ${at} AND w.closes_at > ${at}
        ) AS "openRegistrationWindows",
        (SELECT count(*)::int FROM borrowed_course_requests b
          WHERE b.session_id = s.id AND b.status = 'pending'
        ) AS "pendingBorrowedCourseRequests",
        (SELECT count(*)::int FROM notices n
          WHERE n.active AND n.start_date <= ${at} AND (n.end_date IS NULL OR n.end_date >= ${at})
        ) AS "currentNotices"
      FROM (SELECT 1) AS one
      LEFT JOIN academic_sessions s ON ${chosenSession}
      LEFT JOIN semesters sem ON sem.is_current
      CROSS JOIN LATERAL (
        SELECT
          (count(*) FILTER (WHERE user_type = 'student'))::int AS students,
          (count(*) FILTER (WHERE user_type = 'lecturer'))::int AS lecturers,
          (count(*) FILTER (WHERE user_type = 'official'))::int AS officials
        FROM users WHERE active
      ) AS u`,
  );
  // `FROM (SELECT 1)` with LEFT JOINs always answers one row; a missing session leaves its columns null.
  if (!row) throw new Error("the admin dashboard query answered no row");
  if (sessionId !== undefined && row.sessionId === null) {
    throw new NotFoundError(`No session with id ${sessionId}`);
  }
  return {
    ...termOf(row),
    counts: {
      activeSchools: row.activeSchools,
      activeDepartments: row.activeDepartments,
      activeProgrammes: row.activeProgrammes,
      activeCourses: row.activeCourses,
      activeLecturers: row.activeLecturers,
      activeUsers: {
        student: row.activeStudentUsers,
        lecturer: row.activeLecturerUsers,
        official: row.activeOfficialUsers,
      },
      openRegistrationWindows: row.openRegistrationWindows,
      pendingBorrowedCourseRequests: row.pendingBorrowedCourseRequests,
      currentNotices: row.currentNotices,
    },
  };
}
