import { type SQL, sql } from "drizzle-orm";
import type { ListResult } from "../../../contract/lists";
import type { Db } from "../../db/database";
import { type FieldError, NotFoundError, ValidationError } from "../../errors";
import { schemaFieldErrors } from "../../validation/schemaFieldErrors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { translateWriteError } from "./databaseErrors";
import { allRowsSql, type ListParams, listSql } from "./listQuery";
import type { FieldDef, ResourceDefinition } from "./resourceDefinition";
import type { RowGuard } from "./rowGuard";
import { cleanInput, type ResourceRow, selectList, toRow } from "./rowMapping";
import { rowsOf } from "./sqlRows";

/**
 * The generic CRUD of a resource: plain functions over a database handle and a resource
 * definition, with the audit entry of each write in the same transaction. No Fastify in here.
 */

/** At most this many rows leave in one export. */
export const EXPORT_ROW_LIMIT = 50_000;

export async function listRows(
  db: Db,
  resource: ResourceDefinition,
  params: ListParams,
): Promise<ListResult<ResourceRow>> {
  const rows = await rowsOf(db, listSql(resource, params));
  const totalCount = Number(rows[0]?.__total ?? 0);
  // Past the last page the LEFT JOIN answers one row with the total and a null page.
  const items = rows.filter((row) => row.id !== null).map((row) => toRow(resource, row));
  const meta: ListResult<ResourceRow>["meta"] = {
    pageSize: params.pageSize,
    currentPage: params.page,
    totalCount,
  };
  if (resource.totals.length > 0)
    meta.totals = Object.fromEntries(
      resource.totals.map((field, index) => [field.property, Number(rows[0]?.[`__sum${index}`] ?? 0)]),
    );
  return { items, meta };
}

export async function exportRows(
  db: Db,
  resource: ResourceDefinition,
  params: ListParams,
): Promise<ResourceRow[]> {
  const rows = await rowsOf(db, allRowsSql(resource, params, EXPORT_ROW_LIMIT));
  return rows.map((row) => toRow(resource, row));
}

export function notFound(resource: ResourceDefinition, id: number): NotFoundError {
  return new NotFoundError(`${resource.singular} ${id} was not found; it may have been deleted.`);
}

