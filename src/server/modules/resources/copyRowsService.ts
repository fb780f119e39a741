import { sql } from "drizzle-orm";
import type { CopyOutcome, CopyRequest } from "../../../contract/resources";
import type { Db } from "../../db/database";
import { ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { translateWriteError } from "./databaseErrors";
import type { ListActionDef } from "./listActionDefinition";
import type { ResourceDefinition } from "./resourceDefinition";
import { insertRows } from "./resourceService";
import { type ResourceRow, selectList, toRow } from "./rowMapping";
import { rowsOf } from "./sqlRows";

function plural(count: number, resource: ResourceDefinition): string {
  return `${count} ${(count === 1 ? resource.singular : resource.file.title).toLowerCase()}`;
}

/** "3 fee assignments copied with 12 fee assignment items; 1 already existed and was skipped." */
export function copyMessage(
  resource: ResourceDefinition,
  definition: ListActionDef,
  outcome: CopyOutcome,
): string {
  const [child] = definition.children;
  const withChildren = child ? ` with ${plural(outcome.children, child.resource)}` : "";
  const skipped =
    outcome.skipped === 0
      ? ""
      : `; ${outcome.skipped} already existed and ${outcome.skipped === 1 ? "was" : "were"} skipped`;
  return `${plural(outcome.copied, resource)} copied${withChildren}${skipped}.`;
}

async function rowsWhere(
  db: Db,
  resource: ResourceDefinition,
  column: string,
  value: number,
): Promise<ResourceRow[]> {
  const rows = await rowsOf(
    db,
    sql`SELECT ${selectList(resource)} FROM ${sql.identifier(resource.table)}
WHERE ${sql.identifier(column)} = ${value} ORDER BY ${sql.identifier("id")}`,
  );
  return rows.map((row) => toRow(resource, row));
}

async function exists(db: Db, resource: ResourceDefinition, id: number): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`SELECT 1 AS "found" FROM ${sql.identifier(resource.table)} WHERE ${sql.identifier("id")} = ${id}`,
  );
  return rows.length > 0;
}

/** INSERT of one copied row; undefined when a unique rule says it is already there. */
async function insertUnlessPresent(
  db: Db,
  resource: ResourceDefinition,
  row: ResourceRow,
): Promise<number | undefined> {
  const fields = resource.fields.filter((field) => !field.readOnly);
  const [inserted] = await rowsOf<{ id: number | string }>(
    db,
    sql`INSERT INTO ${sql.identifier(resource.table)} (${sql.join(
      fields.map((field) => sql.identifier(field.column)),
      sql`, `,
    )}) VALUES (${sql.join(
      fields.map((field) => sql`${row[field.property] ?? null}`),
      sql`, `,
    )}) ON CONFLICT DO NOTHING RETURNING ${sql.identifier("id")}`,
  );
  return inserted ? Number(inserted.id) : undefined;
}

/**
 * A copy list action (`ResourceCopy`): every row whose field holds `from` is inserted again with
 * `to`, with its children, in one transaction — any failure and nothing is copied. A row a unique
 * rule finds already there is skipped (so running the copy twice copies nothing the second time).
 * One audit entry, named after the action, records the values and the counts.
 */
export async function copyRows(
  db: Db,
  resource: ResourceDefinition,
  definition: ListActionDef,
  request: CopyRequest,
  actor: AuditActor,
): Promise<{ outcome: CopyOutcome; message: string }> {
  const { field, valueSource, children, action } = definition;
  const fieldTitle = field.title.toLowerCase();
  if (request.from === request.to)
    throw new ValidationError([
      { path: "to", message: `choose another ${fieldTitle} than the one to copy from` },
    ]);
  try {
    const outcome = await db.transaction(async (tx) => {
      for (const key of ["from", "to"] as const) {
        if (!(await exists(tx, valueSource, request[key])))
          throw new ValidationError([{ path: key, message: "does not match any existing record" }]);
      }
      const sources = await rowsWhere(tx, resource, field.column, request.from);
      if (sources.length === 0)
        throw new ValidationError([
          {
            path: "from",
            message: `there are no ${resource.file.title.toLowerCase()} with this ${fieldTitle} to copy`,
          },
        ]);
      const counts: CopyOutcome = { copied: 0, skipped: 0, children: 0 };
      for (const source of sources) {
        const id = await insertUnlessPresent(tx, resource, { ...source, [field.property]: request.to });
        if (id === undefined) {
          counts.skipped++;
          continue;
        }
        counts.copied++;
        for (const child of children) {
          const rows = await rowsWhere(tx, child.resource, child.field.column, source.id);
          if (rows.length === 0) continue;
          await insertRows(
            tx,
            child.resource,
            rows.map((row) => ({ ...row, [child.field.property]: id })),
          );
          counts.children += rows.length;
        }
      }
      await recordAudit(tx, {
        ...actor,
        action: action.name,
        entity: resource.name,
        entityId: null,
        after: { [field.property]: { from: request.from, to: request.to }, ...counts },
      });
      return counts;
    });
    return { outcome, message: copyMessage(resource, definition, outcome) };
  } catch (error) {
    return translateWriteError(resource, error, "save");
  }
}
