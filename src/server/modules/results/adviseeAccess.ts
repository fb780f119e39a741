import { type SQL, sql } from "drizzle-orm";
import { courseAdviserOf, hodOf } from "../workflows/postPredicates";

/**
 * Who may open one student's record at /class/results/student (spec section 2, "Lecturer and HOD"):
 * - the student's **course adviser**: the active adviser (course_adviser_assignments) of the class
 *   the student is in now (their department and level in the current session), or of a class they
 *   registered in (a slip's department, level and session — the slips that adviser decides);
 * - the **head of the student's department** (active hod_assignments), now or of a slip's department.
 * Nobody else — not another lecturer, not the registry, not the super-admin — is told the student
 * exists: the record answers 404. A record is the adviser's working view of their class; the
 * registry reads results through the composite sheet and transcripts instead.
 *
 * As a condition on `students st`.
 */
export function advisesOrHeads(userId: number): SQL {
  const now = { department: sql`st.department_id`, level: sql`st.level_id` };
  const slip = { department: sql`r.department_id`, level: sql`r.level_id`, session: sql`r.session_id` };
  const currentSession = sql`(SELECT id FROM academic_sessions WHERE is_current)`;
  // Post predicates of the one registry (workflows/postPredicates.ts); coalesce: no current session is "no".
  return sql`coalesce((
    ${courseAdviserOf(userId, { ...now, session: currentSession })}
    OR ${hodOf(userId, now)}
    OR EXISTS (SELECT 1 FROM course_registrations r WHERE r.student_id = st.id
      AND (${courseAdviserOf(userId, slip)} OR ${hodOf(userId, slip)}))), false)`;
}
