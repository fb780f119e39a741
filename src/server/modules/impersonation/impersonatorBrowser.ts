import { createHash } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/database";
import { refreshTokens } from "../../db/identity";

/**
 * Whether `refreshToken` (the sign-in cookie that came with the request) is a live session of
 * `userId`. An impersonation link only works in the browser of the person who asked for it, so
 * a link that leaks (history, a screenshot, a shared screen) is useless anywhere else. Read only:
 * the impersonator's own session is neither rotated nor touched.
 */
export async function holdsLiveSession(
  db: Db,
  userId: number,
  refreshToken: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!refreshToken) return false;
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, createHash("sha256").update(refreshToken).digest("hex")),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.rotatedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
