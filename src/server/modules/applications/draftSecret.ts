import { createHash, randomBytes } from "node:crypto";

/**
 * The secret that proves a browser owns a draft: 32 random bytes, sent only in an httpOnly
 * cookie. The database keeps its SHA-256 (a fast hash is enough for 256 random bits).
 */
export function newDraftSecret(): string {
  return randomBytes(32).toString("base64url");
}

export function hashDraftSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

/** A cookie value that could be one of our secrets (43 base64url characters); anything else is ignored. */
export function isDraftSecret(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{43}$/.test(value);
}
