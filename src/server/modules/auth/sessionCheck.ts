import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/database";
import type { AuthUser } from "./accessToken";
import type { SessionCache } from "./sessionCache";

export const SESSION_ENDED = "Your session has ended. Please sign in again.";

/**
 * Whether a validly signed access token's session still stands. Checked on every request, so
 * signing out, deactivation, a password change or a reused refresh token end access tokens at
 * once rather than when they run out: the token's session (its refresh-token family) must still
 * hold an unrevoked token and its user must be active — one lookup through
 * refresh_tokens_live_family_idx and the users key. An impersonated token answers to its
 * impersonation session instead (app.isTokenLive), so it passes here. A session found live is
 * remembered for a few seconds (`cache`, sessionCache.ts), forgotten at once when it may have ended.
 */
export async function isSessionLive(db: Db, user: AuthUser, cache?: SessionCache): Promise<boolean> {
  if (user.impersonatorId !== undefined) return true;
  if (user.sessionId === undefined) return false;
  if (cache?.isLive(user.sessionId, user.id)) return true;
  const askedAt = cache?.askedAt() ?? 0;
  const rows = await queryRows<{ live: number }>(
    db,
    sql`SELECT 1 AS live FROM refresh_tokens t JOIN users u ON u.id = t.user_id
        WHERE t.family_id = ${user.sessionId} AND t.revoked_at IS NULL AND t.user_id = ${user.id} AND u.active
        LIMIT 1`,
  );
  if (rows.length === 0) return false;
  cache?.remember(user.sessionId, user.id, askedAt);
  return true;
}
