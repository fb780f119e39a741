import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { courseResultsFollowSheet } from "../scores/courseResultsFollowSheet";

/** One step just taken on one row, as an effect handler sees it. */
export interface WorkflowStep {
  workflow: Workflow;
  id: number;
  transition: string;
  from: string;
  to: string;
}

/**
 * Server-side work a step does beyond its own row (a transition's `effects`), run after the row
 * moves inside the step's transaction: throwing undoes the whole step (all rows, in bulk).
 */
export type WorkflowEffect = (tx: Db, step: WorkflowStep) => Promise<void>;

/** The effects a workflow file may name, by name. */
export const WORKFLOW_EFFECTS: Readonly<Record<string, WorkflowEffect>> = {
  courseResultsFollowSheet,
};

/** The first effect some transition names that is not registered, as a start-up refusal; or undefined. */
export function unknownEffect(workflow: Workflow): string | undefined {
  for (const transition of workflow.transitions)
    for (const effect of transition.effects ?? [])
      if (!Object.hasOwn(WORKFLOW_EFFECTS, effect))
        return `transition "${transition.name}" names effect "${effect}", which is not one of ${Object.keys(WORKFLOW_EFFECTS).join(", ")}`;
  return undefined;
}
