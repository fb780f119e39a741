import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { recordGraduateClearance } from "../results/clearanceEffect";
import { courseResultsFollowSheet } from "../scores/courseResultsFollowSheet";

/** One step just taken on one row, as an effect handler sees it. */
export interface WorkflowStep {
  workflow: Workflow;
  id: number;
  transition: string;
  from: string;
  to: string;
  /** The user taking the step. */
  actorId: number;
  /**
   * Values the step was given beyond its reason by the module that took it (a graduation
   * session); the generic route gives none, so an effect needing one refuses (400).
   */
  input: Readonly<Record<string, unknown>>;
}

/**
 * Server-side work a step does beyond its own row (a transition's `effects`), run after the row
 * moves (state and stamps written) inside the step's transaction: throwing undoes the whole step
 * (all rows, in bulk), so an effect may also refuse it (409 naming why). What it answers joins the
 * audit entry's `after` (the CGPA a clearance recorded).
 */
export type WorkflowEffect = (tx: Db, step: WorkflowStep) => Promise<Record<string, unknown> | undefined>;

/** The effects a workflow file may name, by name. */
export const WORKFLOW_EFFECTS: Readonly<Record<string, WorkflowEffect>> = {
  courseResultsFollowSheet,
  recordGraduateClearance,
};

/** The first effect some transition names that is not registered, as a start-up refusal; or undefined. */
export function unknownEffect(workflow: Workflow): string | undefined {
  for (const transition of workflow.transitions)
    for (const effect of transition.effects ?? [])
      if (!Object.hasOwn(WORKFLOW_EFFECTS, effect))
        return `transition "${transition.name}" names effect "${effect}", which is not one of ${Object.keys(WORKFLOW_EFFECTS).join(", ")}`;
  return undefined;
}
