import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/identity";
import { ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { type Mailer, sendMail } from "../mail/mailer";
import { addressKey } from "../rateLimit/addressKey";
import { enforceRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { checkAccountToken, claimAccountToken, issueAccountToken } from "./accountTokens";
import { resetPasswordMail } from "./passwordResetMail";
import { hashPassword } from "./passwords";
import { revokeAllForUser } from "./refreshTokens";

/** The one answer to every reset request, so it never tells whether an address has an account. */
export const RESET_REQUESTED = "If an account uses that address, a reset link has been sent.";
export const RESET_LINK_INVALID =
  "This reset link is not valid or has already been used. Please request a new one.";
export const RESET_LINK_EXPIRED = "This reset link has expired. Please request a new one.";
export const PASSWORDS_DIFFER = "passwords do not match";
export const SETUP_LINK_INVALID =
  "This setup link is not valid or has already been used. Please sign in again, or verify your account, to get a new one.";
export const SETUP_LINK_EXPIRED =
  "This setup link has expired. Please sign in again, or verify your account, to get a new one.";

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;
/** Per address asked about: stops mail-bombing one person. */
export const RESET_EMAIL_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
/**
 * Per client address: stops sweeping many addresses, with a ceiling a whole campus behind one
 * address does not reach (the reset itself is limited per person above).
 */
export const RESET_ADDRESS_LIMIT: RateLimitRule = { limit: 300, windowMs: 15 * 60_000 };

const tooManyResets = (wait: string) => `Too many reset requests. Please wait ${wait} and try again.`;

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
  await enforceRateLimit(db, `reset:ip:${addressKey(input.ip)}`, RESET_ADDRESS_LIMIT, tooManyResets);
  await enforceRateLimit(db, `reset:email:${email}`, RESET_EMAIL_LIMIT, tooManyResets);

  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.active, true)))
    .limit(1);
  if (!user?.email) return;

  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: "reset",
    minutes: RESET_TOKEN_MINUTES,
    ip: input.ip,
    ...(input.now ? { now: input.now } : {}),
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

/** The two kinds of mailed link that set a password, and what each says when it does not work. */
export type PasswordLinkPurpose = "reset" | "setup";

const LINK_PROBLEMS: Record<PasswordLinkPurpose, { invalid: string; expired: string }> = {
  reset: { invalid: RESET_LINK_INVALID, expired: RESET_LINK_EXPIRED },
  setup: { invalid: SETUP_LINK_INVALID, expired: SETUP_LINK_EXPIRED },
};

/**
 * Sets a new password with a reset token: the token must be unused and unexpired, and is used up
 * here. Every session of the user ends (whoever asked for the reset may not be the only one who
 * knew the old password). Answers the user's id.
 */
export function resetPassword(db: Db, input: ResetInput): Promise<number> {
  return setPasswordWithLink(db, input, "reset");
}

/**
 * Sets a password with the token of a mailed link of `purpose`, using the token up. A setup link
 * also completes first-time setup. Every session of the user ends. Answers the user's id.
 */
export async function setPasswordWithLink(
  db: Db,
  input: ResetInput,
  purpose: PasswordLinkPurpose,
): Promise<number> {
  const problems = LINK_PROBLEMS[purpose];
  if (input.password !== input.confirmPassword)
    throw new ValidationError([{ path: "confirmPassword", message: PASSWORDS_DIFFER }]);
  const now = input.now ?? new Date();
  const check = await checkAccountToken(db, input.token, purpose, { now });
  if (!check.ok)
    throw new ValidationError([
      { path: "token", message: check.reason === "expired" ? problems.expired : problems.invalid },
    ]);

  // Hash before the transaction: argon2 is slow and must not hold a connection open.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await claimAccountToken(tx, check.id, now)))
      throw new ValidationError([{ path: "token", message: problems.invalid }]);
    const updated = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(purpose === "setup" ? { setupComplete: true } : {}) })
      .where(and(eq(users.id, check.userId), eq(users.active, true)))
      .returning({ id: users.id, userName: users.userName });
    if (!updated[0]) throw new ValidationError([{ path: "token", message: problems.invalid }]);
    await revokeAllForUser(tx, check.userId);
    await recordAudit(tx, {
      ...input.actor,
      actorId: check.userId,
      actorName: updated[0].userName,
      action: purpose === "setup" ? "account setup" : "password reset",
      entity: "users",
      entityId: String(check.userId),
    });
    return check.userId;
  });
}
