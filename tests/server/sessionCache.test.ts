import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../src/server/app";
import type { Database } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { SESSION_CACHE_TTL_MS } from "../../src/server/modules/auth/sessionCache";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";

/** The signed-in person's own record: any signed-in GET checks the session. */
const ME = "/api/test/me";

async function withMe(app: FastifyInstance): Promise<FastifyInstance> {
  app.get(ME, { config: { access: "authenticated" } }, async (r) => ({ id: r.user?.id }));
  await app.ready();
  return app;
}

describe.each(databaseKinds)("the session check's short memory on %s", (kind) => {
  let t: TestApp;
  let userId: number;

  const login = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName: "student", password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const access = res.json().data.jwtToken.token as string;
    const payload = JSON.parse(Buffer.from(access.split(".")[1] ?? "", "base64url").toString());
    return { access, sessionId: payload.sid as string };
  };
  const me = (app: FastifyInstance, access: string) =>
    app.inject({ url: ME, headers: { authorization: `Bearer ${access}` } });

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    await withMe(t.app);
    await seedRolesAndMenus(t.database.db);
    userId = (
      await createAccount(t.database.db, {
        userName: "student",
        password: PASSWORD,
        fullName: "Adebayo Adeyemi",
        userType: "student",
        roles: ["student"],
      })
    ).id;
  });
  afterAll(async () => t?.close());

  it("remembers a live session for a few seconds, and forgets it the moment the database ends it", async () => {
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(5000);
    const { access, sessionId } = await login(t.app);
    expect((await me(t.app, access)).statusCode).toBe(200);
    expect(t.app.sessionCache.isLive(sessionId, userId)).toBe(true);
    // A change made outside any request (a script, a job) still ends it: the database says so.
    await t.database.db.execute(
      sql`UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = ${sessionId}`,
    );
    await vi.waitFor(() => expect(t.app.sessionCache.isLive(sessionId, userId)).toBe(false), {
      timeout: 2000,
    });
    expect((await me(t.app, access)).statusCode).toBe(401);
  });

  it("forgets everything after a request that may write, before its answer leaves", async () => {
    const { access, sessionId } = await login(t.app);
    expect((await me(t.app, access)).statusCode).toBe(200);
    expect(t.app.sessionCache.isLive(sessionId, userId)).toBe(true);
    await t.app.inject({
      method: "POST",
      url: "/api/Authentication/logout",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(t.app.sessionCache.isLive(sessionId, userId)).toBe(false);
    expect((await me(t.app, access)).statusCode).toBe(401);
  });

  it.runIf(kind === "postgres")("a sign-out on one process ends the session on another at once", async () => {
    const other: Database = await t.openAnother();
    const second = await withMe(await buildApp({ config: t.config, database: other }));
    try {
      const { access, sessionId } = await login(t.app);
      expect((await me(second, access)).statusCode).toBe(200);
      expect(second.sessionCache.isLive(sessionId, userId)).toBe(true);
      const out = await t.app.inject({
        method: "POST",
        url: "/api/Authentication/logout",
        headers: { authorization: `Bearer ${access}` },
      });
      expect(out.statusCode).toBe(200);
      // Told through PostgreSQL's NOTIFY, well before the memory would have run out by itself.
      await vi.waitFor(() => expect(second.sessionCache.isLive(sessionId, userId)).toBe(false), {
        timeout: SESSION_CACHE_TTL_MS / 2,
      });
      expect((await me(second, access)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
