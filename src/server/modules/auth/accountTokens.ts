import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { passwordResetTokens } from "../../db/mail";

/**
 * Single-use account tokens (table password_reset_tokens, migration 0047): a random 256-bit
 * value handed to the user once (in a mailed link, or in the login response), of which only a
 * SHA-256 digest is stored. Each has a purpose and can only be used for it.
 */
export type AccountTokenPurpose = "reset" | "setup" | "setup-email";

export const digestToken = (token: string) => createHash("sha256").update(token).digest("hex");

export interface IssueTokenInput {
  userId: number;
  purpose: AccountTokenPurpose;
  minutes: number;
  ip?: string | undefined;
  now?: Date;
}

/** A fresh token; earlier unused tokens of the same user and purpose stop working. */
export async function issueAccountToken(db: Db, input: IssueTokenInput): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.userId, input.userId),
          eq(passwordResetTokens.purpose, input.purpose),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await tx.insert(passwordResetTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: digestToken(token),
      expiresAt: new Date(now.getTime() + input.minutes * 60_000),
      ip: input.ip ?? null,
    });
  });
  return token;
}

export type TokenCheck =
  | { ok: true; id: number; userId: number }
  | { ok: false; reason: "invalid" | "expired" };

/** Whether `token` is a live token of `purpose` (and of `userId`, when given); does not use it up. */
export async function checkAccountToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
  { userId, now = new Date() }: { userId?: number; now?: Date } = {},
): Promise<TokenCheck> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(eq(passwordResetTokens.tokenHash, digestToken(token)), eq(passwordResetTokens.purpose, purpose)),
    )
    .limit(1);
  // Someone else's token is as good as none: the answer must not confirm that it exists.
  if (!row || row.usedAt || (userId !== undefined && row.userId !== userId))
    return { ok: false, reason: "invalid" };
  if (row.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, id: row.id, userId: row.userId };
}

/**
 * Uses up a checked token. Only one use may win, even when two requests arrive together: answers
 * false to the loser. Call it inside the transaction of the change the token allows.
 */
export async function claimAccountToken(db: Db, id: number, now = new Date()): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt)))
    .returning({ id: passwordResetTokens.id });
  return claimed.length > 0;
}
