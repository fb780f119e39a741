import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { TooManyRequestsError } from "../../errors";
import { waitMinutes } from "./failurePolicy";

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
 * Counts a hit on `key` in a fixed window and says whether it is within the limit. Kept in
 * the database (one upsert, atomic on PostgreSQL and PGlite) so every server process shares it.
 * A hit may weigh more than one (`cost`: bytes, for a budget of bytes).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
  cost = 1,
): Promise<RateLimitVerdict> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ hits: number; window_start: Date | string }>(
    db,
    sql`
    INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, ${now}, ${cost})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${cost} ELSE rate_limits.hits + ${cost} END,
      window_start = CASE WHEN rate_limits.window_start <= ${windowStart} THEN ${now} ELSE rate_limits.window_start END
    RETURNING hits, window_start`,
  );
  const hits = Number(row?.hits ?? cost);
  const started = new Date(row?.window_start ?? now).getTime();
  const retryAfterSeconds = Math.max(1, Math.ceil((started + rule.windowMs - now.getTime()) / 1000));
  return { allowed: hits <= rule.limit, retryAfterSeconds };
}

/** Forgets the hits on `key` (after a successful sign-in, for example). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

/**
 * `hitRateLimit`, answering 429 with Retry-After when over the limit; `message` gets the wait
 * ("2 minutes").
 */
export async function enforceRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  message: (wait: string) => string,
  cost = 1,
): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule, new Date(), cost);
  if (!verdict.allowed)
    throw new TooManyRequestsError(
      message(waitMinutes(verdict.retryAfterSeconds)),
      verdict.retryAfterSeconds,
    );
}
