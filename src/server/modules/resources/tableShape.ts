import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

/**
 * What the database says a table is, read from information_schema and pg_catalog (both PGlite
 * and PostgreSQL answer them the same) in the current schema: enough to check a resource file
 * against its table and to write the migration that would make them agree.
 */
export interface ColumnShape {
  name: string;
  /** information_schema's `data_type`: "integer", "text", "timestamp with time zone"... */
  dataType: string;
  nullable: boolean;
  /** A column default or identity: an INSERT may leave it out. */
  hasDefault: boolean;
  /** `character varying(n)`: n. */
  maxLength: number | undefined;
}

export interface TableShape {
  name: string;
  columns: ReadonlyMap<string, ColumnShape>;
  /** Column sets that are unique (unique or primary-key constraints, unique indexes). */
  uniqueKeys: readonly (readonly string[])[];
  /**
   * Names the table's rules answer errors under: its constraints and indexes, its triggers, and
   * constraint names its trigger functions raise (`CONSTRAINT = 'x'` or `TG_TABLE_NAME || '_x'`).
   */
  ruleNames: ReadonlySet<string>;
}

type ColumnRow = {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  has_default: boolean;
  max_length: number | null;
};
type KeyRow = { table_name: string; name: string; columns: string[] | string; is_unique: boolean };
type TriggerRow = { table_name: string; name: string; source: string };

/** Postgres arrays arrive as arrays from pg and sometimes as "{a,b}" text: both become a list. */
function listOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, "")
    .split(",")
    .filter(Boolean)
    .map((item) => item.replace(/^"|"$/g, ""));
}

/** Constraint names a trigger function raises for `table`. */
function raisedNames(table: string, source: string): string[] {
  const literal = [...source.matchAll(/CONSTRAINT\s*=\s*'([a-z0-9_]+)'/gi)].map((match) => match[1] ?? "");
  const suffixed = [...source.matchAll(/TG_TABLE_NAME\s*\|\|\s*'([a-z0-9_]+)'/gi)].map(
    (match) => `${table}${match[1] ?? ""}`,
  );
  return [...literal, ...suffixed];
}

/** Every table of the current schema, by name. */
export async function readTableShapes(db: Db): Promise<Map<string, TableShape>> {
  const columns = await queryRows<ColumnRow>(
    db,
    sql`SELECT table_name, column_name, data_type, is_nullable,
  (column_default IS NOT NULL OR is_identity = 'YES') AS has_default,
  character_maximum_length AS max_length
FROM information_schema.columns WHERE table_schema = current_schema()`,
  );
  const keys = await queryRows<KeyRow>(
    db,
    sql`SELECT t.relname AS table_name, i.relname AS name, x.indisunique AS is_unique,
  ARRAY(SELECT a.attname::text FROM unnest(x.indkey) AS k(n) JOIN pg_attribute a
        ON a.attrelid = t.oid AND a.attnum = k.n) AS columns
FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = current_schema()
UNION ALL
SELECT t.relname, c.conname, c.contype IN ('u', 'p'),
  ARRAY(SELECT a.attname::text FROM unnest(c.conkey) AS k(n) JOIN pg_attribute a
        ON a.attrelid = t.oid AND a.attnum = k.n)
FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = current_schema()`,
  );
  const triggers = await queryRows<TriggerRow>(
    db,
    sql`SELECT t.relname AS table_name, g.tgname AS name, p.prosrc AS source
FROM pg_trigger g JOIN pg_class t ON t.oid = g.tgrelid JOIN pg_proc p ON p.oid = g.tgfoid
JOIN pg_namespace s ON s.oid = t.relnamespace
WHERE s.nspname = current_schema() AND NOT g.tgisinternal`,
  );

  const tables = new Map<
    string,
    { columns: Map<string, ColumnShape>; uniqueKeys: string[][]; ruleNames: Set<string> }
  >();
  const tableNamed = (name: string) => {
    let table = tables.get(name);
    if (!table) {
      table = { columns: new Map(), uniqueKeys: [], ruleNames: new Set() };
      tables.set(name, table);
    }
    return table;
  };
  for (const row of columns) {
    tableNamed(row.table_name).columns.set(row.column_name, {
      name: row.column_name,
      dataType: row.data_type,
      nullable: row.is_nullable === "YES",
      hasDefault: row.has_default,
      maxLength: row.max_length ?? undefined,
    });
  }
  for (const row of keys) {
    const table = tables.get(row.table_name);
    if (!table) continue; // an index of something that is not a table of ours
    table.ruleNames.add(row.name);
    if (row.is_unique) table.uniqueKeys.push(listOf(row.columns));
  }
  for (const row of triggers) {
    const table = tables.get(row.table_name);
    if (!table) continue;
    table.ruleNames.add(row.name);
    for (const name of raisedNames(row.table_name, row.source)) table.ruleNames.add(name);
  }
  return new Map([...tables].map(([name, table]) => [name, { name, ...table }]));
}
