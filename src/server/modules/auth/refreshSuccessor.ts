import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * The token a refresh token was rotated into, sealed (AES-256-GCM) under a key derived from the
 * old token itself. Only whoever holds the old token can open it — the table keeps only hashes,
 * and this key is a different hash of it — so a leaked table still opens no session. It lets a
 * second tab that refreshed with the same token a moment later get the same new token instead
 * of setting off reuse detection.
 */
const keyOf = (oldToken: string) => createHash("sha256").update(`successor-key:${oldToken}`).digest();

export function sealSuccessor(oldToken: string, successor: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(successor, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
}

/** The successor, or undefined when `sealed` was not made with `oldToken`. */
export function openSuccessor(oldToken: string, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(oldToken), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}
