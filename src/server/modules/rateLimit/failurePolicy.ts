/**
 * How failures (wrong passwords, wrong codes) slow down further tries on one key: the first
 * `free` failures within a window cost nothing; after that each failure makes the key wait
 * before the next try, twice as long each time, up to `maxDelaySeconds` (OWASP ASVS V6, Devise
 * lockable's back-off). A key is slowed, never locked for good; successes never count.
 */
export interface FailureRule {
  /** Failures within the window that cost nothing. */
  free: number;
  /** Failures are counted in a window of this many milliseconds from the first one. */
  windowMs: number;
  /** The wait after the first failure beyond `free`… */
  firstDelaySeconds: number;
  /** …doubling with each further failure, up to this. */
  maxDelaySeconds: number;
}

/** Seconds to wait after the `failures`-th failure in a window (0 while they are free). */
export function delayAfter(failures: number, rule: FailureRule): number {
  if (failures <= rule.free) return 0;
  const doublings = Math.min(failures - rule.free - 1, 30);
  return Math.min(rule.maxDelaySeconds, rule.firstDelaySeconds * 2 ** doublings);
}

/** "Please wait 2 minutes" — minutes, rounded up, as the sign-in messages have always said. */
export function waitMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
