import type { Db } from "../../../db/database";
import { addressKey } from "../../rateLimit/addressKey";
import { enforceRateLimit, type RateLimitRule } from "../../rateLimit/rateLimitService";

/**
 * The public look-ups by phone (the applicant invoice's step 1, the sundry form's prefill) answer
 * something for every phone, so every look-up counts: per client address, with a ceiling a busy
 * cybercafé behind one address does not reach (each payer looks up once or twice).
 */
export const PHONE_LOOKUP_ADDRESS_LIMIT: RateLimitRule = { limit: 60, windowMs: 15 * 60_000 };

/** Counts a look-up by phone from `ip`; 429 with the wait past the limit. */
export async function throttlePhoneLookup(db: Db, ip: string): Promise<void> {
  await enforceRateLimit(
    db,
    `phone-lookup:ip:${addressKey(ip)}`,
    PHONE_LOOKUP_ADDRESS_LIMIT,
    (wait) => `Too many look-ups from this connection. Please wait ${wait} and try again.`,
  );
}
