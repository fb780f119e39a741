import type { FastifyInstance } from "fastify";
import type { Db } from "../db/database";
import { claimJobRun } from "../db/jobRuns";
import { deleteOldApplicantSessions } from "../modules/applicants/applicantSessions";
import { deleteAbandonedDrafts } from "../modules/applications/draftCleanup";
import { deleteStaleRateLimits } from "../modules/rateLimit/rateLimitCleanup";

export interface HousekeepingTask {
  name: string;
  /** Does the work; answers how many rows it removed. */
  run(db: Db): Promise<number>;
}

export const HOUSEKEEPING_TASKS: HousekeepingTask[] = [
  { name: "abandoned application drafts", run: (db) => deleteAbandonedDrafts(db) },
  { name: "ended applicant sessions", run: (db) => deleteOldApplicantSessions(db) },
  { name: "stale rate-limit counters", run: (db) => deleteStaleRateLimits(db) },
];

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
/** Its name in `job_runs`. */
export const HOUSEKEEPING_JOB = "housekeeping";

/**
 * Runs the clean-up tasks when the server starts, then every hour in one process of several
 * (`claimJobRun`; they are plain DELETEs of what is over, so a second run would only waste work). A failure is logged and
 * tried again at the next round; it never stops the server.
 */
export function registerHousekeeping(app: FastifyInstance, tasks = HOUSEKEEPING_TASKS): void {
  const runAll = async (atStart: boolean) => {
    // One process of several per hourly round; a failed claim (the database away) waits for the
    // next one. A starting server clears what is over before it answers, whoever ran the last round.
    const claimed = await claimJobRun(app.database.db, HOUSEKEEPING_JOB, HOUSEKEEPING_EVERY_MS).catch(
      (error: unknown) => {
        app.log.error({ err: error }, "housekeeping could not start");
        return false;
      },
    );
    if (!claimed && !atStart) return;
    for (const task of tasks) {
      try {
        const removed = await task.run(app.database.db);
        if (removed > 0) app.log.info({ task: task.name, removed }, "housekeeping");
      } catch (error) {
        app.log.error({ err: error, task: task.name }, "housekeeping failed");
      }
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await runAll(true);
    timer = setInterval(() => void runAll(false), HOUSEKEEPING_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
