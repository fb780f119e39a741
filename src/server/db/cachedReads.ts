import type { ChangeFeed } from "./changeFeed";

/**
 * Answers of a read that rarely changes (public notices, grading bands…), kept per key for at most
 * `ttlMs` and dropped the moment one of `tables` changes anywhere (ChangeFeed). A read that began
 * before a change never stores its answer, and nothing is kept while the feed is down.
 */
export class CachedReads<Key, Value> {
  private readonly entries = new Map<Key, { value: Value; until: number }>();
  private changedAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly maxEntries: number;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly tables: readonly string[],
    private readonly ttlMs: number,
    {
      now = () => performance.now(),
      maxEntries = Number.POSITIVE_INFINITY,
    }: {
      /** The clock (tests give their own). */
      now?: () => number;
      /** At most this many keys are kept (one per student, say); the oldest kept goes first. */
      maxEntries?: number;
    } = {},
  ) {
    this.now = now;
    this.maxEntries = maxEntries;
    feed.subscribe((table) => {
      if (table === undefined || this.tables.includes(table)) this.clear();
    });
  }

  async get(key: Key, read: () => Promise<Value>): Promise<Value> {
    const kept = this.entries.get(key);
    if (kept && kept.until > this.now()) return kept.value;
    const askedAt = this.now();
    const value = await read();
    if (this.feed.isLive && askedAt > this.changedAt) {
      this.entries.delete(key);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next();
        if (!oldest.done) this.entries.delete(oldest.value);
      }
      this.entries.set(key, { value, until: this.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.entries.clear();
    this.changedAt = this.now();
  }
}
