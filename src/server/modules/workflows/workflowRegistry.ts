import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { sqlFieldsOf, type Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { rowsOf } from "../resources/sqlRows";
import { readWorkflowFiles } from "./readWorkflowFiles";
import { registerWorkflowEffects } from "./workflowEffect";
import { unknownEffect, unknownFacts, WORKFLOW_EFFECTS, WORKFLOW_FACTS } from "./workflowEffects";
import { registerWorkflowFacts } from "./workflowFacts";

declare module "fastify" {
  interface FastifyInstance {
    /** The checked schemas/workflows/*.json files by name, read once at start. */
    workflows: ReadonlyMap<string, Workflow>;
  }
}

export class WorkflowTableError extends Error {
  override name = "WorkflowTableError";
}

/**
 * Each workflow against its table and source: the id, state and stamped columns of the table,
 * and the id and every field's SQL over the source, are read once (no rows), so a misspelt column
 * or a source no migration made stops the start instead of the first decision; and every effect
 * it names must be registered (workflowEffects.ts).
 */
export async function checkWorkflowTables(db: Db, workflows: readonly Workflow[]): Promise<void> {
  for (const workflow of workflows) {
    const file = `schemas/workflows/${workflow.name}.json`;
    const effect = unknownEffect(workflow) ?? unknownFacts(workflow);
    if (effect) throw new WorkflowTableError(`${file}: ${effect}`);
    const [found] = await rowsOf<{ missing: string | null }>(
      db,
      sql`SELECT CASE WHEN to_regclass(${workflow.table}) IS NULL THEN ${workflow.table}
        WHEN to_regclass(${workflow.source}) IS NULL THEN ${workflow.source} END AS missing`,
    );
    if (found?.missing)
      throw new WorkflowTableError(
        `${file}: ${found.missing === workflow.table ? "table" : "source"} "${found.missing}" is not a table or view of the database`,
      );
    const columns = new Set([
      workflow.idColumn,
      ...(workflow.stateColumn === undefined ? [] : [workflow.stateColumn]),
      ...workflow.transitions.flatMap((transition) => Object.keys(transition.stamp ?? {})),
    ]);
    const row = sql.identifier("row");
    const reads: [string, SQL][] = [
      [
        `table ${workflow.table}`,
        sql`SELECT ${sql.join(
          [...columns].map((column) => sql`${row}.${sql.identifier(column as string)}`),
          sql`, `,
        )} FROM ${sql.identifier(workflow.table)} AS ${row} LIMIT 0`,
      ],
      [
        workflow.source === workflow.table ? `table ${workflow.table}` : `source ${workflow.source}`,
        sql`SELECT ${sql.join(
          [
            sql`${row}.${sql.identifier(workflow.idColumn)}`,
            sql`(${sql.raw(workflow.stateSql)})`,
            ...sqlFieldsOf(workflow).map(([, expression]) => sql`(${sql.raw(expression)})`),
            ...(workflow.listWhere === undefined ? [] : [sql`(${sql.raw(workflow.listWhere)})`]),
          ],
          sql`, `,
        )} FROM ${sql.identifier(workflow.source)} AS ${row} LIMIT 0`,
      ],
    ];
    for (const [what, read] of reads)
      try {
        await db.execute(read);
      } catch (error) {
        throw new WorkflowTableError(`${file} does not match ${what}: ${(error as Error).message}`);
      }
  }
}

/** Every filter's and step input's lookup must be a lookup list the resources serve (`/api/Lookups/:name`). */
export function checkWorkflowLookups(workflows: readonly Workflow[], lookups: ReadonlySet<string>): void {
  for (const workflow of workflows) {
    const named = [
      ...workflow.filters.map((filter) => [`filter "${filter.field}"`, filter.lookup] as const),
      ...workflow.transitions.flatMap((transition) =>
        Object.entries(transition.input ?? {}).map(
          ([name, input]) => [`transition "${transition.name}" input "${name}"`, input.lookup] as const,
        ),
      ),
    ];
    for (const [where, lookup] of named)
      if (lookup !== undefined && !lookups.has(lookup))
        throw new WorkflowTableError(
          `schemas/workflows/${workflow.name}.json: ${where} names lookup "${lookup}", which no resource file serves`,
        );
  }
}

/**
 * Reads and checks schemas/workflows/ (plus `extra`, which tests give), checks them against the
 * database and decorates the app with them. A bad file or a missing column stops the start.
 */
export async function registerWorkflows(
  app: FastifyInstance,
  db: Db,
  extra: readonly Workflow[] = [],
): Promise<void> {
  registerWorkflowEffects(WORKFLOW_EFFECTS);
  registerWorkflowFacts(WORKFLOW_FACTS);
  const workflows = [...(await readWorkflowFiles()), ...extra];
  checkWorkflowLookups(workflows, new Set(app.resources.lookups.keys()));
  await checkWorkflowTables(db, workflows);
  app.decorate("workflows", new Map(workflows.map((workflow) => [workflow.name, workflow])));
}

/** The workflow a module is built on; its absence is a broken checkout, not a request's fault. */
export function workflowNamed(app: FastifyInstance, name: string): Workflow {
  const workflow = app.workflows.get(name);
  if (!workflow) throw new Error(`schemas/workflows/${name}.json is missing`);
  return workflow;
}
