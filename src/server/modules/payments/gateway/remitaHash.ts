import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Remita's request hashes: SHA-512, lower-case hex, of fields concatenated with no separator.
 * The merchant's API key is in every one of them and is never sent itself.
 */

function sha512(text: string): string {
  return createHash("sha512").update(text, "utf8").digest("hex");
}

/** The `remitaConsumerToken` of an RRR request: SHA-512(merchantId + serviceTypeId + orderId + amount + apiKey). */
export function rrrRequestHash(fields: {
  merchantId: string;
  serviceTypeId: string;
  orderId: string;
  amount: string;
  apiKey: string;
}): string {
  return sha512(fields.merchantId + fields.serviceTypeId + fields.orderId + fields.amount + fields.apiKey);
}

/** The hash in a status check's path: SHA-512(rrr + apiKey + merchantId). */
export function statusHash(fields: { rrr: string; apiKey: string; merchantId: string }): string {
  return sha512(fields.rrr + fields.apiKey + fields.merchantId);
}

/** The hash of the pay page request (finalize.reg): SHA-512(merchantId + rrr + apiKey). */
export function payPageHash(fields: { merchantId: string; rrr: string; apiKey: string }): string {
  return sha512(fields.merchantId + fields.rrr + fields.apiKey);
}

/** Compares a received hash with the expected one in constant time (case-insensitive hex). */
export function hashesMatch(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
