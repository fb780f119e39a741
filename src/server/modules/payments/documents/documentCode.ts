import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Verification codes of printed documents (receipts, letters): the document's facts and an
 * HMAC-SHA256 over them with the server's signing key, both base64url, joined by a dot:
 * `UnxJTlYwMDAwMDEy….Zx3k…`. Whoever holds the code can read the facts (an invoice number is
 * not secret once printed) but nobody without the key can make or change one. The tag is the
 * first 16 bytes (128 bits) of the HMAC: short enough for a small QR code, far beyond guessing.
 */

const TAG_BYTES = 16;
/** Field separator inside the payload; fields must not contain it. */
const SEPARATOR = "|";
/** Binds every tag to this format, so a key reused elsewhere signs nothing valid here. */
const DOMAIN = "matric-document-code-v1\n";
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export type ReadDocumentCode = { state: "genuine"; fields: string[] } | { state: "altered" };

function tagOf(payload: Buffer, key: string): Buffer {
  return createHmac("sha256", key).update(DOMAIN).update(payload).digest().subarray(0, TAG_BYTES);
}

/** The code of a document with these facts (e.g. `["R", "INV0000012AB3C4"]`). */
export function signDocumentCode(fields: readonly string[], key: string): string {
  if (fields.length === 0 || fields.some((field) => field.includes(SEPARATOR) || field === ""))
    throw new Error(`document code fields must be non-empty and without "${SEPARATOR}"`);
  const payload = Buffer.from(fields.join(SEPARATOR), "utf8");
  return `${payload.toString("base64url")}.${tagOf(payload, key).toString("base64url")}`;
}

/** base64url text as bytes, only when it is the one canonical spelling of those bytes. */
function canonicalBytes(text: string): Buffer | undefined {
  if (!BASE64URL.test(text)) return undefined;
  const bytes = Buffer.from(text, "base64url");
  // Node ignores the unused low bits of the last character: "…A" and "…B" can decode alike.
  // Only the canonical spelling counts, so no character can change without being noticed.
  return bytes.toString("base64url") === text ? bytes : undefined;
}

/**
 * Reads a code: its facts when the tag is the key's, else "altered" (anything malformed,
 * re-spelt or signed with another key).
 */
export function readDocumentCode(code: string, key: string): ReadDocumentCode {
  const parts = code.split(".");
  if (parts.length !== 2) return { state: "altered" };
  const payload = canonicalBytes(parts[0] ?? "");
  const tag = canonicalBytes(parts[1] ?? "");
  if (!payload || !tag || tag.length !== TAG_BYTES) return { state: "altered" };
  if (!timingSafeEqual(tag, tagOf(payload, key))) return { state: "altered" };
  return { state: "genuine", fields: payload.toString("utf8").split(SEPARATOR) };
}
