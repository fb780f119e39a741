import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A referee's link token: `<random>.<tag>` — 32 random bytes and the first 128 bits of
 * HMAC-SHA256 over them with the server's secret, both base64url. The tag lets an altered or
 * made-up token be refused before the database is asked; the database keeps only the SHA-256 of
 * the whole token, so a leaked table opens no report.
 */
const PURPOSE = "pg-referee-link|";

function tagOf(random: string, secret: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + random)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

export function newRefereeToken(secret: string): string {
  const random = randomBytes(32).toString("base64url");
  return `${random}.${tagOf(random, secret)}`;
}

/** The token as the database keeps it. */
export function refereeTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Whether `token` is one this server signed, in the exact form it was issued. */
export function isSignedRefereeToken(token: string, secret: string): boolean {
  const match = /^([A-Za-z0-9_-]{43})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return false;
  const [, random = "", tag = ""] = match;
  // Only the canonical spelling: a base64url character whose unused bits differ decodes the same.
  if (Buffer.from(random, "base64url").toString("base64url") !== random) return false;
  const given = Buffer.from(tag, "base64url");
  if (given.toString("base64url") !== tag) return false;
  const expected = Buffer.from(tagOf(random, secret), "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
