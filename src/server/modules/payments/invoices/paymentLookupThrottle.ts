import type { Db } from "../../../db/database";
import { TooManyRequestsError } from "../../../errors";
import { type AccountThrottleRules, accountCounters } from "../../rateLimit/accountThrottle";
import { waitMinutes } from "../../rateLimit/failurePolicy";
import { claimAttempt, type FailureCounter, settleSuccess } from "../../rateLimit/failureThrottle";

/**
 * Public look-ups of a payment by its reference (the status check, an invoice or receipt with the
 * payer's phone) are throttled like wrong passwords: only misses count (an unknown reference, a
 * phone that is not the payer's). Per reference: guessing one payer's phone stops early. Per
 * address, across references: a sweep of sequential RRRs stops after 60 misses in 15 minutes,
 * a ceiling a campus behind one address does not reach by typos.
 */
export const PAYMENT_LOOKUP_RULES: AccountThrottleRules = {
  account: { free: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  accountAddress: { free: 5, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 60, windowMs: 15 * 60_000, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
};

const SCOPE = "payment-lookup";

/** A look-up in progress: its charge is taken back when it finds what it was asked for. */
export interface PaymentLookup {
  found(): Promise<void>;
}

/** Counts a look-up of `reference` from `ip` as a miss in advance (429 while it must wait). */
export async function claimPaymentLookup(db: Db, reference: string, ip: string): Promise<PaymentLookup> {
  const counters: FailureCounter[] = accountCounters(SCOPE, reference, ip, PAYMENT_LOOKUP_RULES);
  const claim = await claimAttempt(db, counters);
  if (!claim.allowed)
    throw new TooManyRequestsError(
      `Too many look-ups that found nothing. Please wait ${waitMinutes(claim.retryAfterSeconds)} and try again.`,
      claim.retryAfterSeconds,
    );
  return { found: () => settleSuccess(db, counters) };
}
