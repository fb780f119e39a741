import { closeSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** The file in DATA_DIR that says which process has the embedded database open. */
export const LOCK_FILE = "matric.lock";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `${dataDir} is in use by Matric process ${holderPid} (pid); the embedded database allows one process at a time. Stop that process, or use DATABASE_URL to run several processes on one PostgreSQL. If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
  }
}

export interface DataDirLock {
  release(): void;
}

/** Whether a process with this pid is running (EPERM: it is, but belongs to someone else). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock file only if there is none (O_EXCL): of two processes, exactly one succeeds. */
function tryCreate(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Moves a dead holder's lock aside, but only if it is still that holder's: between reading the
 * pid and moving the file another starting process may have taken the lock over, and its live
 * lock must be put back, not stolen.
 */
function removeStale(file: string, stalePid: number | undefined): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readHolder(aside) === stalePid) unlinkSync(aside);
  else renameSync(aside, file);
}

/** A lock file without a pid is being written; one that stays so this long was left by a crash. */
const UNWRITTEN_LOCK_MS = 2000;

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Takes DATA_DIR for this process. PGlite keeps its files there with no lock of its own: two
 * processes on one folder both answer, hand out the same ids and lose writes. The lock file holds
 * the owner's pid; a second process is refused with that pid, and the lock of a process that died
 * (kill -9, a crash) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 50; attempt++) {
    if (tryCreate(file)) {
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener("exit", release);
        if (readHolder(file) === process.pid) unlinkSync(file);
      };
      // A normal exit without close() still frees the folder.
      process.once("exit", release);
      return { release };
    }
    const holder = readHolder(file);
    if (holder === undefined) {
      // No pid yet: the holder is between creating and writing the file; look again shortly.
      if (ageMs(file) > UNWRITTEN_LOCK_MS) removeStale(file, undefined);
      else pause(50);
      continue;
    }
    if (holder === process.pid || isProcessAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    removeStale(file, holder);
  }
  throw new DataDirLockedError(dataDir, readHolder(file) ?? 0);
}
