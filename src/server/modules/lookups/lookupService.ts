import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { activeOnly, valueExpression } from "../resources/lookupIndex";
import type { FieldDef, LookupSource } from "../resources/resourceDefinition";
import { readExpression } from "../resources/rowMapping";
import { rowsOf } from "../resources/sqlRows";
import type { LookupFilter } from "./lookupFilters";

/** One drop-down option: `id` is the value a referencing field stores, `name` the text shown. */
export interface LookupOption {
  id: number | string;
  name: string;
}

/** `ORDER BY` of a declared order, then the id so equal values keep one order on every call. */
function orderBy(source: LookupSource): SQL {
  const keys = source.order.filter((key) => key.field);
  const byId = source.order.find((key) => !key.field);
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
    filters.map(({ field, value }) => {
      const { link } = field;
      if (!link) return sql` AND ${sql.identifier(field.column)} = ${value}`;
      // Rows an active link row ties to the value (the programmes a department offers).
      const active = link.active ? sql` AND ${sql.identifier(link.active)}` : sql``;
      return sql` AND ${sql.identifier("id")} IN (SELECT ${sql.identifier(link.key)} FROM ${sql.identifier(link.table)}
WHERE ${sql.identifier(field.column)} = ${value}${active})`;
    }),
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
  source: LookupSource,
  filters: readonly LookupFilter[] = [],
): Promise<LookupOption[]> {
  const rows = await rowsOf<{ id: number | string; name: unknown }>(
    db,
    sql`SELECT ${valueExpression(source)} AS "id", ${readExpression(source.label)} AS "name"
FROM ${sql.identifier(source.resource.table)} WHERE ${activeOnly(source)}${matching(filters)}
ORDER BY ${orderBy(source)}`,
  );
  return rows.map((row) => optionOf(source, row));
}

/**
 * Whether `value` is among a lookup's active options under `filters` (an LGA of the chosen state);
 * with `includeInactive`, among all its rows (a record keeps a course option switched off since).
 */
export async function lookupOffers(
  db: Db,
  source: LookupSource,
  value: string | number | boolean,
  filters: readonly LookupFilter[],
  includeInactive = false,
): Promise<boolean> {
  const rows = await rowsOf<{ found: number }>(
    db,
    sql`SELECT 1 AS "found" FROM ${sql.identifier(source.resource.table)}
WHERE ${includeInactive ? sql`TRUE` : activeOnly(source)} AND ${valueExpression(source)} = ${value}${matching(filters)} LIMIT 1`,
  );
  return rows.length > 0;
}
