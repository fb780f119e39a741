import type { Database } from "./database";

/** The channel migration 0292's triggers speak on; each message names the table that changed. */
export const DATA_CHANGED = "data_changed";

/** Told that `table` changed, or with undefined that anything may have (the line was down). */
export type ChangeListener = (table: string | undefined) => void;

/**
 * Which tables changed, heard from the database itself (every process, every script), for the
 * caches that keep what rarely changes (cachedReads.ts). While the line is down a cache must not
 * keep anything: `isLive` says whether it is up.
 */
export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();
  private stop: (() => Promise<void>) | undefined;
  private up = false;

  constructor(private readonly database: Pick<Database, "listen" | "heardUpTo">) {}

  get isLive(): boolean {
    return this.up;
  }

  subscribe(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  start(): void {
    this.stop ??= this.database.listen(
      DATA_CHANGED,
      (table) => this.tell(table),
      (up) => {
        this.up = up;
        if (!up) this.tell(undefined);
      },
    );
  }

  /**
   * Resolves once this process has heard of every change committed before the call: after a
   * request that wrote, its own next read cannot find an answer kept from before its change.
   */
  heardAll(): Promise<void> {
    return this.up ? this.database.heardUpTo(DATA_CHANGED) : Promise.resolve();
  }

  async close(): Promise<void> {
    this.up = false;
    await this.stop?.();
  }

  private tell(table: string | undefined): void {
    for (const listener of this.listeners) listener(table);
  }
}
