import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/identity";
import { passwordResetTokens } from "../../db/mail";
import { TooManyRequestsError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { type Mailer, sendMail } from "../mail/mailer";
import { hitRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { resetPasswordMail } from "./passwordResetMail";
import { hashPassword } from "./passwords";
import { revokeAllForUser } from "./refreshTokens";

/** The one answer to every reset request, so it never tells whether an address has an account. */
export const RESET_REQUESTED = "If an account uses that address, a reset link has been sent.";
export const RESET_LINK_INVALID =
  "This reset link is not valid or has already been used. Please request a new one.";
export const RESET_LINK_EXPIRED = "This reset link has expired. Please request a new one.";
export const PASSWORDS_DIFFER = "passwords do not match";

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;
/** Per address asked about: stops mail-bombing one person. */
export const RESET_EMAIL_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
/** Per client address: stops sweeping many addresses. */
export const RESET_ADDRESS_LIMIT: RateLimitRule = { limit: 10, windowMs: 15 * 60_000 };

const digest = (token: string) => createHash("sha256").update(token).digest("hex");

async function throttle(db: Db, key: string, rule: RateLimitRule): Promise<void> {
  const verdict = await hitRateLimit(db, key, rule);
  if (!verdict.allowed) {
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    throw new TooManyRequestsError(
      `Too many reset requests. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
      verdict.retryAfterSeconds,
    );
  }
}

export interface ResetRequest {
  email: string;
  ip: string;
  /** The portal's address, for the link in the mail. */
  publicUrl: string;
  collegeName: string;
  now?: Date;
}

/**
 * Mails a single-use reset link when `email` belongs to an active account; does nothing
 * otherwise. Either way the caller answers RESET_REQUESTED. Issuing a link cancels earlier
 * unused ones, so only the newest mail works.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, input: ResetRequest): Promise<void> {
  const email = input.email.trim().toLowerCase();
  await throttle(db, `reset:ip:${input.ip}`, RESET_ADDRESS_LIMIT);
  await throttle(db, `reset:email:${email}`, RESET_EMAIL_LIMIT);

  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)))
    .limit(1);
  if (!user?.email) return;

  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: digest(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
      ip: input.ip,
    });
  });
  const link = `${input.publicUrl.replace(/\/+$/, "")}/reset_password?token=${token}`;
  await sendMail(
    mailer,
    resetPasswordMail({
      to: user.email,
      fullName: user.fullName,
      link,
      collegeName: input.collegeName,
      minutes: RESET_TOKEN_MINUTES,
    }),
  );
}

export interface ResetInput {
  token: string;
  password: string;
  confirmPassword: string;
  actor: AuditActor;
  now?: Date;
}

/**
 * Sets a new password with a reset token: the token must be unused and unexpired, and is used up
 * here. Every session of the user ends (whoever asked for the reset may not be the only one who
 * knew the old password). Answers the user's id.
 */
export async function resetPassword(db: Db, input: ResetInput): Promise<number> {
  if (input.password !== input.confirmPassword)
    throw new ValidationError([{ path: "confirmPassword", message: PASSWORDS_DIFFER }]);
  const now = input.now ?? new Date();
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, digest(input.token)))
    .limit(1);
  if (!row || row.usedAt) throw new ValidationError([{ path: "token", message: RESET_LINK_INVALID }]);
  if (row.expiresAt <= now) throw new ValidationError([{ path: "token", message: RESET_LINK_EXPIRED }]);

  // Hash before the transaction: argon2 is slow and must not hold a connection open.
  const passwordHash = await hashPassword(input.password);
  const userId = await db.transaction(async (tx) => {
    // Only one use of the token may win, even when two arrive together.
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.usedAt)))
      .returning({ userId: passwordResetTokens.userId });
    const owner = claimed[0]?.userId;
    if (owner === undefined) throw new ValidationError([{ path: "token", message: RESET_LINK_INVALID }]);
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, owner), eq(users.active, true)))
      .returning({ id: users.id, userName: users.userName });
    if (!updated[0]) throw new ValidationError([{ path: "token", message: RESET_LINK_INVALID }]);
    await revokeAllForUser(tx, owner);
    await recordAudit(tx, {
      ...input.actor,
      actorId: owner,
      actorName: updated[0].userName,
      action: "password reset",
      entity: "users",
      entityId: String(owner),
    });
    return owner;
  });
  return userId;
}
