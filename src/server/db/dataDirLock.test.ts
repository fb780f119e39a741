import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, isProcessAlive, LOCK_FILE, lockDataDir } from "./dataDirLock";

describe("lockDataDir", () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "matric-lock-unit-"));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes this process's pid, refuses a second taker naming it, and removes the file on release", () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by Matric process ${process.pid}`);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lockDataDir(dir).release();
  });

  it("refuses while a live process (this test runner's parent) holds the folder", () => {
    writeFileSync(lockFile, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(`in use by Matric process ${process.ppid}`);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.ppid));
  });

  it("takes over the lock of a process that no longer runs", () => {
    let deadPid = 999_999;
    while (isProcessAlive(deadPid)) deadPid--;
    writeFileSync(lockFile, `${deadPid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });

  it("takes over a lock file left empty by a crash long ago", () => {
    writeFileSync(lockFile, "");
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lockFile, longAgo, longAgo);
    const lock = lockDataDir(dir);
    expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
  });
});
