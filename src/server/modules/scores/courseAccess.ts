import { type SQL, sql } from "drizzle-orm";
import type { CourseRef } from "../../../contract/scores";
import { isAllowed } from "../../../schema/access";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { rowsOf } from "../resources/sqlRows";
import { deanOf as deanOfPost, hodOf } from "../workflows/postPredicates";

/**
 * Who sees what of a course's results in a session:
 * - the lecturers assigned to it that session (course_assignments → lecturers.user_id) see and,
 *   while the sheet is a draft, edit its scores;
 * - the head of its department (hod_assignments) and the dean of its School (dean_assignments) see
 *   them, to approve;
 * - the registry (registrar) and the super-admin see every course.
 * Anyone else is told the course does not exist (404), as for a course that does not.
 */
export const COLLEGE_WIDE_READERS = ["registrar"] as const;

export function isCollegeWide(user: AuthUser): boolean {
  return isAllowed(user, { roles: COLLEGE_WIDE_READERS });
}

/** `user` teaches course `c` (alias) in session `session`, as SQL. */
export function teaches(user: AuthUser, course: SQL, session: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM course_assignments ca JOIN lecturers l ON l.id = ca.lecturer_id
    WHERE ca.course_id = ${course} AND ca.session_id = ${session} AND l.user_id = ${user.id})`;
}

const courseDepartment = { department: sql`c.department_id` };

/** `user` heads the department of course `c` (alias `c`), as SQL (the one post registry). */
export function headsDepartmentOf(user: AuthUser): SQL {
  return sql`coalesce((${hodOf(user.id, courseDepartment)}), false)`;
}

/** `user` is dean of the School of course `c`, as SQL. */
export function deanOf(user: AuthUser): SQL {
  return sql`coalesce((${deanOfPost(user.id, courseDepartment)}), false)`;
}

/** Who publishes results (the score-sheets workflow's publish step names the same role). */
export const PUBLISHERS = ["registrar"] as const;

/** The course as answers show it (course `c`, session `s`). */
export const COURSE_REF = sql`jsonb_build_object(
    'id', c.id, 'code', c.code, 'title', c.title, 'units', c.units,
    'level', jsonb_build_object('id', lv.id, 'name', lv.name),
    'department', jsonb_build_object('id', d.id, 'name', d.name),
    'semester', jsonb_build_object('id', sem.id, 'name', sem.name),
    'session', jsonb_build_object('id', s.id, 'name', s.name))`;

export const COURSE_JOINS = sql`JOIN levels lv ON lv.id = c.level_id
  JOIN departments d ON d.id = c.department_id
  JOIN semesters sem ON sem.id = c.semester_id`;

export interface CourseAccess {
  course: CourseRef;
  semesterId: number;
  teaches: boolean;
  hod: boolean;
  dean: boolean;
  collegeWide: boolean;
}

/** The course in a session and what `user` may do with it; 404 when they may see nothing. */
export async function courseAccess(
  db: Db,
  user: AuthUser,
  courseId: number,
  sessionId: number,
): Promise<CourseAccess> {
  const [row] = await rowsOf<{
    course: CourseRef;
    semesterId: number;
    teaches: boolean;
    hod: boolean;
    dean: boolean;
  }>(
    db,
    sql`SELECT ${COURSE_REF} AS course, c.semester_id AS "semesterId",
          ${teaches(user, sql`c.id`, sql`s.id`)} AS teaches,
          ${headsDepartmentOf(user)} AS hod, ${deanOf(user)} AS dean
        FROM courses c ${COURSE_JOINS} JOIN academic_sessions s ON s.id = ${sessionId}
        WHERE c.id = ${courseId}`,
  );
  const collegeWide = isCollegeWide(user);
  if (!row || !(row.teaches || row.hod || row.dean || collegeWide))
    throw new NotFoundError("Course not found");
  return { ...row, collegeWide };
}
