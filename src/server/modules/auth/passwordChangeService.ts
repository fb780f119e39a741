import { createHash } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens, users } from "../../db/identity";
import { NotFoundError, TooManyRequestsError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { clearRateLimit, hitRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { PASSWORDS_DIFFER } from "./passwordResetService";
import { checkPassword, hashPassword } from "./passwords";
import { revokeAllForUser } from "./refreshTokens";

export const CURRENT_PASSWORD_WRONG = "current password is incorrect";
export const PASSWORD_UNCHANGED = "new password must be different from the current password";

/** Wrong current passwords per account: a stolen access token must not become a password oracle. */
export const CHANGE_PASSWORD_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

export interface ChangePasswordInput {
  userId: number;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  /** The refresh token of the session making the change; that session stays signed in. */
  keepRefreshToken?: string | undefined;
  actor: AuditActor;
}

/**
 * Changes a signed-in user's password. Every OTHER session of the user ends (their refresh tokens
 * are revoked; their short-lived access tokens run out on their own); the session that made the
 * change continues, so the user is not sent back to the login page. Without a refresh token to
 * keep (an API client), every session ends.
 */
export async function changePassword(db: Db, input: ChangePasswordInput): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, input.userId)).limit(1);
  if (!user?.active) throw new NotFoundError("Your account was not found");

  const limitKey = `change-password:user:${user.id}`;
  const verdict = await hitRateLimit(db, limitKey, CHANGE_PASSWORD_LIMIT);
  if (!verdict.allowed)
    throw new TooManyRequestsError(
      "Too many attempts to change your password. Please wait and try again.",
      verdict.retryAfterSeconds,
    );
  if (!(await checkPassword(user.passwordHash, input.currentPassword)))
    throw new ValidationError([{ path: "currentPassword", message: CURRENT_PASSWORD_WRONG }]);
  await clearRateLimit(db, limitKey);
  if (input.newPassword === input.currentPassword)
    throw new ValidationError([{ path: "newPassword", message: PASSWORD_UNCHANGED }]);
  if (input.newPassword !== input.confirmPassword)
    throw new ValidationError([{ path: "confirmPassword", message: PASSWORDS_DIFFER }]);

  const passwordHash = await hashPassword(input.newPassword);
  const keepFamily = input.keepRefreshToken ? await familyOf(db, user.id, input.keepRefreshToken) : undefined;
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    if (keepFamily === undefined) await revokeAllForUser(tx, user.id);
    else
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(
          and(
            eq(refreshTokens.userId, user.id),
            isNull(refreshTokens.revokedAt),
            ne(refreshTokens.familyId, keepFamily),
          ),
        );
    await recordAudit(tx, {
      ...input.actor,
      action: "password change",
      entity: "users",
      entityId: String(user.id),
      after: { otherSessionsEnded: true, thisSessionKept: keepFamily !== undefined },
    });
  });
}

/** The session family of `token` when it is a live token of `userId`. */
async function familyOf(db: Db, userId: number, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, createHash("sha256").update(token).digest("hex")),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  return row?.familyId;
}
