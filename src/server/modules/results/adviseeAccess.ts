import { type SQL, sql } from "drizzle-orm";

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
  return sql`(
    EXISTS (SELECT 1 FROM course_adviser_assignments ca
      WHERE ca.user_id = ${userId} AND ca.active AND (
        (ca.department_id = st.department_id AND ca.level_id = st.level_id
          AND ca.session_id = (SELECT id FROM academic_sessions WHERE is_current))
        OR EXISTS (SELECT 1 FROM course_registrations r WHERE r.student_id = st.id
          AND r.department_id = ca.department_id AND r.level_id = ca.level_id AND r.session_id = ca.session_id)))
    OR EXISTS (SELECT 1 FROM hod_assignments h
      WHERE h.user_id = ${userId} AND h.active AND (
        h.department_id = st.department_id
        OR EXISTS (SELECT 1 FROM course_registrations r WHERE r.student_id = st.id
          AND r.department_id = h.department_id))))`;
}
