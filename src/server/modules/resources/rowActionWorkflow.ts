import { ResourceFileError } from "../../../schema/resourceModel";
import { transitionOf, type Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { takeTransition, type WorkflowCaller } from "../workflows/workflowService";
import type { ResourceDefinition, RowActionDef } from "./resourceDefinition";
import { notFound, type Saved, selectRow } from "./resourceService";

/**
 * A row action that is a workflow's step (`"workflow": "<name>"` in `grid.rowActions`): the
 * resource's list keeps its buttons, and the workflow decides everything else. Checked once the
 * workflows are read: the workflow exists, is over the same table, has a step of the action's
 * name, and the action's `when` (which only draws the button) is exactly that step's `from`.
 */
export function workflowOfRowAction(
  workflows: ReadonlyMap<string, Workflow>,
  resource: ResourceDefinition,
  { action }: RowActionDef,
): Workflow {
  const fail = (what: string): never => {
    throw new ResourceFileError(
      `schemas/resources/${resource.name}.json: row action "${action.name}" ${what}`,
    );
  };
  const workflow = workflows.get(action.workflow ?? "") ?? fail(`names no workflow "${action.workflow}"`);
  if (workflow.table !== resource.table)
    fail(`names workflow "${workflow.name}", which is over another table`);
  const transition =
    transitionOf(workflow, action.name) ?? fail(`is not a step of workflow "${workflow.name}"`);
  const state = resource.fields.find((field) => field.column === workflow.stateColumn);
  const when = state ? action.when?.[state.property] : undefined;
  const states = Array.isArray(when) ? when : [when];
  const same =
    Object.keys(action.when ?? {}).length === 1 &&
    states.length === transition.from.length &&
    transition.from.every((from) => states.includes(from));
  if (!state || !same)
    fail(
      `must show where its step starts: "when": { "${state?.property ?? workflow.stateColumn}": ${JSON.stringify(transition.from)} }`,
    );
  return workflow;
}

/** Takes the action's step on row `id` through the workflow, and answers the row as it now is. */
export async function takeRowActionStep(
  db: Db,
  resource: ResourceDefinition,
  workflow: Workflow,
  { action }: RowActionDef,
  id: number,
  caller: WorkflowCaller,
): Promise<Saved> {
  await takeTransition(db, workflow, [id], action.name, caller, null);
  const row = await selectRow(db, resource, id);
  if (!row) throw notFound(resource, id);
  return { row, message: transitionOf(workflow, action.name)?.success ?? `${resource.singular}: done` };
}
