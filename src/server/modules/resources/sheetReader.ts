import { Worker } from "node:worker_threads";
import { TooManyRequestsError, ValidationError } from "../../errors";
import type { SheetAnswer } from "./sheetWorkerMain";
import { MAX_UPLOADS_AT_ONCE, MAX_UPLOADS_PER_USER, PARSE_MEMORY_MB, PARSE_TIMEOUT_MS } from "./uploadLimits";
import type { ParsedSheet } from "./uploadParser";
import { checkDeclaredSizes } from "./xlsxBudget";

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const TOO_COMPLEX = "The file is too large or too complex to read; split it into smaller files.";

/** Uploads being read now, per user and in all (this process). */
const reading = new Map<string, number>();
let readingInAll = 0;

function takeSlot(who: string): () => void {
  const mine = reading.get(who) ?? 0;
  if (mine >= MAX_UPLOADS_PER_USER)
    throw new TooManyRequestsError(
      `You already have ${mine} uploads being read; wait for them to finish before sending another.`,
      5,
    );
  if (readingInAll >= MAX_UPLOADS_AT_ONCE)
    throw new TooManyRequestsError("The server is reading other uploads; try again in a few seconds.", 5);
  reading.set(who, mine + 1);
  readingInAll++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    readingInAll--;
    const left = (reading.get(who) ?? 1) - 1;
    if (left > 0) reading.set(who, left);
    else reading.delete(who);
  };
}

function parseInWorker(bytes: Buffer): Promise<ParsedSheet> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./sheetWorker.mjs", import.meta.url), {
      workerData: { bytes },
      // A hostile file that gets past the size checks runs out of this, not of the server's memory.
      resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const refuse = () => finish(() => reject(new ValidationError([{ path: "file", message: TOO_COMPLEX }])));
    const timer = setTimeout(refuse, PARSE_TIMEOUT_MS);
    worker.once("message", (answer: SheetAnswer) =>
      finish(() =>
        answer.ok ? resolve(answer.sheet) : reject(new ValidationError(answer.errors, answer.message)),
      ),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() => (error.code === "ERR_WORKER_OUT_OF_MEMORY" ? refuse() : reject(error))),
    );
    worker.once("exit", () => finish(refuse));
  });
}

/**
 * Reads an uploaded file for `who` without stalling the server: a zip that says it unpacks to too
 * much is refused at once from its directory; everything else is parsed in a worker thread with
 * its own memory limit and a time limit, at most MAX_UPLOADS_PER_USER per person and
 * MAX_UPLOADS_AT_ONCE in all (429 beyond).
 */
export async function readUploadedSheet(bytes: Buffer, who: string): Promise<ParsedSheet> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) checkDeclaredSizes(bytes);
  const release = takeSlot(who);
  try {
    return await parseInWorker(bytes);
  } finally {
    release();
  }
}
