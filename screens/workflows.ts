import type { ResourceGroup } from "../src/schema/resourceFile";
import type { ScreenRoute } from "./types";

/** What the route tables read of a workflow file (`?facts`: scripts/resourceFilesPlugin.mjs). */
interface WorkflowFacts {
  readonly name: string;
  readonly access: readonly string[];
  readonly screens: readonly { path: string; access?: readonly string[]; group?: ResourceGroup }[] | null;
}

const facts = import.meta.glob<WorkflowFacts>("../schemas/workflows/*.json", {
  eager: true,
  query: "?facts",
  import: "default",
});

/**
 * A route to a workflow's engine screen (schemas/workflows/<name>.json): the list of its rows the
 * signed-in person may see, with the steps they may take. Loaded on demand, like every screen.
 */
export function workflowScreen(name: string): ScreenRoute["load"] {
  return async () => ({
    default: (await import("../src/client/engine/workflow/WorkflowScreen")).workflowScreen(name),
  });
}

/**
 * Every screen a workflow file names (`screens`): a new chain is its file alone. Each path opens
 * the workflow's screen for the file's `access`, or the screen's own narrower list.
 */
export const workflowScreens: ScreenRoute[] = Object.keys(facts)
  .sort()
  .flatMap((file) => {
    const workflow = facts[file] as WorkflowFacts;
    return (workflow.screens ?? []).map((screen) => ({
      path: screen.path,
      load: workflowScreen(workflow.name),
      access: screen.access ?? workflow.access,
      ...(screen.group ? { group: screen.group } : {}),
    }));
  });
