import type { Db } from "../../db/database";

/**
 * Values a workflow's `facts` fields hold (schemas/workflows: `"facts": "<name>"` instead of
 * `"sql"`), worked out on the server for a page of rows at once: what SQL alone cannot say well,
 * such as a student's CGPA and clearance checks, which the results module computes in code.
 */
export interface WorkflowFacts {
  /** The fields it answers (a file's `facts` field must be one of them). */
  fields: readonly string[];
  /** Each row's values by id; a row it leaves out reads as nulls. */
  load: (db: Db, ids: readonly number[]) => Promise<ReadonlyMap<number, Readonly<Record<string, unknown>>>>;
}

const registered = new Map<string, WorkflowFacts>();

/**
 * Makes `facts` the handlers files may name (workflowRegistry does it at start-up with
 * WORKFLOW_FACTS). A registry, as for effects: the handlers live in the modules that know the
 * values, and those modules use workflowService, which must not import them back.
 */
export function registerWorkflowFacts(facts: Readonly<Record<string, WorkflowFacts>>): void {
  for (const [name, handler] of Object.entries(facts)) registered.set(name, handler);
}

/** The registered handler `name`; a field naming one that is not registered is a programming error. */
export function workflowFactsNamed(name: string): WorkflowFacts {
  const handler = registered.get(name);
  if (!handler)
    throw new Error(`workflow facts "${name}" are not registered (registerWorkflows does it at start-up)`);
  return handler;
}
