import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** A port nobody listens on now (asked of the system, then let go). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  const port = typeof address === "object" && address ? address.port : 0;
  probe.close();
  await once(probe, "close");
  return port;
}

/** `url` with its connections set to work in `schema` (the benches' throw-away schema). */
export function urlInSchema(url: string, schema: string): string {
  const withOptions = new URL(url);
  withOptions.searchParams.set("options", `-c search_path=${schema}`);
  return withOptions.toString();
}

export interface RunningServer {
  /** http://127.0.0.1:<port>/api */
  base: string;
  stop(): Promise<void>;
}

/** Asks `base`/health until it answers (a starting server migrates and seeds under a lock first). */
async function answering(base: string, child: ChildProcess, output: () => string): Promise<void> {
  // Generous: on a busy machine a cluster's processes compile and check the migrations one by one.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output()}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within 5 minutes:\n${output()}`);
}

async function started(script: string[], env: NodeJS.ProcessEnv, port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", ...script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const base = `http://127.0.0.1:${port}/api`;
  try {
    await answering(base, child, () => output);
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
  return {
    base,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await once(child, "exit");
    },
  };
}

/**
 * The portal as `npm start` runs it (src/server/main.ts) with `workers` processes sharing one
 * port (WORKERS, cluster.ts), on the bench's schema: production-like logging off, no demo seeding
 * (the bench seeded), no reconciliation rounds; Remita settings that are never called (WORKERS > 1
 * refuses the single-process sandbox gateway).
 */
export async function startPortal(databaseUrl: string, workers: number): Promise<RunningServer> {
  const port = await freePort();
  return started(
    ["src/server/main.ts"],
    {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      SEED_DEMO: "false",
      CLIENT_DIR: "/nonexistent-client-dir",
      PAYMENT_GATEWAY: "remita",
      REMITA_MERCHANT_ID: "bench",
      REMITA_SERVICE_TYPE_ID: "bench",
      REMITA_API_KEY: "bench",
      PAYMENT_RECONCILE_INTERVAL_MS: "0",
    },
    port,
  );
}

/** The bench's bare routes (bareServer.ts) for `bench` in a process of their own. */
export async function startBare(databaseUrl: string, bench: string): Promise<RunningServer> {
  const port = await freePort();
  return started(
    ["scripts/bench/load/bareServer.ts", bench, String(port)],
    { DATABASE_URL: databaseUrl },
    port,
  );
}
