import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { delayAfter, type FailureRule } from "./failurePolicy";

/** One counter an attempt is charged to, and what a success does to it. */
export interface FailureCounter {
  key: string;
  rule: FailureRule;
  /**
   * "forget": a success clears the counter (the account's own tries: its owner got in).
   * "uncount": a success only takes back its own charge (an address shared by many people,
   * whose other failures still stand).
   */
  onSuccess: "forget" | "uncount";
}

export type AttemptClaim =
  | { allowed: true; counters: FailureCounter[] }
  | { allowed: false; retryAfterSeconds: number };

class Refused extends Error {}

/** Seconds until every one of `keys` may be tried again (0 when none is waiting). */
async function secondsToWait(db: Db, keys: string[], now: Date): Promise<number> {
  const [row] = await queryRows<{ until: Date | string | null }>(
    db,
    sql`SELECT max(blocked_until) AS until FROM rate_limits
        WHERE key IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) AND blocked_until > ${now}`,
  );
  if (!row?.until) return 0;
  return Math.max(1, Math.ceil((new Date(row.until).getTime() - now.getTime()) / 1000));
}

/** Charges one failure to `counter` unless it is waiting; false when it is. Sets the wait its count earns. */
async function charge(db: Db, { key, rule }: FailureCounter, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_start <= ${windowStart} THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start <= ${windowStart} THEN ${now} ELSE r.window_start END
        WHERE r.blocked_until IS NULL OR r.blocked_until <= ${now}
        RETURNING hits`,
  );
  if (!row) return false;
  const delay = delayAfter(Number(row.hits), rule);
  if (delay > 0)
    await db.execute(
      sql`UPDATE rate_limits SET blocked_until = ${new Date(now.getTime() + delay * 1000)} WHERE key = ${key}`,
    );
  return true;
}

/**
 * Before checking a secret (password, code): refuses when any counter is waiting, and otherwise
 * counts the attempt as a failure in advance, in one transaction. Counting first is what makes
 * the limit hold against a burst of parallel guesses: each one is charged before any is checked.
 * A success then hands the charge back (`settleSuccess`), so successes never count.
 */
export async function claimAttempt(
  db: Db,
  counters: FailureCounter[],
  now = new Date(),
): Promise<AttemptClaim> {
  const keys = counters.map((counter) => counter.key);
  const waiting = await secondsToWait(db, keys, now);
  if (waiting > 0) return { allowed: false, retryAfterSeconds: waiting };
  try {
    // Always the same order (the caller's), so two transactions never wait on each other in a circle.
    await db.transaction(async (tx) => {
      for (const counter of counters) if (!(await charge(tx, counter, now))) throw new Refused();
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, await secondsToWait(db, keys, now)) };
  }
  return { allowed: true, counters };
}

/** The secret was right: the charge made by `claimAttempt` is taken back. */
export async function settleSuccess(db: Db, counters: FailureCounter[]): Promise<void> {
  for (const { key, rule, onSuccess } of counters) {
    if (onSuccess === "forget") await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
    else
      await db.execute(
        sql`UPDATE rate_limits SET hits = greatest(hits - 1, 0),
              blocked_until = CASE WHEN hits - 1 <= ${rule.free} THEN NULL ELSE blocked_until END
            WHERE key = ${key}`,
      );
  }
}
