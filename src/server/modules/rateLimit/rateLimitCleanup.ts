import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

/** Longer than any rule's window (the longest is an hour), so no live count is ever lost. */
export const RATE_LIMIT_KEEP_MS = 24 * 60 * 60_000;

/**
 * Deletes counters whose window and wait are long over: every address and typed name leaves a
 * row behind, and nothing else would ever remove it. Answers how many.
 */
export async function deleteStaleRateLimits(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_KEEP_MS);
  const rows = await queryRows<{ key: string }>(
    db,
    sql`DELETE FROM rate_limits WHERE window_start < ${before}
        AND (blocked_until IS NULL OR blocked_until < ${now}) RETURNING key`,
  );
  return rows.length;
}
