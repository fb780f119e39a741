import { sql } from "drizzle-orm";
import type { WorkflowEffect } from "../workflows/workflowEffect";

/**
 * The score-sheets workflow's effect: every `course_results` row of the sheet (its course and
 * session) takes the sheet's new status in the step's transaction, so a published sheet publishes
 * its results and a returned one unfreezes their scores (migration 0180's trigger).
 */
export const courseResultsFollowSheet: WorkflowEffect = async (tx, step) => {
  await tx.execute(sql`UPDATE course_results cr SET status = ${step.to}, updated_at = now()
      FROM score_sheets sh
      WHERE sh.id = ${step.id} AND cr.course_id = sh.course_id AND cr.session_id = sh.session_id`);
  return undefined;
};
