import { sql } from "drizzle-orm";
import { type Db, queryRows } from "./database";

/** A round may be claimed this much early: timers of different processes drift by a few milliseconds. */
const EARLY_SHARE = 0.1;

/**
 * Claims this interval's run of job `name` for the calling process: true for exactly one of the
 * processes asking within `everyMs` of the last claimed run (one atomic upsert decides), false for
 * the others, who skip the round.
 */
export async function claimJobRun(db: Db, name: string, everyMs: number): Promise<boolean> {
  const gapSeconds = (everyMs * (1 - EARLY_SHARE)) / 1000;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`INSERT INTO job_runs (name, last_run_at) VALUES (${name}, now())
        ON CONFLICT (name) DO UPDATE SET last_run_at = now()
        WHERE job_runs.last_run_at <= now() - make_interval(secs => ${gapSeconds})
        RETURNING name`,
  );
  return rows.length > 0;
}
