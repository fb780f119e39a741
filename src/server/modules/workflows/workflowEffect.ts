import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";

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

const registered = new Map<string, WorkflowEffect>();

/**
 * Makes `effects` the ones steps run (workflowRegistry does it at start-up with WORKFLOW_EFFECTS).
 * A registry rather than an import: the effects live in the modules whose rows they touch, and those
 * modules take steps through workflowService, which must not import them back.
 */
export function registerWorkflowEffects(effects: Readonly<Record<string, WorkflowEffect>>): void {
  for (const [name, effect] of Object.entries(effects)) registered.set(name, effect);
}

/** The registered effect `name`; a step naming one that is not registered is a programming error. */
export function workflowEffectNamed(name: string): WorkflowEffect {
  const effect = registered.get(name);
  if (!effect)
    throw new Error(`workflow effect "${name}" is not registered (registerWorkflows does it at start-up)`);
  return effect;
}
