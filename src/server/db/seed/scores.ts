import { sql } from "drizzle-orm";
import { notifyCourseAssigned } from "../../modules/resources/hooks/course-assignments";
import type { Db } from "../database";
import { queryRows } from "../database";

const SEED_REASON = "Demo score sheet (seed)";

/**
 * Demo score sheet (issue 13): the `lecturer` account (Mr. Yusuf Ibrahim) also teaches the
 * Building Technology Education first-semester course with the most active NCE students at its
 * level in the current session, and those students' registrations of it are approved — so
 * /records lists a course with a class, the score sheet has rows, and the chain reaches the
 * demo `hod` (head of Building Technology Education); the School of Technical Education has no
 * demo dean, so the super-admin gives the dean/admin approval and the registrar publishes.
 *
 * The registration rules of migration 0121 hold: slips are made pending, their course added
 * during a late opening made for the purpose (so the seed works whatever the date) and removed
 * after, then approved. Idempotent: skipped once the lecturer teaches a BLD course this session.
 */
export async function seedScoreSheetDemo(db: Db): Promise<void> {
  const [pick] = await queryRows<{
    courseId: number;
    levelId: number;
    sessionId: number;
    lecturerId: number;
    deciderId: number | null;
  }>(
    db,
    sql`SELECT c.id AS "courseId", c.level_id AS "levelId", s.id AS "sessionId", l.id AS "lecturerId",
          (SELECT id FROM users WHERE lower(user_name) = 'hod') AS "deciderId"
        FROM courses c
        JOIN departments d ON d.id = c.department_id AND d.code = 'BLD'
        JOIN academic_sessions s ON s.is_current
        JOIN users u ON lower(u.user_name) = 'lecturer'
        JOIN lecturers l ON l.user_id = u.id
        WHERE c.semester_id = 1 AND c.active
        ORDER BY (SELECT count(*) FROM students st JOIN programmes p ON p.id = st.programme_id AND p.code = 'NCE'
                  WHERE st.department_id = c.department_id AND st.level_id = c.level_id AND st.status = 'active') DESC,
                 c.code
        LIMIT 1`,
  );
  if (!pick) return;
  const [taught] = await queryRows<{ id: number }>(
    db,
    sql`SELECT ca.id FROM course_assignments ca JOIN courses c ON c.id = ca.course_id
        JOIN departments d ON d.id = c.department_id AND d.code = 'BLD'
        WHERE ca.lecturer_id = ${pick.lecturerId} AND ca.session_id = ${pick.sessionId}`,
  );
  if (taught) return;

  await db.transaction(async (tx) => {
    const [assigned] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO course_assignments (course_id, lecturer_id, session_id, is_coordinator)
      VALUES (${pick.courseId}, ${pick.lecturerId}, ${pick.sessionId}, false)
      ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (assigned) await notifyCourseAssigned(tx, pick);
    const students = await queryRows<{ id: number }>(
      tx,
      sql`SELECT st.id FROM students st
          JOIN programmes p ON p.id = st.programme_id AND p.code = 'NCE'
          JOIN departments d ON d.id = st.department_id AND d.code = 'BLD'
          WHERE st.level_id = ${pick.levelId} AND st.status = 'active'
            AND NOT EXISTS (SELECT 1 FROM course_registrations r
              WHERE r.student_id = st.id AND r.session_id = ${pick.sessionId} AND r.semester_id = 1)
          ORDER BY st.reg_number`,
    );
    for (const student of students) {
      await tx.execute(sql`
        INSERT INTO student_registration_openings (student_id, session_id, semester_id, open_until, reason)
        VALUES (${student.id}, ${pick.sessionId}, 1, current_date, ${SEED_REASON})
        ON CONFLICT DO NOTHING`);
      const [slip] = await queryRows<{ id: number }>(
        tx,
        sql`INSERT INTO course_registrations (student_id, session_id, semester_id, level_id, programme_id, department_id, min_units, max_units)
            SELECT st.id, ${pick.sessionId}, 1, st.level_id, st.programme_id, st.department_id, 0,
              coalesce((SELECT max_units FROM unit_loads u WHERE u.programme_id = st.programme_id
                AND u.level_id = st.level_id AND u.semester_id = 1), 24)
            FROM students st WHERE st.id = ${student.id}
            RETURNING id`,
      );
      if (!slip) continue;
      await tx.execute(sql`
        INSERT INTO course_registration_courses (registration_id, course_id, units, kind)
        SELECT ${slip.id}, c.id, c.units, 'compulsory' FROM courses c WHERE c.id = ${pick.courseId}`);
      await tx.execute(sql`
        UPDATE course_registrations SET status = 'approved', decided_by = ${pick.deciderId},
          decided_as = ${pick.deciderId === null ? null : "hod"}, decided_at = now(), updated_at = now()
        WHERE id = ${slip.id}`);
      await tx.execute(sql`
        DELETE FROM student_registration_openings
        WHERE student_id = ${student.id} AND session_id = ${pick.sessionId} AND semester_id = 1 AND reason = ${SEED_REASON}`);
    }
  });
}
