import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { queryRows } from "../../src/server/db/database";
import { type AuthUser, signAccessToken } from "../../src/server/modules/auth/accessToken";
import { issueRefreshToken } from "../../src/server/modules/auth/refreshTokens";

const sessions = new WeakMap<FastifyInstance, Map<number, string>>();

/**
 * A bearer access token for `user` in a live session, as signing in would give. The server
 * checks every token's session (its refresh-token family) and that its user is active, so the
 * session is made once per app and user; a user the test never created gets a stand-in row
 * (the token, not the row, says who they are and what roles they hold). Give such users ids far
 * above any the test creates (the id sequence is left alone, so the test's own rows keep theirs).
 */
export async function sessionToken(app: FastifyInstance, user: AuthUser): Promise<string> {
  const known = sessions.get(app) ?? new Map<number, string>();
  sessions.set(app, known);
  const db = app.database.db;
  let sessionId = known.get(user.id);
  // A session the test ended (deactivation revokes it) is replaced, as signing in again would;
  // the server still refuses it while the user is inactive.
  if (sessionId !== undefined) {
    const live = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM refresh_tokens WHERE family_id = ${sessionId} AND revoked_at IS NULL LIMIT 1`,
    );
    if (live.length === 0) sessionId = undefined;
  }
  if (sessionId === undefined) {
    // The stand-in row is a valid users row (a full name of two words), so sweeps over every list accept it.
    const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM users WHERE id = ${user.id}`);
    if (!row) {
      await db.execute(sql`
        INSERT INTO users (id, user_name, full_name, user_type, password_hash, setup_complete)
        VALUES (${user.id}, ${`session-user-${user.id}`}, 'Stand In User', ${user.userType}, '!', true)`);
    }
    sessionId = (await issueRefreshToken(db, user.id)).familyId;
    known.set(user.id, sessionId);
  }
  return signAccessToken({ ...user, sessionId }, app.appConfig.jwtSecret).token;
}

/** `{ authorization: "Bearer …" }` for `user` in a live session (see sessionToken). */
export async function bearer(app: FastifyInstance, user: AuthUser): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await sessionToken(app, user)}` };
}
