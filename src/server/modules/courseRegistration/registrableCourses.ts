import { sql } from "drizzle-orm";
import type { BorrowableCourse, RegisteredCourse } from "../../../contract/courseRegistration";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";
import type { StudentRecord, Term } from "./studentTerm";

/**
 * The courses a student may register in a term, each once, with why it is offered:
 * - the catalogue: active courses of the term's semester at the student's level, of their own
 *   department or of General Studies (department GSE, which every NCE student takes) —
 *   `compulsory` or `elective` as the course says;
 * - carry-overs: courses of the semester whose latest published result for the student is a fail
 *   (0 grade points) — a failed course comes back, whatever its level;
 * - borrowed: courses of an approved borrowed-course request for the session.
 * A course offered for two reasons is listed once, carry-over before borrowed before catalogue.
 */
export async function registrableCourses(
  db: Db,
  student: StudentRecord,
  term: Term,
): Promise<RegisteredCourse[]> {
  return rowsOf<RegisteredCourse>(
    db,
    sql`WITH offered AS (
          SELECT c.id, c.course_type AS kind, 3 AS rank
          FROM courses c JOIN departments d ON d.id = c.department_id
          WHERE c.active AND c.semester_id = ${term.semester.id} AND c.level_id = ${student.level.id}
            AND (c.department_id = ${student.departmentId} OR d.code = 'GSE')
          UNION ALL
          SELECT r.course_id, 'carryover', 1
          FROM (
            SELECT DISTINCT ON (cr.course_id) cr.course_id, cr.points
            FROM course_results cr JOIN academic_sessions s ON s.id = cr.session_id
            WHERE cr.student_id = ${student.id} AND cr.status = 'published' AND cr.session_id <> ${term.session.id}
            ORDER BY cr.course_id, s.start_date DESC, cr.semester_id DESC
          ) r JOIN courses c ON c.id = r.course_id
          WHERE r.points = 0 AND c.active AND c.semester_id = ${term.semester.id}
          UNION ALL
          SELECT b.course_id, 'borrowed', 2
          FROM borrowed_course_requests b JOIN courses c ON c.id = b.course_id
          WHERE b.student_id = ${student.id} AND b.session_id = ${term.session.id} AND b.status = 'approved'
            AND c.active AND c.semester_id = ${term.semester.id}
        )
        SELECT c.id AS "courseId", c.code, c.title, c.units, o.kind
        FROM (SELECT DISTINCT ON (id) id, kind FROM offered ORDER BY id, rank) o
        JOIN courses c ON c.id = o.id
        ORDER BY o.kind <> 'carryover', o.kind <> 'compulsory', c.code`,
  );
}

/**
 * GET borrowable-courses: the term's active courses outside the student's own catalogue (another
 * department's, or a level the catalogue does not offer them), which a borrowed-course request
 * (approved by the registry, HOD or dean) would let them register; with that request's status.
 */
export async function borrowableCourses(
  db: Db,
  student: StudentRecord,
  term: Term,
): Promise<BorrowableCourse[]> {
  const rows = await rowsOf<
    Omit<BorrowableCourse, "level" | "department"> & {
      levelId: number;
      levelName: string;
      departmentId: number;
      departmentName: string;
    }
  >(
    db,
    sql`SELECT c.id AS "courseId", c.code, c.title, c.units, lv.id AS "levelId", lv.name AS "levelName",
          d.id AS "departmentId", d.name AS "departmentName", b.status AS "requestStatus"
        FROM courses c JOIN levels lv ON lv.id = c.level_id JOIN departments d ON d.id = c.department_id
        LEFT JOIN borrowed_course_requests b ON b.course_id = c.id AND b.student_id = ${student.id}
          AND b.session_id = ${term.session.id}
        WHERE c.active AND c.semester_id = ${term.semester.id}
          AND NOT (c.level_id = ${student.level.id} AND (c.department_id = ${student.departmentId} OR d.code = 'GSE'))
        ORDER BY c.code
        LIMIT 1000`,
  );
  return rows.map(({ levelId, levelName, departmentId, departmentName, ...course }) => ({
    ...course,
    level: { id: levelId, name: levelName },
    department: { id: departmentId, name: departmentName },
  }));
}
