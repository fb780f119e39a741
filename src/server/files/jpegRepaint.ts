import { Worker } from "node:worker_threads";

/**
 * A JPEG painted again from its pixels: whatever the compressed data hid (a script, an archive, a
 * crafted scan) does not survive, only the picture does. Runs on one worker thread, started on first
 * use and kept only while it has work, so a large photo never stalls the request thread.
 */
interface Waiting {
  resolve(bytes: Buffer | undefined): void;
}

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

function settleAll(): void {
  for (const { resolve } of waiting.values()) resolve(undefined);
  waiting.clear();
}

function started(): Worker {
  if (worker) return worker;
  const created = new Worker(new URL("./jpegRepaintWorker.mjs", import.meta.url));
  created.on("message", ({ id, bytes, failed }: { id: number; bytes?: Uint8Array; failed?: boolean }) => {
    const request = waiting.get(id);
    waiting.delete(id);
    request?.resolve(failed || !bytes ? undefined : Buffer.from(bytes));
    if (waiting.size === 0) created.unref();
  });
  // A worker that dies takes its pictures with it: they are refused, and the next one starts a new worker.
  created.on("error", () => {
    if (worker === created) worker = undefined;
    settleAll();
  });
  created.on("exit", () => {
    if (worker === created) worker = undefined;
    settleAll();
  });
  worker = created;
  return created;
}

/** `bytes` repainted, or undefined when they do not decode as a picture. */
export function repaintedJpeg(bytes: Buffer): Promise<Buffer | undefined> {
  const thread = started();
  const id = nextId++;
  thread.ref();
  return new Promise((resolve) => {
    waiting.set(id, { resolve });
    thread.postMessage({ id, bytes });
  });
}
