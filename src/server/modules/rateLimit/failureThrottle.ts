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
  /**
   * The key of an earlier counter of the same attempt (the account from this address) whose
   * failures this counter's wait needs: it holds only for an attempt from where the account has
   * already failed. A clean address is never kept waiting by failures elsewhere, so a guesser
   * spread over many addresses cannot lock the owner out (issue 20, item 9); each of its addresses
   * gets one try past the wait, then waits like the rest.
   */
  waitsAfterFailuresOn?: string;
}

export type AttemptClaim =
  | { allowed: true; counters: FailureCounter[] }
  | { allowed: false; retryAfterSeconds: number };

/** Seconds until `key` may be tried again (at least 1: it was just found waiting). */
async function secondsToWait(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await queryRows<{ until: Date | string | null }>(
    db,
    sql`SELECT blocked_until AS until FROM rate_limits WHERE key = ${key}`,
  );
  const until = row?.until ? new Date(row.until).getTime() : now.getTime();
  return Math.max(1, Math.ceil((until - now.getTime()) / 1000));
}

/**
 * Charges one failure to `counter`, in one INSERT … ON CONFLICT: a key that is waiting is not
 * charged (answers undefined) unless `evenIfWaiting`. Answers the key's failures in its window,
 * this one included, and sets the wait they earn. Parallel charges of one key queue on its row.
 */
async function charge(
  db: Db,
  { key, rule }: FailureCounter,
  now: Date,
  evenIfWaiting: boolean,
): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const [row] = await queryRows<{ hits: number }>(
    db,
    sql`INSERT INTO rate_limits AS r (key, window_start, hits) VALUES (${key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_start <= ${windowStart} THEN 1 ELSE r.hits + 1 END,
          window_start = CASE WHEN r.window_start <= ${windowStart} THEN ${now} ELSE r.window_start END
        WHERE ${evenIfWaiting ? sql`true` : sql`false`} OR r.blocked_until IS NULL OR r.blocked_until <= ${now}
        RETURNING hits`,
  );
  if (!row) return undefined;
  const delay = delayAfter(Number(row.hits), rule);
  if (delay > 0)
    await db.execute(
      sql`UPDATE rate_limits SET blocked_until = ${new Date(now.getTime() + delay * 1000)} WHERE key = ${key}`,
    );
  return Number(row.hits);
}

class Refused extends Error {
  constructor(readonly key: string) {
    super(`${key} is waiting`);
  }
}

/**
 * Before checking a secret (password, code): counts the attempt as a failure in advance on every
 * counter, in one transaction, and refuses when one of them is waiting. Counting first is what
 * makes the limit hold against a burst of parallel guesses: each one is charged (its row locked
 * until the transaction ends) before any is checked. A success then hands the charge back
 * (`settleSuccess`), so successes never count.
 */
export async function claimAttempt(
  db: Db,
  counters: FailureCounter[],
  now = new Date(),
): Promise<AttemptClaim> {
  try {
    // Always the same order (the caller's), so two transactions never wait on each other in a circle.
    await db.transaction(async (tx) => {
      const failures = new Map<string, number>();
      for (const counter of counters) {
        const gate = counter.waitsAfterFailuresOn;
        // The gate's count includes this attempt: 1 means no failure from there before it.
        const evenIfWaiting = gate !== undefined && failures.get(gate) === 1;
        const hits = await charge(tx, counter, now, evenIfWaiting);
        if (hits === undefined) throw new Refused(counter.key);
        failures.set(counter.key, hits);
      }
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { allowed: false, retryAfterSeconds: await secondsToWait(db, error.key, now) };
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
