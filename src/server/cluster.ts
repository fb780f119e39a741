import cluster from "node:cluster";

/** A worker that dies this soon after it started is failing to start, not crashing under load. */
const START_GRACE_MS = 15_000;

/**
 * The primary of `npm start` with WORKERS > 1: forks `workers` server processes, which share the
 * port (the operating system spreads connections between them), and starts a new one when one
 * dies — unless it died while starting (a wrong setting would only repeat), when it stops them
 * all. Migrations and seeding run in each worker under the database's startup lock, one after the
 * other; background jobs run in one worker per round (db/jobRuns.ts).
 */
export function runCluster(workers: number, log: (line: string) => void = console.log): void {
  const startedAt = new Map<number, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on("exit", (worker, code, signal) => {
    const started = startedAt.get(worker.id) ?? 0;
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (Date.now() - started < START_GRACE_MS) {
      log(
        `Matric cannot start: a server process stopped while starting (${signal ?? `exit code ${code}`}); see above.`,
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exitCode = 1;
      return;
    }
    log(`A server process stopped (${signal ?? `exit code ${code}`}); starting another.`);
    fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

/** Whether this process prints the start-up banner: the only one, or the first worker. */
export function printsBanner(): boolean {
  return cluster.isPrimary || cluster.worker?.id === 1;
}
