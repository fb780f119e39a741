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
  /**
   * The value of the one row the text names, or undefined. `within` narrows the rows by the
   * lookup's declared filters (an LGA named within the row's state: several states have an "Obi").
   */
  resolve(text: string, within?: Readonly<Record<string, unknown>>): number | string | undefined;
  /** Whether the text names a row at all, whatever the filters (to tell "not of this state" from "unknown"). */
  names(text: string): boolean;
  /** The label of a stored value (exports show names, not ids). */
  labelOf(value: unknown): string | undefined;
}

interface Candidate {
  value: number | string;
  /** The row's values of the lookup's declared filters, by filter name. */
  filters: Record<string, unknown>;
}

export async function lookupIndex(db: Db, source: LookupSource): Promise<LookupIndex> {
  // Other names of a row (a student's matric number) come back as "also0", "also1"...
  const also = source.alsoMatches.map(
    (field, index) => sql`, ${readExpression(field)} AS ${sql.identifier(`also${index}`)}`,
  );
  // The declared filters' values come back as "filter0", "filter1"... (an LGA's state); a link
  // filter's as the list of values linked (the departments offering a programme).
  const filterNames = [...source.filters.keys()];
  const table = sql.identifier(source.resource.table);
  const filterColumns = filterNames.map((name, index) => {
    const field = source.filters.get(name)!;
    const { link } = field;
    const value = link
      ? sql`ARRAY(SELECT l.${sql.identifier(field.column)} FROM ${sql.identifier(link.table)} l
WHERE l.${sql.identifier(link.key)} = ${table}.${sql.identifier("id")}${link.active ? sql` AND l.${sql.identifier(link.active)}` : sql``})`
      : readExpression(field);
    return sql`, ${value} AS ${sql.identifier(`filter${index}`)}`;
  });
  const rows = await rowsOf<
    { id: number | string; value: number | string; label: unknown } & Record<string, unknown>
  >(
    db,
    sql`SELECT ${sql.identifier("id")} AS "id", ${valueExpression(source)} AS "value", ${readExpression(source.label)} AS "label"${sql.join(also, sql``)}${sql.join(filterColumns, sql``)}
FROM ${table} WHERE ${activeOnly(source)}`,
  );
  /** Each text a person may type → the rows it names (a label may name rows of several states). */
  const byText = new Map<string, Candidate[]>();
  const labels = new Map<string, string>();
  const add = (key: string, candidate: Candidate) => {
    const list = byText.get(key);
    if (!list) byText.set(key, [candidate]);
    else if (!list.some((other) => other.value === candidate.value)) list.push(candidate);
  };
  for (const row of rows) {
    const value = source.value ? row.value : Number(row.value);
    const label = String(row.label ?? "");
    const filters = Object.fromEntries(filterNames.map((name, index) => [name, row[`filter${index}`]]));
    const candidate = { value, filters };
    // Labels are matched ignoring case and surrounding spaces; ids and values exactly.
    add(`label:${label.trim().toLowerCase()}`, candidate);
    source.alsoMatches.forEach((_, index) => {
      const other = row[`also${index}`];
      if (other !== null && other !== undefined)
        add(`label:${String(other).trim().toLowerCase()}`, candidate);
    });
    add(`id:${String(row.id)}`, candidate);
    add(`value:${String(value)}`, candidate);
    labels.set(String(value), label);
  }
  const candidatesOf = (text: string): Candidate[] => {
    const trimmed = text.trim();
    return (
      byText.get(`value:${trimmed}`) ??
      byText.get(`id:${trimmed}`) ??
      byText.get(`label:${trimmed.toLowerCase()}`) ??
      []
    );
  };
  return {
    resolve(text, within = {}) {
      const matches = (have: unknown, wanted: unknown) =>
        Array.isArray(have)
          ? have.some((one) => String(one) === String(wanted))
          : String(have) === String(wanted);
      const narrowed = candidatesOf(text).filter((candidate) =>
        Object.entries(within).every(
          ([filter, wanted]) => wanted === undefined || matches(candidate.filters[filter], wanted),
        ),
      );
      // A label two rows share (and nothing narrows) names neither: the person must say which.
      return narrowed.length === 1 ? narrowed[0]!.value : undefined;
    },
    names: (text) => candidatesOf(text).length > 0,
    labelOf: (value) => labels.get(String(value)),
  };
}
