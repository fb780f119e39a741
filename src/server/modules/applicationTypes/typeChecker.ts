import { Worker } from "node:worker_threads";
import type { ApplicationFolder } from "../../../schema/applicationTypes";
import type { UiFragmentLibrary } from "../../../schema/applicationTypes/uiFragments";
import type { SchemaLibrary } from "../../../schema/bundleSchema";
import type { TypeCheckResult, TypeFiles } from "../../../schema/publishedTypes/checkTypeFiles";

/** How long one check may take before the worker is stopped (a capped type checks in about a second). */
export const TYPE_CHECK_TIMEOUT_MS = 30_000;
/** The worker's heap: a capped type needs far less; a runaway one stops here, not in the server. */
const TYPE_CHECK_MEMORY_MB = 256;
const TOO_SLOW =
  "The type took too long to check; make it smaller (fewer fields, simpler patterns) and check again.";

export interface TypeCheckRequest {
  id: number;
  typeKey: string;
  files: TypeFiles;
  others: ApplicationFolder[];
  /** Also generate the browser's validator module (the editor's live preview). */
  preview: boolean;
}

export type TypeCheckAnswer =
  | { id: number; ok: true; result: TypeCheckResult; code?: string }
  | { id: number; ok: false; message: string };

interface Pending {
  resolve: (answer: { result: TypeCheckResult; code?: string }) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs `checkTypeFiles` (and the preview's validator module) in one long-lived worker thread, so
 * bundling and compiling a large type never blocks the request thread: /api/health and everyone
 * else's requests are answered while the editor's check runs. Checks queue in the worker; one that
 * runs past TYPE_CHECK_TIMEOUT_MS stops the worker (the next check starts a fresh one) and answers
 * a problem the editor shows.
 */
export class TypeChecker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly library: SchemaLibrary,
    private readonly fragments: UiFragmentLibrary = {},
  ) {}

  private start(): Worker {
    const worker = new Worker(new URL("./typeCheckWorker.mjs", import.meta.url), {
      workerData: { library: this.library, fragments: this.fragments },
      resourceLimits: { maxOldGenerationSizeMb: TYPE_CHECK_MEMORY_MB, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    worker.on("message", (answer: TypeCheckAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      clearTimeout(waiting.timer);
      if (answer.ok)
        waiting.resolve(
          answer.code === undefined
            ? { result: answer.result }
            : { result: answer.result, code: answer.code },
        );
      else waiting.reject(new Error(answer.message));
    });
    const fail = (error: Error) => this.stop(error);
    worker.on("error", fail);
    worker.on("exit", () => {
      if (this.worker === worker) this.stop(new Error("the type check worker stopped"));
    });
    this.worker = worker;
    return worker;
  }

  /** Stops the worker; checks still waiting get `error` (or, for a time-out, the too-slow problem). */
  private stop(error: Error | "timeout"): void {
    const worker = this.worker;
    this.worker = undefined;
    for (const [id, waiting] of this.pending) {
      this.pending.delete(id);
      clearTimeout(waiting.timer);
      if (error === "timeout")
        waiting.resolve({ result: { problems: [{ path: "schema", message: TOO_SLOW }] } });
      else waiting.reject(error);
    }
    void worker?.terminate();
  }

  check(request: Omit<TypeCheckRequest, "id">): Promise<{ result: TypeCheckResult; code?: string }> {
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop("timeout"), TYPE_CHECK_TIMEOUT_MS);
      timer.unref();
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, ...request } satisfies TypeCheckRequest);
    });
  }

  /** Stops the worker (the server is closing). */
  close(): void {
    this.stop(new Error("the server is closing"));
  }
}
