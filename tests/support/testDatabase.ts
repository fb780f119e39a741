import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";

export type DatabaseKind = "pglite" | "postgres";

/** Every server test runs on PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  database: Database;
  /** Another connection pool on the same database, as a second server process would open (closed by `drop`). */
  openAnother(): Promise<Database>;
  /** Closes the connection and removes everything the test created. */
  drop(): Promise<void>;
}

/**
 * A throw-away, migrated database: an in-memory PGlite, or a fresh schema on the PostgreSQL
 * server of TEST_DATABASE_URL (so parallel test files never see each other's rows).
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { migrated = true } = {},
): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await openDatabase();
    if (migrated) await migrate(database);
    const openAnother = () => {
      throw new Error("an in-memory PGlite database serves one process only");
    };
    return { database, openAnother, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const schemaName = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schemaName}`);
  await admin.end();
  const database = await openDatabase({ url, searchPath: schemaName });
  if (migrated) await migrate(database);
  const others: Database[] = [];
  return {
    database,
    async openAnother() {
      const other = await openDatabase({ url, searchPath: schemaName });
      others.push(other);
      return other;
    },
    async drop() {
      await Promise.all(others.map((other) => other.close()));
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
      await cleanup.end();
    },
  };
}
