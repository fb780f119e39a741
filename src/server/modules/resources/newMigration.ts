import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { openDatabase } from "../../db/database";
import { MIGRATIONS_DIR, migrate, readMigrations } from "../../db/migrate";
import { migrationSql } from "./migrationSql";
import { loadRegistry, ResourceFileError } from "./resourceRegistry";
import { readTableShapes } from "./tableShape";

export interface NewMigrationOptions {
  /** The resource's name (its file is `<resourcesDir>/<name>.json`). */
  name: string;
  resourcesDir?: string;
  migrationsDir?: string;
}

/** "0051_x.sql" … → "0052". */
async function nextNumber(dir: string): Promise<string> {
  const numbers = (await readdir(dir))
    .map((name) => /^(\d{4})_/.exec(name)?.[1])
    .filter(Boolean)
    .map(Number);
  return String(Math.max(0, ...numbers) + 1).padStart(4, "0");
}

/**
 * Writes the migration that makes a resource's table agree with its file: the checked-in
 * migrations are applied to a throw-away in-memory database, its table is read back and compared.
 * Answers the file written, or undefined when the table already agrees.
 */
export async function newMigration({
  name,
  resourcesDir,
  migrationsDir = MIGRATIONS_DIR,
}: NewMigrationOptions): Promise<{ file: string; sql: string } | undefined> {
  const registry = await loadRegistry(resourcesDir);
  const resource = registry.resources.get(name);
  if (!resource) throw new ResourceFileError(`there is no resource file named "${name}.json"`);
  const database = await openDatabase();
  try {
    await migrate(database, await readMigrations(migrationsDir));
    const tables = await readTableShapes(database.db);
    const lookupTables = new Map(
      [...registry.lookups].map(([lookup, source]) => [lookup, source.resource.table]),
    );
    const sql = migrationSql(resource, tables.get(resource.table), lookupTables);
    if (!sql) return undefined;
    const file = path.join(
      migrationsDir,
      `${await nextNumber(migrationsDir)}_${name.replace(/-/g, "_")}.sql`,
    );
    await writeFile(file, sql, { flag: "wx" });
    return { file, sql };
  } finally {
    await database.close();
  }
}