/** One row by id; `scope` (a guard's) hides rows outside it, so they are "not found". */
export async function selectRow(db: Db, resource: ResourceDefinition, id: number, lock = false, scope?: SQL) {
  const rows = await rowsOf(
    db,
    sql`SELECT ${selectList(resource)} FROM ${sql.identifier(resource.table)} WHERE ${sql.identifier("id")} = ${id}${scope ? sql` AND (${scope})` : sql``}${lock ? sql` FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toRow(resource, rows[0]) : undefined;
}

export async function getRow(
  db: Db,
  resource: ResourceDefinition,
  id: number,
  guard?: RowGuard,
): Promise<ResourceRow> {
  const row = await selectRow(db, resource, id, false, guard?.scope);
  if (!row) throw notFound(resource, id);
  return row;
}

export type CheckedRow = { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldError[] };

/**
 * Cleans (trim, sanitise) and validates one row with the resource's schema, the same compiled
 * validator for the API and for each upload row. Defaults are filled in.
 */
export function checkRow(resource: ResourceDefinition, input: Record<string, unknown>): CheckedRow {
  const values = cleanInput(resource, input);
  if (resource.validate(values)) return { ok: true, values };
  return { ok: false, errors: schemaFieldErrors(resource.validate.schema, resource.validate.errors ?? []) };
}

function checkBody(resource: ResourceDefinition, body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw new ValidationError([{ path: "", message: "The request body must be a JSON object" }]);
  const checked = checkRow(resource, body as Record<string, unknown>);
  if (!checked.ok) throw new ValidationError(checked.errors);
  return checked.values;
}

/** Fields the API writes: everything but `readOnly` ones. */
function writable(resource: ResourceDefinition): FieldDef[] {
  return resource.fields.filter((field) => !field.readOnly);
}

/** INSERT of many rows (one statement), returning them as the API shows them. */
export async function insertRows(
  db: Db,
  resource: ResourceDefinition,
  rows: readonly Record<string, unknown>[],
): Promise<ResourceRow[]> {
  const table = sql.identifier(resource.table);
  // Only columns some row gives: the rest keep their database defaults.
  const fields = writable(resource).filter((field) => rows.some((row) => row[field.property] !== undefined));
  if (fields.length === 0) {
    const created: ResourceRow[] = [];
    for (const _ of rows) {
      const [row] = await rowsOf(
        db,
        sql`INSERT INTO ${table} DEFAULT VALUES RETURNING ${selectList(resource)}`,
      );
      if (row) created.push(toRow(resource, row));
    }
    return created;
  }
  const columns = sql.join(
    fields.map((field) => sql.identifier(field.column)),
    sql`, `,
  );
  const tuples = rows.map(
    (row) =>
      sql`(${sql.join(
        fields.map((field) =>
          row[field.property] === undefined ? sql`DEFAULT` : sql`${row[field.property]}`,
        ),
        sql`, `,
      )})`,
  );
  const inserted = await rowsOf(
    db,
    sql`INSERT INTO ${table} (${columns}) VALUES ${sql.join(tuples, sql`, `)} RETURNING ${selectList(resource)}`,
  );
  return inserted.map((row) => toRow(resource, row));
}

export interface Saved {
  row: ResourceRow;
  message: string;
}

export async function createRow(
  db: Db,
  resource: ResourceDefinition,
  body: unknown,
  actor: AuditActor,
  guard?: RowGuard,
): Promise<Saved> {
  const values = checkBody(resource, body);
  try {
    const row = await db.transaction(async (tx) => {
      await guard?.beforeWrite?.(tx, { kind: "create", values });
      const [created] = await insertRows(tx, resource, [values]);
      if (!created) throw new Error(`INSERT into ${resource.table} returned no row`);
      await recordAudit(tx, {
        ...actor,
        action: "create",
        entity: resource.name,
        entityId: String(created.id),
        after: created,
      });
      return created;
    });
    return { row, message: `${resource.singular} created` };
  } catch (error) {
    return translateWriteError(resource, error, "save");
  }
}

/** `SET col = value, ...` (+ the updated-at column). */
function assignments(resource: ResourceDefinition, values: Record<string, [FieldDef, unknown]>): SQL {
  const parts = Object.values(values).map(
    ([field, value]) => sql`${sql.identifier(field.column)} = ${value}`,
  );
  if (resource.updatedAtColumn) parts.push(sql`${sql.identifier(resource.updatedAtColumn)} = now()`);
  return sql.join(parts, sql`, `);
}

export async function updateColumns(
  db: Db,
  resource: ResourceDefinition,
  id: number,
  values: Record<string, [FieldDef, unknown]>,
): Promise<ResourceRow> {
  const [row] = await rowsOf(
    db,
    sql`UPDATE ${sql.identifier(resource.table)} SET ${assignments(resource, values)}
WHERE ${sql.identifier("id")} = ${id} RETURNING ${selectList(resource)}`,
  );
  if (!row) throw notFound(resource, id);
  return toRow(resource, row);
}

/**
 * PUT replaces the row: a property the body leaves out is cleared (NULL), as the form sends no
 * empty values. Write-only properties (passwords) left out are kept instead.
 */
export async function updateRow(
  db: Db,
  resource: ResourceDefinition,
  id: number,
  body: unknown,
  actor: AuditActor,
  guard?: RowGuard,
): Promise<Saved> {
  const given = checkBody(resource, body);
  const values: Record<string, [FieldDef, unknown]> = {};
  for (const field of writable(resource)) {
    const value = given[field.property];
    if (value === undefined && field.writeOnly) continue;
    values[field.property] = [field, value ?? null];
  }
  try {
    const row = await db.transaction(async (tx) => {
      const before = await selectRow(tx, resource, id, true, guard?.scope);
      if (!before) throw notFound(resource, id);
      await guard?.beforeWrite?.(tx, { kind: "update", before, values: given });
      const after = await updateColumns(tx, resource, id, values);
      await recordAudit(tx, {
        ...actor,
        action: "update",
        entity: resource.name,
        entityId: String(id),
        before,
        after,
      });
      return after;
    });
    return { row, message: `${resource.singular} updated` };
  } catch (error) {
    return translateWriteError(resource, error, "save");
  }
}

export async function setRowActive(
  db: Db,
  resource: ResourceDefinition,
  id: number,
  active: boolean,
  actor: AuditActor,
  guard?: RowGuard,
): Promise<Saved> {
  const field = resource.activeField;
  if (!field) throw new NotFoundError(`${resource.file.title} cannot be switched on and off.`);
  // A database rule can refuse the switch too (the current semester, an assignment whose
  // department no longer offers the programme): that is a 400/409 in the file's words, not a 500.
  try {
    const row = await db.transaction(async (tx) => {
      const before = await selectRow(tx, resource, id, true, guard?.scope);
      if (!before) throw notFound(resource, id);
      await guard?.beforeWrite?.(tx, { kind: "active", before, values: { [field.property]: active } });
      const after = await updateColumns(tx, resource, id, { [field.property]: [field, active] });
      await recordAudit(tx, {
        ...actor,
        action: active ? "activate" : "deactivate",
        entity: resource.name,
        entityId: String(id),
        before: { [field.property]: before[field.property] },
        after: { [field.property]: active },
      });
      return after;
    });
    return { row, message: `${resource.singular} ${active ? "activated" : "deactivated"}` };
  } catch (error) {
    return translateWriteError(resource, error, "save");
  }
}

/** Deletes a row; one that other rows still point at answers 409 and stays. */
export async function deleteRow(
  db: Db,
  resource: ResourceDefinition,
  id: number,
  actor: AuditActor,
  guard?: RowGuard,
): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      const before = await selectRow(tx, resource, id, true, guard?.scope);
      if (!before) throw notFound(resource, id);
      await guard?.beforeWrite?.(tx, { kind: "delete", before });
      await rowsOf(
        tx,
        sql`DELETE FROM ${sql.identifier(resource.table)} WHERE ${sql.identifier("id")} = ${id}`,
      );
      await recordAudit(tx, {
        ...actor,
        action: "delete",
        entity: resource.name,
        entityId: String(id),
        before,
      });
    });
  } catch (error) {
    return translateWriteError(resource, error, "delete");
  }
  return `${resource.singular} deleted`;
}
