import type { Db } from "../../db/database";
import { TooManyRequestsError } from "../../errors";
import { type AccountThrottleRules, accountCounters } from "../rateLimit/accountThrottle";
import { waitMinutes } from "../rateLimit/failurePolicy";
import { claimAttempt, type FailureCounter } from "../rateLimit/failureThrottle";

/**
 * Wrong sign-in codes, the same way as wrong passwords (loginService's SIGN_IN_RULES): only
 * failures count, per account, per account and address, and per address with a campus-sized
 * ceiling. Each code also allows only CODE_TRIES tries of its own; these bound guessing across
 * fresh codes.
 */
export const TWO_FACTOR_RULES: AccountThrottleRules = {
  account: { free: 15, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  accountAddress: { free: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 1000, windowMs: 15 * 60_000, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
};

/** Counts a code attempt in advance (429 while the account or address must wait); settle it on success. */
export async function claimCodeAttempt(db: Db, userName: string, ip: string): Promise<FailureCounter[]> {
  const counters = accountCounters("otp", userName, ip, TWO_FACTOR_RULES);
  const claim = await claimAttempt(db, counters);
  if (!claim.allowed)
    throw new TooManyRequestsError(
      `Too many wrong codes. Please wait ${waitMinutes(claim.retryAfterSeconds)} and try again.`,
      claim.retryAfterSeconds,
    );
  return counters;
}
