import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";

export interface RateLimitRule {
  /** At most this many hits… */
  limit: number;
  /** …per window of this many milliseconds. */
  windowMs: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is within the limit. Kept in
 * the database (one upsert, atomic on PostgreSQL and PGlite) so every server process shares it.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<RateLimitVerdict> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ hits: number; window_start: Date | string }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start <= ${windowStart} THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${now} ELSE rate_limits.window_start END
    RETURNING hits, window_start`,
  );
  const hits = Number(row?.hits ?? 1);
  const started = new Date(row?.window_start ?? now).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + rule.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, retryAfterSeconds };
}

/** Forgets the hits on `key` (after a successful sign-in, for example). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}
