import type { Workflow } from "../../../schema/workflows";
import { decideAdmission } from "../applicationReview/reviewDecisions";
import { moveStudentDepartment } from "../changeOfDepartment/moveStudentEffect";
import { recordGraduateClearance } from "../results/clearanceEffect";
import { graduateClearanceFacts } from "../results/clearanceFacts";
import { keepPublishedResults } from "../results/keptResults";
import { courseResultsFollowSheet } from "../scores/courseResultsFollowSheet";
import type { WorkflowEffect } from "./workflowEffect";
import type { WorkflowFacts } from "./workflowFacts";

/** The effects a workflow file may name, by name. */
export const WORKFLOW_EFFECTS: Readonly<Record<string, WorkflowEffect>> = {
  courseResultsFollowSheet,
  decideAdmission,
  keepPublishedResults,
  moveStudentDepartment,
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

/** The facts handlers a workflow file's fields may name (`"facts"`), by name. */
export const WORKFLOW_FACTS: Readonly<Record<string, WorkflowFacts>> = {
  graduateClearance: graduateClearanceFacts,
};

/** The first `facts` field naming no registered handler, or a field it does not answer; or undefined. */
export function unknownFacts(workflow: Workflow): string | undefined {
  for (const [name, field] of Object.entries(workflow.fields)) {
    if (field.facts === undefined) continue;
    const handler = Object.hasOwn(WORKFLOW_FACTS, field.facts) ? WORKFLOW_FACTS[field.facts] : undefined;
    if (!handler)
      return `field "${name}" names facts "${field.facts}", which are not one of ${Object.keys(WORKFLOW_FACTS).join(", ")}`;
    if (!handler.fields.includes(name))
      return `field "${name}" is not among the facts "${field.facts}" answers (${handler.fields.join(", ")})`;
  }
  return undefined;
}
