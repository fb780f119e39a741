import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens } from "../../db/identity";

/** How long a refresh token (and so a session without activity) lasts. */
export const REFRESH_TOKEN_DAYS = 7;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
}

interface Context {
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

async function insertToken(
  db: Db,
  userId: number,
  familyId: string,
  ctx: Context,
): Promise<IssuedRefreshToken> {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: digest(token),
    expiresAt,
    ip: ctx.ip ?? null,
    userAgent: ctx.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** A new family for a new sign-in. Only the hash is stored. */
export function issueRefreshToken(db: Db, userId: number, ctx: Context = {}): Promise<IssuedRefreshToken> {
  return insertToken(db, userId, randomUUID(), ctx);
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

/**
 * Trades a refresh token for a new one in the same family. A token that was already rotated
 * being used again means it was copied: the whole family is revoked (OWASP token rotation).
 */
export async function rotateRefreshToken(db: Db, token: string, ctx: Context = {}): Promise<RotationResult> {
  const now = ctx.now ?? new Date();
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  if (row.rotatedAt) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "reused" };
  }
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  // Only one concurrent rotation of the same token may win.
  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "reused" };
  }
  return { ok: true, userId: row.userId, next: await insertToken(db, row.userId, row.familyId, ctx) };
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Sign-out: revokes the family of `token` (if it is one of ours). */
export async function revokeRefreshToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
