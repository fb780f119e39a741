import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { users } from "../../db/identity";
import { pgErrorOf } from "../../db/pgError";
import { ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { type Mailer, sendMail } from "../mail/mailer";
import { checkAccountToken, claimAccountToken, issueAccountToken } from "./accountTokens";
import { type ResetInput, setPasswordWithLink } from "./passwordResetService";
import { addressInUseMail, setupPasswordMail } from "./setupMail";

/**
 * First-time setup (spec: oldUser false → /change_email). A user who signs in before finishing
 * setup gets no session, only a setup token (SETUP_EMAIL_MINUTES, single use); with it
 * /change_email records an email address and a single-use link to choose a password is mailed
 * there. Choosing the password through the link completes setup. New students who cannot sign in
 * yet ask for the same link with verify-user (verifyUserService.ts).
 */

/** How long the setup token of the login response works. */
export const SETUP_EMAIL_MINUTES = 15;
/** How long a mailed setup link works. */
export const SETUP_LINK_MINUTES = 30;

export const SETUP_MESSAGES = {
  sessionInvalid: "Your setup session is not valid or was already used. Please sign in again.",
  sessionExpired: "Your setup session has expired. Please sign in again.",
  linkSent: (email: string) =>
    `We have sent a link to set your password to ${email}. It works once, for ${SETUP_LINK_MINUTES} minutes.`,
  done: "Your account is set up. Please sign in with your new password.",
} as const;

/** The setup token of a login response for a user who has not finished setup. */
export function issueSetupToken(db: Db, userId: number, ip?: string): Promise<string> {
  return issueAccountToken(db, { userId, purpose: "setup-email", minutes: SETUP_EMAIL_MINUTES, ip });
}

export interface LinkContext {
  ip: string;
  /** The portal's address, for the link in the mail. */
  publicUrl: string;
  collegeName: string;
}

interface SetupUser {
  id: number;
  userName: string;
  fullName: string;
  email: string;
}

/** Mails `user` a fresh single-use setup link (earlier unused ones stop working). */
export async function mailSetupLink(
  db: Db,
  mailer: Mailer,
  user: SetupUser,
  context: LinkContext,
): Promise<void> {
  const token = await issueAccountToken(db, {
    userId: user.id,
    purpose: "setup",
    minutes: SETUP_LINK_MINUTES,
    ip: context.ip,
  });
  await sendMail(
    mailer,
    setupPasswordMail({
      to: user.email,
      fullName: user.fullName,
      userName: user.userName,
      link: `${context.publicUrl.replace(/\/+$/, "")}/setup_password?token=${token}`,
      collegeName: context.collegeName,
      minutes: SETUP_LINK_MINUTES,
    }),
  );
}

export interface SetupEmailInput extends LinkContext {
  userId: number;
  email: string;
  setupToken: string;
  actor: AuditActor;
}

/**
 * send-setup-password-email: with the setup token of the login response, records `email` as the
 * user's address and mails a setup link there. The token is used up. When another account already
 * uses the address it is not recorded, and its owner is told instead; the caller answers the same
 * either way, so setup cannot be used to find out which addresses have accounts.
 */
export async function sendSetupPasswordEmail(db: Db, mailer: Mailer, input: SetupEmailInput): Promise<void> {
  const email = input.email.trim();
  const check = await checkAccountToken(db, input.setupToken, "setup-email", { userId: input.userId });
  if (!check.ok) {
    const message =
      check.reason === "expired" ? SETUP_MESSAGES.sessionExpired : SETUP_MESSAGES.sessionInvalid;
    throw new ValidationError([{ path: "setupToken", message }]);
  }
  const outcome = await db.transaction(async (tx) => {
    if (!(await claimAccountToken(tx, check.id)))
      throw new ValidationError([{ path: "setupToken", message: SETUP_MESSAGES.sessionInvalid }]);
    const [user] = await tx
      .select({ id: users.id, userName: users.userName, fullName: users.fullName, email: users.email })
      .from(users)
      .where(and(eq(users.id, check.userId), eq(users.active, true), eq(users.setupComplete, false)))
      .limit(1);
    if (!user) throw new ValidationError([{ path: "setupToken", message: SETUP_MESSAGES.sessionInvalid }]);
    if (!(await recordAddress(tx, user.id, email))) return { user, recorded: false };
    await recordAudit(tx, {
      ...input.actor,
      actorId: user.id,
      actorName: user.userName,
      action: "setup email",
      entity: "users",
      entityId: String(user.id),
      before: { email: user.email },
      after: { email },
    });
    return { user, recorded: true };
  });
  if (outcome.recorded) await mailSetupLink(db, mailer, { ...outcome.user, email }, input);
  else await sendMail(mailer, addressInUseMail({ to: email, collegeName: input.collegeName }));
}

/**
 * Records `email` as the user's address; false when another account uses it (letter case aside).
 * The unique index is the judge, inside a savepoint, so two setups racing for one address cannot
 * both record it and the failed attempt leaves the surrounding transaction usable.
 */
async function recordAddress(db: Db, userId: number, email: string): Promise<boolean> {
  try {
    await db.transaction(async (savepoint) => {
      await savepoint.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId));
    });
    return true;
  } catch (error) {
    if (pgErrorOf(error)?.code === "23505") return false;
    throw error;
  }
}

/** setup-password: chooses the first password with a mailed setup link; completes setup. */
export function completeSetup(db: Db, input: ResetInput): Promise<number> {
  return setPasswordWithLink(db, input, "setup");
}
