import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Database } from "./database";

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
// Any constant works; it only has to be the same for every process running migrations.
const MIGRATION_LOCK_KEY = 7_207_2026;

export interface MigrationFile {
  id: string;
  sql: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const names = (await readdir(dir)).filter((name) => /^\d{4}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({
      id: name.replace(/\.sql$/, ""),
      sql: await readFile(path.join(dir, name), "utf8"),
    })),
  );
}

/**
 * Applies the checked-in SQL migrations that have not run yet, each in its own transaction.
 * On PostgreSQL an advisory lock lets several processes start at once without racing.
 * Returns the ids it applied.
 */
export async function migrate(database: Database, migrations?: MigrationFile[]): Promise<string[]> {
  const files = migrations ?? (await readMigrations());
  return database.session(async (session) => {
    if (database.kind === "postgres")
      await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await session.exec(
        "CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
      );
      const done = new Set(
        (await session.query<{ id: string }>("SELECT id FROM schema_migrations")).map((r) => r.id),
      );
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file.id)) continue;
        await session.exec("BEGIN");
        try {
          await session.exec(file.sql);
          await session.query("INSERT INTO schema_migrations (id) VALUES ($1)", [file.id]);
          await session.exec("COMMIT");
        } catch (error) {
          await session.exec("ROLLBACK");
          throw new Error(`Migration ${file.id} failed: ${(error as Error).message}`, { cause: error });
        }
        applied.push(file.id);
      }
      return applied;
    } finally {
      if (database.kind === "postgres")
        await session.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  });
}

/**
 * Runs `work` (which uses `database.db`) while this process holds the migration lock, so processes
 * started together seed one after the other: the second finds the first's rows instead of racing
 * it into a unique key. PGlite serves one process only (db/dataDirLock.ts): nothing to wait for.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== "postgres") return work();
  return database.session(async (session) => {
    await session.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await session.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
  });
}
