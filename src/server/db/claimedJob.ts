import type { FastifyInstance } from "fastify";
import { claimJobRun } from "./jobRuns";

/**
 * Runs `work` every `everyMs` while the app is up: never two rounds at once in this process, and
 * one process of several per round (`claimJobRun` on `name`); stopped when the app closes. A
 * failed round is logged with `failure` and the next one tries again.
 */
export function everyClaimedRound(
  app: FastifyInstance,
  job: { name: string; everyMs: number; failure: string },
  work: () => Promise<void>,
): void {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      claimJobRun(app.database.db, job.name, job.everyMs)
        .then(async (claimed) => {
          if (claimed) await work();
        })
        .catch((error: unknown) => app.log.error({ err: error }, job.failure))
        .finally(() => {
          running = false;
        });
    }, job.everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
