import { sql } from "drizzle-orm";
import {
  type ChainStep,
  SHEET_STEPS,
  type SheetAction,
  sheetActionOf,
} from "../../../contract/scoreSheetSteps";
import type { ApprovalsQuery, DecisionBody, DecisionResult, SheetSummary } from "../../../contract/scores";
import { transitionOf, type Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { ValidationError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { rowsOf } from "../resources/sqlRows";
import { actionsOn, takeTransition, visibleIds, type WorkflowCaller } from "../workflows/workflowService";
import { COURSE_JOINS, COURSE_REF } from "./courseAccess";

/**
 * The approval chain of a score sheet is the `score-sheets` workflow
 * (schemas/workflows/score-sheets.json): who may take each step, what it stamps, the notice to the
 * course's lecturers on a return, and the effect that moves the sheet's `course_results` with it
 * (courseResultsFollowSheet.ts). This module keeps the Results/... calls over it: the approvals list
 * (the sheets the workflow lets the caller see, each with the actions it allows them) and the three
 * decision calls, each one workflow transition (src/contract/scoreSheetSteps.ts).
 */
export type Step = ChainStep;

/** The workflow's transitions `user` may take on each sheet, as the API's actions (by sheet id). */
export async function sheetActionsOn(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  ids: readonly number[],
): Promise<Map<number, SheetAction[]>> {
  const allowed = await actionsOn(db, workflow, user, ids);
  return new Map(
    [...allowed].map(([id, names]) => [
      id,
      names.map(sheetActionOf).filter((action): action is SheetAction => action !== undefined),
    ]),
  );
}

/** GET Results/score-sheet-approvals: the term's sheets the caller may see along the chain. */
export async function approvalList(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  query: ApprovalsQuery,
): Promise<SheetSummary[]> {
  const rows = await rowsOf<Omit<SheetSummary, "actions">>(
    db,
    sql`SELECT sh.id AS "sheetId", ${COURSE_REF} AS course, sh.status,
          (SELECT count(*)::int FROM course_results cr WHERE cr.course_id = sh.course_id AND cr.session_id = sh.session_id) AS students,
          coalesce((SELECT array_agg(coalesce(t.name || ' ', '') || l.first_name || ' ' || l.surname ORDER BY l.surname, l.id)
            FROM course_assignments ca JOIN lecturers l ON l.id = ca.lecturer_id LEFT JOIN titles t ON t.id = l.title_id
            WHERE ca.course_id = sh.course_id AND ca.session_id = sh.session_id), ARRAY[]::text[]) AS lecturers,
          to_char(sh.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "updatedAt",
          sh.return_reason AS "returnReason"
        FROM score_sheets sh JOIN courses c ON c.id = sh.course_id ${COURSE_JOINS}
        JOIN academic_sessions s ON s.id = sh.session_id
        WHERE sh.session_id = ${query.sessionId} AND sh.semester_id = ${query.semesterId}
          AND sh.id IN ${visibleIds(workflow, user)}
          ${query.status ? sql`AND sh.status = ${query.status}` : sql`AND sh.status <> 'draft'`}
        ORDER BY d.name, c.code, sh.id`,
  );
  const actions = await sheetActionsOn(
    db,
    workflow,
    user,
    rows.map((row) => row.sheetId),
  );
  return rows.map((sheet) => ({ ...sheet, actions: actions.get(sheet.sheetId) ?? [] }));
}

/**
 * HOD approval (Results/hod-approval), dean or admin approval (Results/admin-approval) and
 * publishing (Results/publish-results): the call's transition taken on every listed sheet, or on
 * none (the first refusal names its sheet: 404 unseen, 409 elsewhere in the chain, 403 not theirs).
 */
export async function decideSheets(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  step: Step,
  body: Pick<DecisionBody, "sheetIds"> & { approve?: boolean; reason?: string },
): Promise<DecisionResult> {
  const action: SheetAction = step === "publish" ? "publish" : body.approve === false ? "return" : "approve";
  if (step === "publish" && body.approve === false)
    throw new ValidationError([{ path: "approve", message: "a sheet is published, not returned, here" }]);
  const name = SHEET_STEPS[step].transitions[action] as string;
  const transition = transitionOf(workflow, name);
  if (!transition) throw new Error(`schemas/workflows/${workflow.name}.json has no step "${name}"`);
  if (action === "return" && !body.reason?.trim())
    throw new ValidationError([
      { path: "reason", message: "say why the score sheet goes back to the lecturer" },
    ]);
  const { count } = await takeTransition(db, workflow, body.sheetIds, name, caller, body.reason);
  return { sheets: count, status: transition.to as DecisionResult["status"] };
}
