import type { ScreenRoute } from "./types";

/**
 * A route to a workflow's engine screen (schemas/workflows/<name>.json): the list of its rows the
 * signed-in person may see, with the steps they may take. Loaded on demand, like every screen.
 */
export function workflowScreen(name: string): ScreenRoute["load"] {
  return async () => ({
    default: (await import("../src/client/engine/workflow/WorkflowScreen")).workflowScreen(name),
  });
}
