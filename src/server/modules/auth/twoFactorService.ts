import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import { ValidationError } from "../../errors";
import type { Mailer } from "../mail/mailer";
import type { UserRow } from "./userDirectory";

export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;

export const TWO_FACTOR_MESSAGES = {
  wrong: "The code is not correct. Please check your email and try again.",
  expired: "This code has expired or was already used. Please sign in again to get a new one.",
  tooManyTries: "Too many wrong codes. Please sign in again to get a new one.",
} as const;

/** Keyed so that a leaked table cannot be brute-forced offline (a million codes is few). */
function digest(code: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(code).digest();
}

/**
 * Who a one-time code belongs to: a user signing in with two-factor, or an applicant signing in
 * with their paid invoice (src/server/modules/applicants). Migration 0145 lets a code have either.
 */
export type CodeOwner = { userId: number } | { applicantId: number };

const ownedBy = (owner: CodeOwner) =>
  "userId" in owner ? sql`user_id = ${owner.userId}` : sql`applicant_id = ${owner.applicantId}`;

/** A fresh 6-digit code for `owner` (earlier unused ones stop working); answers the code to send. */
export async function issueOneTimeCode(db: Db, secret: string, owner: CodeOwner): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const [userId, applicantId] = "userId" in owner ? [owner.userId, null] : [null, owner.applicantId];
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE one_time_codes SET used_at = now() WHERE ${ownedBy(owner)} AND used_at IS NULL`,
    );
    await tx.execute(sql`
      INSERT INTO one_time_codes (user_id, applicant_id, code_hash, expires_at)
      VALUES (${userId}, ${applicantId}, ${digest(code, secret).toString("hex")}, now() + make_interval(mins => ${CODE_MINUTES}))`);
  });
  return code;
}

/** A fresh 6-digit code for `user` (earlier unused ones stop working), sent by email. */
export async function sendLoginCode(db: Db, mailer: Mailer, secret: string, user: UserRow): Promise<void> {
  const code = await issueOneTimeCode(db, secret, { userId: user.id });
  if (!user.email) return;
  await mailer.send({
    to: user.email,
    subject: "Your sign-in code",
    text: `Your sign-in code is ${code}. It works once, for ${CODE_MINUTES} minutes. If you did not try to sign in, change your password.`,
  });
}

/** Checks `code` against the user's newest unused code; uses it up when right. Throws a 400 otherwise. */
export function verifyLoginCode(db: Db, secret: string, userId: number, code: string): Promise<void> {
  return verifyOneTimeCode(db, secret, { userId }, code);
}

/**
 * Checks `code` against the owner's newest unused code; uses it up when right. Throws a 400
 * otherwise. Each check first claims one of the code's CODE_TRIES in a single UPDATE … RETURNING,
 * so a burst of parallel guesses checks at most CODE_TRIES of them (issue 20, item 9).
 */
export async function verifyOneTimeCode(
  db: Db,
  secret: string,
  owner: CodeOwner,
  code: string,
): Promise<void> {
  const fail = (message: string) => new ValidationError([{ path: "code", message }]);
  const [current] = await queryRows<{ id: number; code_hash: string; attempts: number }>(
    db,
    sql`UPDATE one_time_codes SET attempts = attempts + 1
        WHERE id = (SELECT id FROM one_time_codes WHERE ${ownedBy(owner)} AND used_at IS NULL
                    ORDER BY created_at DESC, id DESC LIMIT 1)
          AND used_at IS NULL AND expires_at > now() AND attempts < ${CODE_TRIES}
        RETURNING id, code_hash, attempts`,
  );
  if (!current) throw fail(await whyNoTry(db, owner));
  const given = digest(code.trim(), secret);
  const expected = Buffer.from(current.code_hash, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw fail(current.attempts >= CODE_TRIES ? TWO_FACTOR_MESSAGES.tooManyTries : TWO_FACTOR_MESSAGES.wrong);
  // Single use, even when two requests race with the right code.
  const used = await queryRows<{ id: number }>(
    db,
    sql`UPDATE one_time_codes SET used_at = now() WHERE id = ${current.id} AND used_at IS NULL RETURNING id`,
  );
  if (used.length === 0) throw fail(TWO_FACTOR_MESSAGES.expired);
}

/** Why the owner's newest code could not be tried: none live, or its tries are used up. */
async function whyNoTry(db: Db, owner: CodeOwner): Promise<string> {
  const [current] = await queryRows<{ live: boolean }>(
    db,
    sql`SELECT expires_at > now() AS live FROM one_time_codes
        WHERE ${ownedBy(owner)} AND used_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return current?.live ? TWO_FACTOR_MESSAGES.tooManyTries : TWO_FACTOR_MESSAGES.expired;
}
