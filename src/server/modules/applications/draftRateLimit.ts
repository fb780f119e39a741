import type { Db } from "../../db/database";
import { TooManyRequestsError } from "../../errors";
import { hitRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";

/**
 * Saves and submits per address. Generous: the wizard saves at most about once a second while
 * someone types, and a whole exam hall may share one address; this only stops scripted floods
 * (each first save creates a row).
 */
export const DRAFT_WRITE_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

export async function throttleDraftWrites(
  db: Db,
  ip: string,
  rule: RateLimitRule = DRAFT_WRITE_LIMIT,
): Promise<void> {
  const verdict = await hitRateLimit(db, `application-drafts:ip:${ip}`, rule);
  if (!verdict.allowed)
    throw new TooManyRequestsError(
      "Too many saves from this address. Please wait a minute and try again.",
      verdict.retryAfterSeconds,
    );
}
