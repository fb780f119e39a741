import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { LookupSource } from "./resourceDefinition";
import { readExpression } from "./rowMapping";
import { rowsOf } from "./sqlRows";

/**
 * How a lookup source reads from its table: the stored value and the active rows. Shared by the
 * drop-down lists (`modules/lookups`) and by uploads and exports here, which turn names into
 * values and back.
 */

export function valueExpression(source: LookupSource): SQL {
  return source.value ? readExpression(source.value) : sql`${sql.identifier("id")}`;
}

export function activeOnly(source: LookupSource): SQL {
  const active = source.resource.activeField;
  return active ? sql`${sql.identifier(active.column)}` : sql`TRUE`;
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
