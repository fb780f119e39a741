import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import {
  type ImpersonationEndReason,
  type ImpersonationSessionRow,
  impersonationSessions,
} from "./impersonationTable";

/** How long the link that starts an impersonation works: long enough to open it, no longer. */
export const START_TOKEN_SECONDS = 2 * 60;

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
/** 256 random bits: unguessable, so only a stolen token is a risk (and it is single use). */
const newToken = () => randomBytes(32).toString("base64url");

export interface NewImpersonationRequest {
  impersonatorId: number;
  userId: number;
  reason: string;
  minutes: number;
  ip: string | null;
  userAgent: string | null;
  now: Date;
}

/** Stores a request to impersonate; answers the start token (only its hash is kept). */
export async function storeImpersonationRequest(
  db: Db,
  input: NewImpersonationRequest,
): Promise<{ row: ImpersonationSessionRow; startToken: string }> {
  const startToken = newToken();
  const [row] = await db
    .insert(impersonationSessions)
    .values({
      impersonatorId: input.impersonatorId,
      userId: input.userId,
      reason: input.reason,
      minutes: input.minutes,
      startTokenHash: digest(startToken),
      startTokenExpiresAt: new Date(input.now.getTime() + START_TOKEN_SECONDS * 1000),
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  if (!row) throw new Error("the impersonation request was not stored");
  return { row, startToken };
}

export interface StartTokenClaim {
  startToken: string;
  impersonatorId: number;
  userId: number;
  now: Date;
}

/**
 * Trades a start token for a session: once only (the UPDATE wins for one caller even when two
 * race), within its two minutes, and only for the two people it was issued for. The session's
 * clock starts now. Answers the started row and its session token, or undefined.
 */
export async function claimStartToken(
  db: Db,
  claim: StartTokenClaim,
): Promise<{ row: ImpersonationSessionRow; sessionToken: string } | undefined> {
  const sessionToken = newToken();
  const now = claim.now.toISOString();
  const [row] = await db
    .update(impersonationSessions)
    .set({
      startedAt: claim.now,
      expiresAt: sql`${now}::timestamptz + make_interval(mins => ${impersonationSessions.minutes})`,
      sessionTokenHash: digest(sessionToken),
    })
    .where(
      and(
        eq(impersonationSessions.startTokenHash, digest(claim.startToken)),
        eq(impersonationSessions.impersonatorId, claim.impersonatorId),
        eq(impersonationSessions.userId, claim.userId),
        isNull(impersonationSessions.startedAt),
        isNull(impersonationSessions.endedAt),
        gt(impersonationSessions.startTokenExpiresAt, claim.now),
      ),
    )
    .returning();
  return row ? { row, sessionToken } : undefined;
}

/** The started, not ended session whose session token (the cookie) is `sessionToken`. */
export async function findSessionByToken(
  db: Db,
  sessionToken: string,
): Promise<ImpersonationSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(impersonationSessions)
    .where(
      and(
        eq(impersonationSessions.sessionTokenHash, digest(sessionToken)),
        isNull(impersonationSessions.endedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function findSessionById(db: Db, id: number): Promise<ImpersonationSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(impersonationSessions)
    .where(eq(impersonationSessions.id, id))
    .limit(1);
  return row;
}

/** Ends a session; answers the row only to the caller that ended it (so it is audited once). */
export async function markSessionEnded(
  db: Db,
  id: number,
  reason: ImpersonationEndReason,
  now: Date,
): Promise<ImpersonationSessionRow | undefined> {
  const [row] = await db
    .update(impersonationSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(impersonationSessions.id, id), isNull(impersonationSessions.endedAt)))
    .returning();
  return row;
}

/** Marks every started session whose time is up as expired (at its expiry); answers those rows. */
export async function markExpiredSessions(db: Db, now: Date): Promise<ImpersonationSessionRow[]> {
  return db
    .update(impersonationSessions)
    .set({ endedAt: sql`${impersonationSessions.expiresAt}`, endReason: "expired" })
    .where(
      and(
        isNull(impersonationSessions.endedAt),
        isNotNull(impersonationSessions.expiresAt),
        lte(impersonationSessions.expiresAt, now),
      ),
    )
    .returning();
}

/** Whether `row` is a started session that has neither ended nor run out at `now`. */
export function isLive(row: ImpersonationSessionRow, now: Date): boolean {
  return row.endedAt === null && row.expiresAt !== null && row.expiresAt.getTime() > now.getTime();
}
