import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { FieldDef, LookupSource } from "../resources/resourceDefinition";
import { readExpression } from "../resources/rowMapping";
import { rowsOf } from "../resources/sqlRows";
import type { LookupDeclaration } from "./lookupDeclaration";
import type { LookupFilter } from "./lookupFilters";

/** One drop-down option: `id` is the value a referencing field stores, `name` the text shown. */
export interface LookupOption {
  id: number | string;
  name: string;
}

function valueExpression(source: LookupSource): SQL {
  return source.value ? readExpression(source.value) : sql`${sql.identifier("id")}`;
}

function activeOnly(source: LookupSource): SQL {
  const active = source.resource.activeField;
  return active ? sql`${sql.identifier(active.column)}` : sql`TRUE`;
}

/** `ORDER BY` of a declared order, then the id so equal values keep one order on every call. */
function orderBy(declaration: LookupDeclaration): SQL {
  const keys = declaration.order.filter((key) => key.field);
  const byId = declaration.order.find((key) => !key.field);
  const direction = (descending: boolean) => sql.raw(descending ? "DESC" : "ASC");
  return sql.join(
    [
      ...keys.map((key) => sql`${readExpression(key.field as FieldDef)} ${direction(key.descending)}`),
      sql`${sql.identifier("id")} ${direction(byId?.descending ?? false)}`,
    ],
    sql`, `,
  );
}

function matching(filters: readonly LookupFilter[]): SQL {
  return sql.join(
    filters.map(({ field, value }) => sql` AND ${sql.identifier(field.column)} = ${value}`),
    sql``,
  );
}

function optionOf(source: LookupSource, row: { id: number | string; name: unknown }): LookupOption {
  // bigint/serial ids may come back as text from pg; ids are numbers unless the value is a text column.
  return {
    id: typeof row.id === "string" && !source.value ? Number(row.id) : row.id,
    name: String(row.name ?? ""),
  };
}

/** The active rows of a lookup, narrowed by `filters`, in the declared order. */
export async function listLookup(
  db: Db,
  declaration: LookupDeclaration,
  filters: readonly LookupFilter[] = [],
): Promise<LookupOption[]> {
  const { source } = declaration;
  const rows = await rowsOf<{ id: number | string; name: unknown }>(
    db,
    sql`SELECT ${valueExpression(source)} AS "id", ${readExpression(source.label)} AS "name"
FROM ${sql.identifier(source.resource.table)} WHERE ${activeOnly(source)}${matching(filters)}
ORDER BY ${orderBy(declaration)}`,
  );
  return rows.map((row) => optionOf(source, row));
}

/** Whether `value` is among a lookup's active options under `filters` (an LGA of the chosen state). */
export async function lookupOffers(
  db: Db,
  declaration: LookupDeclaration,
  value: string | number | boolean,
  filters: readonly LookupFilter[],
): Promise<boolean> {
  const { source } = declaration;
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`SELECT 1 AS "found" FROM ${sql.identifier(source.resource.table)}
WHERE ${activeOnly(source)} AND ${valueExpression(source)} = ${value}${matching(filters)} LIMIT 1`,
  );
  return rows.length > 0;
}

/** Finds the stored value for what a person typed in a spreadsheet: the value itself, an id or the label. */
export interface LookupIndex {
  resolve(text: string): number | string | undefined;
  /** The label of a stored value (exports show names, not ids). */
  labelOf(value: unknown): string | undefined;
}

export async function lookupIndex(db: Db, source: LookupSource): Promise<LookupIndex> {
  // Other names of a row (a student's matric number) come back as "also0", "also1"...
  const also = source.alsoMatches.map(
    (field, index) => sql`, ${readExpression(field)} AS ${sql.identifier(`also${index}`)}`,
  );
  const rows = await rowsOf<
    { id: number | string; value: number | string; label: unknown } & Record<string, unknown>
  >(
    db,
    sql`SELECT ${sql.identifier("id")} AS "id", ${valueExpression(source)} AS "value", ${readExpression(source.label)} AS "label"${sql.join(also, sql``)}
FROM ${sql.identifier(source.resource.table)} WHERE ${activeOnly(source)}`,
  );
  const byText = new Map<string, number | string>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    const value = source.value ? row.value : Number(row.value);
    const label = String(row.label ?? "");
    // Labels are matched ignoring case and surrounding spaces; ids and values exactly.
    byText.set(`label:${label.trim().toLowerCase()}`, value);
    source.alsoMatches.forEach((_, index) => {
      const other = row[`also${index}`];
      if (other !== null && other !== undefined)
        byText.set(`label:${String(other).trim().toLowerCase()}`, value);
    });
    byText.set(`id:${String(row.id)}`, value);
    byText.set(`value:${String(value)}`, value);
    labels.set(String(value), label);
  }
  return {
    resolve(text) {
      const trimmed = text.trim();
      return (
        byText.get(`value:${trimmed}`) ??
        byText.get(`id:${trimmed}`) ??
        byText.get(`label:${trimmed.toLowerCase()}`)
      );
    },
    labelOf: (value) => labels.get(String(value)),
  };
}
