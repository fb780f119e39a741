import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/database";

/**
 * Rows of a raw query. PGlite and node-postgres both answer `{ rows }`, but Drizzle's shared
 * database type (the driver-independent `Db`) cannot say so.
 */
export async function rowsOf<Row = Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
