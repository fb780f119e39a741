import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { LookupSource } from "../resources/resourceDefinition";
import { readExpression } from "../resources/rowMapping";
import { rowsOf } from "../resources/sqlRows";

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

/** The active rows of a lookup source, ordered by their label (then id). */
export async function listLookup(db: Db, source: LookupSource): Promise<LookupOption[]> {
  const rows = await rowsOf<{ id: number | string; name: unknown }>(
    db,
    sql`SELECT ${valueExpression(source)} AS "id", ${readExpression(source.label)} AS "name"
FROM ${sql.identifier(source.resource.table)} WHERE ${activeOnly(source)}
ORDER BY 2, ${sql.identifier("id")}`,
  );
  return rows.map((row) => ({
    id: typeof row.id === "string" && !source.value ? Number(row.id) : row.id,
    name: String(row.name ?? ""),
  }));
}

/** Finds the stored value for what a person typed in a spreadsheet: the value itself, an id or the label. */
export interface LookupIndex {
  resolve(text: string): number | string | undefined;
  /** The label of a stored value (exports show names, not ids). */
  labelOf(value: unknown): string | undefined;
}

export async function lookupIndex(db: Db, source: LookupSource): Promise<LookupIndex> {
  const rows = await rowsOf<{ id: number | string; value: number | string; label: unknown }>(
    db,
    sql`SELECT ${sql.identifier("id")} AS "id", ${valueExpression(source)} AS "value", ${readExpression(source.label)} AS "label"
FROM ${sql.identifier(source.resource.table)} WHERE ${activeOnly(source)}`,
  );
  const byText = new Map<string, number | string>();
  const labels = new Map<string, string>();
  for (const row of rows) {
    const value = source.value ? row.value : Number(row.value);
    const label = String(row.label ?? "");
    // Labels are matched ignoring case and surrounding spaces; ids and values exactly.
    byText.set(`label:${label.trim().toLowerCase()}`, value);
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
