import { type SQL, sql } from "drizzle-orm";
import { COLLEGE_UTC_OFFSET_MS } from "../../../schema/keywordKit/collegeYear";
import type { FieldDef, ResourceDefinition } from "./resourceDefinition";
import { sanitizeRichText } from "./richText";

/** A row as the API answers it: `id` and the schema's properties, camelCase. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/**
 * How a column is read so both drivers answer the same JSON: Drizzle hands PGlite and pg
 * timestamps as text in the session's style, so times are formatted here as ISO 8601 UTC,
 * dates as yyyy-mm-dd, and numerics as float (not text).
 */
export function readExpression(field: FieldDef): SQL {
  const column = sql.identifier(field.column);
  if (field.format === "date-time")
    return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  if (field.format === "date") return sql`${column}::text`;
  if (field.type === "number") return sql`${column}::float8`;
  return sql`${column}`;
}

/** `id, <expr> AS "property", ...` — every answered property under its camelCase name. */
export function selectList(resource: ResourceDefinition): SQL {
  const parts = [sql`${sql.identifier("id")}`];
  for (const field of resource.fields) {
    if (field.writeOnly) continue;
    parts.push(sql`${readExpression(field)} AS ${sql.identifier(field.property)}`);
  }
  return sql.join(parts, sql`, `);
}

/** A database row (already aliased by `selectList`) → the API row. */
export function toRow(resource: ResourceDefinition, raw: Record<string, unknown>): ResourceRow {
  // bigint columns come back as text from pg; ids and integers are numbers in the API.
  const row: ResourceRow = { id: Number(raw.id) };
  for (const field of resource.fields) {
    if (field.writeOnly) continue;
    const value = raw[field.property];
    row[field.property] =
      field.type === "integer" && typeof value === "string" ? Number(value) : (value ?? null);
  }
  return row;
}

/**
 * A request body made ready for validation: `id` dropped (the path says which row), text trimmed,
 * HTML sanitised (so markup that is only script counts as empty and fails `minLength`/required).
 * Returns a new object; the validator then fills defaults into it.
 */
export function cleanInput(
  resource: ResourceDefinition,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === "id") continue;
    const field = resource.byProperty.get(key);
    if (typeof value !== "string" || !field) {
      clean[key] = value;
      continue;
    }
    clean[key] = field.html ? sanitizeRichText(value) : value.trim();
  }
  return clean;
}

export type CellCoercion = { ok: true; value: unknown } | { ok: false };

/**
 * A bare date typed where a moment is expected (a spreadsheet's "2026-03-02") means the start of
 * that day at the college (West Africa Time).
 */
const COLLEGE_OFFSET = (() => {
  const minutes = COLLEGE_UTC_OFFSET_MS / 60_000;
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
})();

const TRUE = new Set(["true", "yes", "y", "1"]);
const FALSE = new Set(["false", "no", "n", "0"]);

/**
 * Text (a query-string filter, a spreadsheet cell) → the property's JSON type. Anything that does
 * not convert is reported so the caller can name the field; the schema check then gives the
 * shared messages for what did convert.
 */
export function coerceText(field: FieldDef, text: string): CellCoercion {
  const value = text.trim();
  switch (field.type) {
    case "integer":
      return /^[+-]?\d+$/.test(value) ? { ok: true, value: Number(value) } : { ok: false };
    case "number": {
      const number = Number(value);
      return value !== "" && Number.isFinite(number) ? { ok: true, value: number } : { ok: false };
    }
    case "boolean": {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) return { ok: true, value: true };
      if (FALSE.has(lower)) return { ok: true, value: false };
      return { ok: false };
    }
    default:
      if (field.format === "date-time" && /^\d{4}-\d{2}-\d{2}$/.test(value))
        return { ok: true, value: `${value}T00:00:00${COLLEGE_OFFSET}` };
      return { ok: true, value: field.html ? sanitizeRichText(value) : value };
  }
}
