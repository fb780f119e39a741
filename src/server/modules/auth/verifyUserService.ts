import { phoneKey } from "../../../schema/phoneNumber";
import type { Db } from "../../db/database";
import type { Mailer } from "../mail/mailer";
import { addressKey } from "../rateLimit/addressKey";
import { enforceRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { type LinkContext, mailSetupLink } from "./setupService";
import { findUserByUserName } from "./userDirectory";

/**
 * verify-user (spec: /verify_account, "Verify account" for new students): someone gives a
 * registration number (the user name) and the email address or phone number on record. When they
 * match an active account that has not finished setup, a setup link goes to the email address on
 * record. The answer is always VERIFY_REQUESTED, so the page cannot be used to find accounts,
 * addresses or phone numbers.
 */
export const VERIFY_REQUESTED =
  "If these details match an account that still needs to be set up, we have sent a link to set your password to the email address on record.";

/** Per registration number asked about: stops mail-bombing one student. */
export const VERIFY_USER_LIMIT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };
/** Per client address: stops sweeping registration numbers; a campus behind one address stays under it. */
export const VERIFY_ADDRESS_LIMIT: RateLimitRule = { limit: 300, windowMs: 15 * 60_000 };

export interface VerifyUserInput extends LinkContext {
  userName: string;
  /** The email address or phone number on record. */
  contact: string;
}

const tooManyRequests = (wait: string) =>
  `Too many verification requests. Please wait ${wait} and try again.`;

function contactMatches(contact: string, email: string | null, phone: string | null): boolean {
  const given = contact.trim();
  if (given.includes("@")) return email !== null && email.trim().toLowerCase() === given.toLowerCase();
  const key = phoneKey(given);
  return key !== "" && phone !== null && phoneKey(phone) === key;
}

/** Mails a setup link when the details match an account awaiting setup; otherwise does nothing. */
export async function verifyUser(db: Db, mailer: Mailer, input: VerifyUserInput): Promise<void> {
  const userName = input.userName.trim();
  await enforceRateLimit(db, `verify-user:ip:${addressKey(input.ip)}`, VERIFY_ADDRESS_LIMIT, tooManyRequests);
  await enforceRateLimit(
    db,
    `verify-user:user:${userName.toLowerCase()}`,
    VERIFY_USER_LIMIT,
    tooManyRequests,
  );

  const user = await findUserByUserName(db, userName);
  if (!user?.active || user.setupComplete || !user.email) return;
  if (!contactMatches(input.contact, user.email, user.phoneNumber)) return;
  await mailSetupLink(db, mailer, { ...user, email: user.email }, input);
}
