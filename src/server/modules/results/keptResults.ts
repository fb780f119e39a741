import { sql } from "drizzle-orm";
import type { StudentResults } from "../../../contract/results";
import { type Db, queryRows } from "../../db/database";
import type { WorkflowEffect } from "../workflows/workflowEffect";
import { certificateClasses } from "./resultRows";
import { type ClassBandsReader, studentResults } from "./studentResults";

/**
 * Each student's /results answer kept in the database (migration 0360): filled when their results
 * are published, in the publishing step's transaction, and dropped by the database itself the
 * moment anything it was made from changes. Until the next publish refills it, a dropped answer is
 * worked out on each read (one statement), as before there was a kept one.
 */
const ALL_KEY = 4362;

/** The student's kept answer, else one worked out now. */
export async function keptStudentResults(
  db: Db,
  userId: number,
  bands?: ClassBandsReader,
): Promise<StudentResults> {
  const [kept] = await queryRows<{ results: StudentResults }>(
    db,
    sql`SELECT results FROM published_results_kept WHERE user_id = ${userId}`,
  );
  return kept ? kept.results : studentResults(db, userId, bands);
}

/**
 * The score-sheets workflow's publish effect, after courseResultsFollowSheet: the answers of the
 * sheet's students are worked out and kept in the step's transaction, so the first reads after a
 * publish find them ready. The update before it holds these students' lock keys (its trigger); the
 * shared key of the whole table makes a change to what every answer reads (a course's title) wait
 * for this step, or this step for it, and each answer is worked out after it is taken.
 */
export const keepPublishedResults: WorkflowEffect = async (tx, step) => {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${ALL_KEY}, 0)`);
  const students = await queryRows<{ userId: number }>(
    tx,
    sql`SELECT DISTINCT st.user_id AS "userId" FROM score_sheets sh
        JOIN course_results cr ON cr.course_id = sh.course_id AND cr.session_id = sh.session_id
        JOIN students st ON st.id = cr.student_id
        WHERE sh.id = ${step.id} AND st.user_id IS NOT NULL
        ORDER BY 1`,
  );
  const classes = await certificateClasses(tx);
  for (const { userId } of students) {
    const results = await studentResults(tx, userId, async () => classes);
    await tx.execute(sql`INSERT INTO published_results_kept (user_id, results)
        VALUES (${userId}, ${JSON.stringify(results)}::jsonb)
        ON CONFLICT (user_id) DO UPDATE SET results = EXCLUDED.results, filled_at = now()`);
  }
  return { keptResults: students.length };
};
