import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens } from "../../db/identity";
import { openSuccessor, sealSuccessor } from "./refreshSuccessor";

/** How long a refresh token (and so a session without activity) lasts. */
export const REFRESH_TOKEN_DAYS = 7;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssuedRefreshToken {
  token: string;
  expiresAt: Date;
  /** The session (refresh-token family) it belongs to; access tokens carry it. */
  familyId: string;
}

interface Context {
  ip?: string | undefined;
  userAgent?: string | undefined;
  now?: Date;
}

/** A rotated token used again this soon, from the same browser, is a second tab rather than a copy. */
export const REUSE_GRACE_SECONDS = 10;

const userAgentOf = (ctx: Context) => ctx.userAgent?.slice(0, 300) ?? null;

async function insertToken(
  db: Db,
  userId: number,
  familyId: string,
  ctx: Context,
  token = randomBytes(32).toString("base64url"),
): Promise<IssuedRefreshToken> {
  const now = ctx.now ?? new Date();
  const expiresAt = new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: digest(token),
    expiresAt,
    ip: ctx.ip ?? null,
    userAgent: userAgentOf(ctx),
  });
  return { token, expiresAt, familyId };
}

/** A new family for a new sign-in. Only the hash is stored. */
export function issueRefreshToken(db: Db, userId: number, ctx: Context = {}): Promise<IssuedRefreshToken> {
  return insertToken(db, userId, randomUUID(), ctx);
}

export type RotationResult =
  | { ok: true; userId: number; next: IssuedRefreshToken }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" };

type TokenRow = typeof refreshTokens.$inferSelect;

async function findToken(db: Db, token: string): Promise<TokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, digest(token)))
    .limit(1);
  return row;
}

/**
 * The pair a rotation of `row` already gave out, when `token` comes again within the grace
 * period from the browser that got it (same address and user agent): two tabs refreshing at
 * once. Anything else is a reuse.
 */
async function sameRotation(
  db: Db,
  row: TokenRow,
  token: string,
  ctx: Context,
  now: Date,
): Promise<RotationResult | undefined> {
  if (!row.rotatedAt || !row.successorSealed) return undefined;
  if (now.getTime() - row.rotatedAt.getTime() > REUSE_GRACE_SECONDS * 1000) return undefined;
  const successor = openSuccessor(token, row.successorSealed);
  const next = successor ? await findToken(db, successor) : undefined;
  if (!successor || !next || next.revokedAt || next.familyId !== row.familyId) return undefined;
  if (next.ip !== (ctx.ip ?? null) || next.userAgent !== userAgentOf(ctx)) return undefined;
  return {
    ok: true,
    userId: row.userId,
    next: { token: successor, expiresAt: next.expiresAt, familyId: row.familyId },
  };
}

/**
 * Trades a refresh token for a new one in the same family. A token that was already rotated
 * being used again means it was copied: the whole family is revoked (OWASP token rotation) —
 * except a second use within REUSE_GRACE_SECONDS from the same browser, which gets the same new
 * token (two tabs refreshing at once must not sign their user out).
 */
export async function rotateRefreshToken(db: Db, token: string, ctx: Context = {}): Promise<RotationResult> {
  const now = ctx.now ?? new Date();
  const row = await findToken(db, token);
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  const reuse = async (current: TokenRow): Promise<RotationResult> => {
    const same = await sameRotation(db, current, token, ctx, now);
    if (same) return same;
    await revokeFamily(db, row.familyId, now);
    return { ok: false, reason: "reused" };
  };
  if (row.rotatedAt) return reuse(row);
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  // Only one concurrent rotation of the same token may win; the new token is in place (and
  // sealed on the old row) before anyone can see the old one as rotated.
  const nextToken = randomBytes(32).toString("base64url");
  const next = await db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now, successorSealed: sealSuccessor(token, nextToken) })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return undefined;
    return insertToken(tx, row.userId, row.familyId, ctx, nextToken);
  });
  if (next) return { ok: true, userId: row.userId, next };
  // Another request rotated it first: the same browser's other tab, or a copy.
  const current = await findToken(db, token);
  return current ? reuse(current) : { ok: false, reason: "unknown" };
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

/** Sign-out with only an access token: ends `user`'s session `familyId` (a family of another user is left alone). */
export async function revokeSession(db: Db, userId: number, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

/** Ends every session of a user (deactivation, password change). */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
