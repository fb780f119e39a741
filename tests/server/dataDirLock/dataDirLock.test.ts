import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isProcessAlive, LOCK_FILE } from "../../../src/server/db/dataDirLock";

const ROOT = path.resolve(import.meta.dirname, "../../..");

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code, or "running" once the server says it listens. */
  outcome: Promise<number | "running">;
}

/** `npm start`'s server process (src/server/main.ts) on `dataDir`, on random ports, no demo data. */
function startServer(dataDir: string): Started {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      PORT: "0",
      // Its sandbox gateway too: a portal already running here holds the default 3100.
      SANDBOX_GATEWAY_PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      CLIENT_DIR: "/nonexistent-client-dir",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const outcome = new Promise<number | "running">((resolve) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("Matric is running")) resolve("running");
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => resolve(code ?? -1));
  });
  return { child, output: () => text, outcome };
}

function stop(started: Started | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  const child = started?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

describe("one process per embedded database (DATA_DIR lock), with real server processes", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "matric-lock-"));
  const lockFile = path.join(dataDir, LOCK_FILE);
  const started: Started[] = [];
  const start = () => {
    const server = startServer(dataDir);
    started.push(server);
    return server;
  };

  beforeAll(() => {
    // A lock left by a process that no longer exists (as after kill -9): the first start takes it over.
    let deadPid = 999_999;
    while (isProcessAlive(deadPid)) deadPid--;
    writeFileSync(lockFile, `${deadPid}\n`);
  });
  afterAll(async () => {
    for (const server of started) await stop(server, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("takes over a dead process's lock, refuses a second process naming the holder's pid, and frees the folder on exit", async () => {
    const first = start();
    expect(await first.outcome, first.output()).toBe("running");
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(first.child.pid));

    const second = start();
    expect(await second.outcome, second.output()).toBe(1);
    expect(second.output()).toContain(
      `Matric cannot start: ${dataDir} is in use by Matric process ${first.child.pid}`,
    );
    // The refused process touched nothing: the first still holds the lock.
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(first.child.pid));

    await stop(first);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it("starts again after the holder was killed with SIGKILL", async () => {
    const holder = start();
    expect(await holder.outcome, holder.output()).toBe("running");
    await stop(holder, "SIGKILL");
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(holder.child.pid));

    const next = start();
    expect(await next.outcome, next.output()).toBe("running");
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(next.child.pid));
  }, 180_000);
});
