import type { Workflow } from "../../../schema/workflows";
import { recordGraduateClearance } from "../results/clearanceEffect";
import { courseResultsFollowSheet } from "../scores/courseResultsFollowSheet";
import type { WorkflowEffect } from "./workflowEffect";

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
