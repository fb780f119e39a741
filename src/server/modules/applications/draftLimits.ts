import type { Db } from "../../db/database";
import { AppError } from "../../errors";
import { addressKey } from "../rateLimit/addressKey";
import { enforceRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";

/**
 * What keeps drafts from filling the disk. Only applicants with a paid invoice have drafts now
 * (applicants/), but one paid invoice must not buy unlimited storage either. A campus or cyber café may put hundreds of applicants behind one address,
 * so the address limits are high and count what costs disk, not people:
 * - a draft holds at most DRAFT_MAX_BYTES (a whole application with its passport photo);
 * - each draft (one applicant's) saves at most twice a second on average
 *   (the wizard saves 800 ms after typing pauses);
 * - an address may start NEW_DRAFTS_PER_ADDRESS drafts an hour, and add at most
 *   DRAFT_BYTES_PER_ADDRESS an hour to what is stored (a new draft's size, or how much a save
 *   grew one: an applicant typing costs almost nothing, a flood of 500 KB drafts stops at ~40);
 * - every write from an address counts towards a ceiling no exam hall reaches (before the body
 *   is even read);
 * - drafts nobody saved for DRAFT_ABANDONED_DAYS are deleted (draftCleanup.ts).
 */
export const DRAFT_MAX_BYTES = 512 * 1024;
export const DRAFT_SAVES_PER_DRAFT: RateLimitRule = { limit: 120, windowMs: 60_000 };
export const NEW_DRAFTS_PER_ADDRESS: RateLimitRule = { limit: 300, windowMs: 60 * 60_000 };
export const DRAFT_BYTES_PER_ADDRESS: RateLimitRule = { limit: 20 * 1024 * 1024, windowMs: 60 * 60_000 };
export const DRAFT_WRITES_PER_ADDRESS: RateLimitRule = { limit: 1200, windowMs: 60_000 };

export const DRAFT_TOO_LARGE = `This application is too large to save (at most ${DRAFT_MAX_BYTES / 1024} KB). Please use smaller scans of your photograph and documents.`;

const tooManySaves = (wait: string) => `Too many saves. Please wait ${wait} and try again.`;
const tooManyFromAddress = (wait: string) =>
  `Too many applications are being saved from this address. Please wait ${wait} and try again.`;

/** The stored size of a draft's data (its JSON in UTF-8). */
export function draftBytes(data: unknown): number {
  return Buffer.byteLength(JSON.stringify(data), "utf8");
}

/** 413 for data over DRAFT_MAX_BYTES; otherwise its size. */
export function checkDraftSize(data: unknown): number {
  const bytes = draftBytes(data);
  if (bytes > DRAFT_MAX_BYTES) throw new AppError(413, DRAFT_TOO_LARGE, "Application too large");
  return bytes;
}

/** Every draft write from `ip` (before its body is read): a flood ceiling no exam hall reaches. */
export async function throttleDraftWrites(db: Db, ip: string): Promise<void> {
  await enforceRateLimit(db, `drafts:writes:${addressKey(ip)}`, DRAFT_WRITES_PER_ADDRESS, tooManyFromAddress);
}

/** Before creating a draft of `bytes` from `ip`. */
export async function chargeNewDraft(db: Db, ip: string, bytes: number): Promise<void> {
  const address = addressKey(ip);
  await enforceRateLimit(db, `drafts:new:${address}`, NEW_DRAFTS_PER_ADDRESS, tooManyFromAddress);
  await enforceRateLimit(db, `drafts:bytes:${address}`, DRAFT_BYTES_PER_ADDRESS, tooManyFromAddress, bytes);
}

/** Before saving over the draft of `applicantId`, growing it by `growth` bytes. */
export async function chargeDraftSave(
  db: Db,
  ip: string,
  applicantId: number,
  growth: number,
): Promise<void> {
  await enforceRateLimit(db, `drafts:saves:applicant:${applicantId}`, DRAFT_SAVES_PER_DRAFT, tooManySaves);
  if (growth > 0)
    await enforceRateLimit(
      db,
      `drafts:bytes:${addressKey(ip)}`,
      DRAFT_BYTES_PER_ADDRESS,
      tooManyFromAddress,
      growth,
    );
}
