import { type SQL, sql } from "drizzle-orm";
import type { AssignedCourse, LecturerDashboard } from "../../../contract/dashboard";
import { type Db, queryRows } from "../../db/database";
import { deanedFaculties, headedDepartments } from "../workflows/postPredicates";
import { type TermColumns, termOf } from "./dashboardTerm";

/** The signed-in lecturer's own record (lecturers.user_id links it to the account). */
type LecturerRecord = NonNullable<LecturerDashboard["lecturer"]>;

/**
 * A staff post the user holds (migration 0046): head of a department or dean of a School, with
 * the borrowed-course requests of the current session, for courses of that department or of the
 * School's departments, still pending — the ones the post holder can approve or reject.
 */
type StaffPost = LecturerDashboard["posts"][number];
// (json_agg's `requestedAt` arrives in the database's own style and is rewritten to ISO 8601 below.)

/** A dashboard shows a glimpse; the whole list is one link away. */
export const PENDING_REQUESTS_SHOWN = 5;

interface HeaderRow extends TermColumns {
  lecturerId: number | null;
  staffNumber: string | null;
  fullName: string | null;
  rank: string | null;
  departmentName: string | null;
  schoolName: string | null;
}

function lecturerOf(row: HeaderRow): LecturerRecord | null {
  if (row.lecturerId === null) return null;
  return {
    id: row.lecturerId,
    staffNumber: row.staffNumber ?? "",
    fullName: row.fullName ?? "",
    rank: row.rank ?? "",
    departmentName: row.departmentName ?? "",
    schoolName: row.schoolName ?? "",
  };
}

/** Pending requests of the session for courses matching `courseFilter` (on `c`, the course). */
function pendingRequests(sessionId: number | null, courseFilter: SQL) {
  return sql`
    FROM borrowed_course_requests b
    JOIN courses c ON c.id = b.course_id
    WHERE b.session_id = ${sessionId}::integer AND b.status = 'pending' AND ${courseFilter}`;
}

function postColumns(sessionId: number | null, courseFilter: SQL) {
  return sql`
    (SELECT count(*)::int ${pendingRequests(sessionId, courseFilter)}) AS "pendingBorrowedCourseRequests",
    (SELECT coalesce(json_agg(r ORDER BY r."requestedAt", r.id), '[]'::json) FROM (
      SELECT b.id, (SELECT st.reg_number FROM students st WHERE st.id = b.student_id) AS "regNumber",
             c.code AS "courseCode", c.title AS "courseTitle", b.created_at AS "requestedAt"
      ${pendingRequests(sessionId, courseFilter)}
      ORDER BY b.created_at, b.id
      LIMIT ${PENDING_REQUESTS_SHOWN}
    ) AS r) AS "oldestPendingRequests"`;
}

/**
 * The lecturer dashboard of user `userId`: their lecturer record, the courses assigned to them in
 * the current session and, for a head of department or a dean, the requests awaiting them.
 * Three small indexed queries (record, courses, posts).
 */
export async function lecturerDashboard(db: Db, userId: number): Promise<LecturerDashboard> {
  const [header] = await queryRows<HeaderRow>(
    db,
    sql`
      SELECT
        s.id AS "sessionId", s.name AS "sessionName", s.is_current AS "sessionIsCurrent",
        sem.id AS "semesterId", sem.name AS "semesterName",
        l.id AS "lecturerId", l.staff_number AS "staffNumber", l.full_name AS "fullName", l.rank,
        d.name AS "departmentName", f.name AS "schoolName"
      FROM (SELECT 1) AS one
      LEFT JOIN academic_sessions s ON s.is_current
      LEFT JOIN semesters sem ON sem.is_current
      LEFT JOIN lecturers l ON l.user_id = ${userId}
      LEFT JOIN departments d ON d.id = l.department_id
      LEFT JOIN faculties f ON f.id = d.faculty_id`,
  );
  if (!header) throw new Error("the lecturer dashboard query answered no row");
  const term = termOf(header);
  const sessionId = term.session?.id ?? null;

  const courses =
    header.lecturerId === null || sessionId === null
      ? []
      : await queryRows<AssignedCourse>(
          db,
          sql`
            SELECT c.id AS "courseId", c.code, c.title, c.units, lv.name AS level, sem.name AS semester,
                   ca.is_coordinator AS "isCoordinator"
            FROM course_assignments ca
            JOIN courses c ON c.id = ca.course_id
            JOIN levels lv ON lv.id = c.level_id
            JOIN semesters sem ON sem.id = c.semester_id
            WHERE ca.lecturer_id = ${header.lecturerId} AND ca.session_id = ${sessionId}
            ORDER BY lv.value, c.semester_id, c.code`,
        );

  const postRows = await queryRows<StaffPost>(
    db,
    sql`
      SELECT 'hod' AS post, d.id AS "unitId", d.name AS "unitName",
        ${postColumns(sessionId, sql`c.department_id = d.id`)}
      FROM departments d WHERE d.id IN ${headedDepartments(userId)}
      UNION ALL
      SELECT 'dean' AS post, f.id AS "unitId", f.name AS "unitName",
        ${postColumns(sessionId, sql`c.department_id IN (SELECT id FROM departments WHERE faculty_id = f.id)`)}
      FROM faculties f WHERE f.id IN ${deanedFaculties(userId)}
      ORDER BY post DESC, "unitName"`,
  );

  return {
    ...term,
    lecturer: lecturerOf(header),
    courses,
    posts: postRows.map((row) => ({
      ...row,
      // json_agg writes timestamps in the server's own style; the API speaks ISO 8601 UTC.
      oldestPendingRequests: row.oldestPendingRequests.map((request) => ({
        ...request,
        requestedAt: new Date(request.requestedAt).toISOString(),
      })),
    })),
  };
}
