/**
 * What the session check (sessionCheck.ts) found lately, so that a burst of requests of one
 * signed-in person costs one lookup every few seconds instead of one each. Only "still live" is
 * kept, and it is forgotten at once when a session could have ended:
 * - in this process, after every request that may write (sign-out, deactivation, a password
 *   change…), before its answer leaves (plugins/access.ts);
 * - from every process and every write (a script, a job), through the database's NOTIFY on
 *   `session_ended` (migration 0291's triggers name the session or the user); nothing is kept
 *   until that line is up, and everything is forgotten while it is down.
 * A lookup that started before a forget never stores its answer, so it cannot bring a session back.
 */
export const SESSION_CACHE_TTL_MS = 3000;

interface Entry {
  userId: number;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** When each session or user was last forgotten (`family:<id>`, `user:<id>`), kept for a TTL. */
  private readonly forgotten = new Map<string, number>();
  private clearedAt = Number.NEGATIVE_INFINITY;
  /** False while changes from other processes cannot be heard: then nothing is kept. */
  private listening: boolean;

  constructor(
    /** False when nothing else can end a session (tests of the cache alone). */
    needsListener: boolean,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.listening = !needsListener;
  }

  /** A moment to hand back to `remember`: lookups started before a later forget are not kept. */
  askedAt(): number {
    return this.now();
  }

  isLive(sessionId: string, userId: number): boolean {
    const entry = this.entries.get(sessionId);
    if (!entry) return false;
    if (entry.until <= this.now() || entry.userId !== userId) {
      this.entries.delete(sessionId);
      return false;
    }
    return true;
  }

  remember(sessionId: string, userId: number, askedAt: number): void {
    if (!this.listening || askedAt <= this.clearedAt) return;
    const since = Math.max(
      this.forgotten.get(`family:${sessionId}`) ?? Number.NEGATIVE_INFINITY,
      this.forgotten.get(`user:${userId}`) ?? Number.NEGATIVE_INFINITY,
    );
    if (askedAt <= since) return;
    this.entries.set(sessionId, { userId, until: this.now() + this.ttlMs });
  }

  forgetAll(): void {
    this.entries.clear();
    this.forgotten.clear();
    this.clearedAt = this.now();
  }

  /** `family:<session id>` or `user:<user id>`, as the database's notification names it. */
  forget(key: string): void {
    const at = this.now();
    this.forgotten.set(key, at);
    const [kind, id] = key.split(":");
    for (const [sessionId, entry] of this.entries)
      if ((kind === "family" && sessionId === id) || (kind === "user" && String(entry.userId) === id))
        this.entries.delete(sessionId);
    // Old forget marks only matter to lookups younger than a TTL.
    if (this.forgotten.size > 10_000)
      for (const [name, when] of this.forgotten) if (when < at - this.ttlMs) this.forgotten.delete(name);
  }

  /** The line to other processes came up (true) or went down (false, and everything is forgotten). */
  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.forgetAll();
  }
}
