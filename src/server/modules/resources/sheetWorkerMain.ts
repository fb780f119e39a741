import { parentPort, workerData } from "node:worker_threads";
import { AppError } from "../../errors";
import { parseSpreadsheet } from "./uploadParser";

/** What the worker answers: the sheet, or the refusal to rethrow on the request's thread. */
export type SheetAnswer =
  | { ok: true; sheet: Awaited<ReturnType<typeof parseSpreadsheet>> }
  | { ok: false; message: string; errors: { path: string; message: string }[] };

const bytes = Buffer.from((workerData as { bytes: Uint8Array }).bytes);
let answer: SheetAnswer;
try {
  answer = { ok: true, sheet: await parseSpreadsheet(bytes) };
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  answer = { ok: false, message: error.message, errors: error.errors };
}
parentPort?.postMessage(answer);
