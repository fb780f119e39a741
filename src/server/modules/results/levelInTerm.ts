import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";

/** What a statement prints when the student's level in a term is known neither way. */
export const LEVEL_NOT_RECORDED = "Not recorded";

/**
 * The student's level in a past (or the current) term, as a statement of that term prints it:
 * the level their course registration slip of the session recorded (that semester's first, then
 * the other's); without a slip, their level now less a hundred for every session since; and
 * LEVEL_NOT_RECORDED when that falls below 100 Level (a year before 100 Level need not have been Pre-NCE).
 */
export async function levelInTerm(
  db: Db,
  studentId: number,
  term: { sessionId: number; semesterId: number },
): Promise<string> {
  const [row] = await rowsOf<{ level: string | null }>(
    db,
    sql`SELECT coalesce(
          (SELECT lv.name FROM course_registrations cr JOIN levels lv ON lv.id = cr.level_id
            WHERE cr.student_id = ${studentId} AND cr.session_id = ${term.sessionId}
            ORDER BY cr.semester_id <> ${term.semesterId}, cr.semester_id LIMIT 1),
          (SELECT lv.name FROM students st JOIN levels now_at ON now_at.id = st.level_id
            JOIN levels lv ON lv.value = now_at.value - 100 * (
              SELECT count(*)::int FROM academic_sessions a
              WHERE a.start_date > (SELECT start_date FROM academic_sessions WHERE id = ${term.sessionId})
                AND a.start_date <= (SELECT start_date FROM academic_sessions WHERE is_current))
            WHERE st.id = ${studentId} AND (lv.value > 0 OR now_at.value = 0))
        ) AS level`,
  );
  return row?.level ?? LEVEL_NOT_RECORDED;
}
