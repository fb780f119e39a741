import {
  type ChainStep,
  SHEET_STEPS,
  type SheetAction,
  sheetActionOf,
} from "../../../contract/scoreSheetSteps";
import type { DecisionBody, DecisionResult } from "../../../contract/scores";
import { transitionOf, type Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { ValidationError } from "../../errors";
import type { AuthUser } from "../auth/accessToken";
import { actionsOn, takeTransition, type WorkflowCaller } from "../workflows/workflowService";

/**
 * The approval chain of a score sheet is the `score-sheets` workflow
 * (schemas/workflows/score-sheets.json): who may take each step, what it stamps, the notice to the
 * course's lecturers on a return, and the effect that moves the sheet's `course_results` with it
 * (courseResultsFollowSheet.ts). The approvers' list is the workflow's own screen
 * (/results/score_sheets, GET /api/workflows/score-sheets/rows); this module keeps the actions a
 * sheet's page offers and the three Results/... decision calls, each one workflow transition
 * (src/contract/scoreSheetSteps.ts).
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
