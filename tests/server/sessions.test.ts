import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount, setAccountActive } from "../../src/server/modules/auth/accounts";
import { REUSE_GRACE_SECONDS } from "../../src/server/modules/auth/refreshTokens";
import { SESSION_ENDED } from "../../src/server/modules/auth/sessionCheck";
import { PRODUCTION_ENV } from "../support/productionEnv";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";
const COOKIE = "fcet_refresh";
const BROWSER = { "user-agent": "Tab/1.0" };
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

describe.each(databaseKinds)("sessions on %s", (kind) => {
  let t: TestApp;
  let studentId: number;

  const login = async (userName = "student") => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName, password: PASSWORD },
      headers: BROWSER,
    });
    expect(res.statusCode).toBe(200);
    return {
      access: res.json().data.jwtToken.token as string,
      refresh: res.cookies.find((c) => c.name === COOKIE)?.value ?? "",
    };
  };
  const me = (access: string) =>
    t.app.inject({ url: "/api/test/me", headers: { authorization: `Bearer ${access}` } });
  const refresh = (token: string, headers: Record<string, string> = BROWSER) =>
    t.app.inject({
      method: "POST",
      url: "/api/Authentication/refresh-token",
      cookies: { [COOKIE]: token },
      headers,
    });
  const newCookie = (res: { cookies: { name: string; value: string }[] }) =>
    res.cookies.find((c) => c.name === COOKIE)?.value;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    t.app.get("/api/test/me", { config: { access: "authenticated" } }, async (r) => ({ id: r.user?.id }));
    await t.app.ready();
    await seedRolesAndMenus(t.database.db);
    studentId = (
      await createAccount(t.database.db, {
        userName: "student",
        password: PASSWORD,
        fullName: "Adebayo Adeyemi",
        userType: "student",
        roles: ["student"],
      })
    ).id;
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  it("ends the session's access tokens the moment the user signs out", async () => {
    const { access, refresh: cookie } = await login();
    expect((await me(access)).statusCode).toBe(200);
    const other = await login(); // another browser's session is not this one
    await t.app.inject({ method: "POST", url: "/api/Authentication/logout", cookies: { [COOKIE]: cookie } });
    const after = await me(access);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it("ends the session of the bearer token when the user signs out without the cookie", async () => {
    const { access, refresh: cookie } = await login();
    const other = await login();
    const out = await t.app.inject({
      method: "POST",
      url: "/api/Authentication/logout",
      headers: { authorization: `Bearer ${access}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await me(access);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(SESSION_ENDED);
    // The session's refresh token is ended with it; another session of the same user is not.
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await me(other.access)).statusCode).toBe(200);
  });

  it("ends a deactivated user's access tokens at once, and they stay ended when reactivated", async () => {
    const { access } = await login();
    await setAccountActive(t.database.db, studentId, false);
    try {
      expect((await me(access)).statusCode).toBe(401);
    } finally {
      await setAccountActive(t.database.db, studentId, true);
    }
    expect((await me(access)).statusCode).toBe(401);
  });

  it("refuses a token re-spelled with base64 padding or other stray bits", async () => {
    const { access } = await login();
    expect((await me(access)).statusCode).toBe(200);
    const [header, body, signature] = access.split(".") as [string, string, string];
    for (const variant of [
      `${access}=`,
      `${header}.${body}=.${signature}`,
      // The last character of a 32-byte signature carries two unused bits: another letter, same bytes.
      `${header}.${body}.${signature.slice(0, -1)}${ALPHABET[ALPHABET.indexOf(signature.at(-1) ?? "A") ^ 1]}`,
    ])
      expect((await me(variant)).statusCode, variant.slice(-6)).toBe(401);
  });

  it("gives two tabs refreshing at the same moment the same new pair, and keeps the session", async () => {
    const { refresh: cookie } = await login();
    const [first, second] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(newCookie(first)).toBeTruthy();
    expect(newCookie(second)).toBe(newCookie(first));
    expect((await me(second.json().data.jwtToken.token)).statusCode).toBe(200);
    // A third tab a moment later, too.
    expect(newCookie(await refresh(cookie))).toBe(newCookie(first));
    // The session goes on with the new token.
    expect((await refresh(newCookie(first)!)).statusCode).toBe(200);
  });

  it("still ends the whole session when a used token comes back from another browser", async () => {
    const { refresh: cookie, access } = await login();
    const next = newCookie(await refresh(cookie))!;
    expect((await refresh(cookie, { "user-agent": "Thief/1.0" })).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
  });

  it(`still ends the whole session when a used token comes back after ${REUSE_GRACE_SECONDS} seconds`, async () => {
    const { refresh: cookie } = await login();
    const rotated = await refresh(cookie);
    const next = newCookie(rotated)!;
    await t.database.db.execute(
      sql`UPDATE refresh_tokens SET rotated_at = rotated_at - make_interval(secs => ${REUSE_GRACE_SECONDS + 1}) WHERE rotated_at IS NOT NULL`,
    );
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await me(rotated.json().data.jwtToken.token)).statusCode).toBe(401);
  });

  it("marks every API answer no-store, errors and sign-in included", async () => {
    const answers = await Promise.all([
      t.app.inject({ url: "/api/health" }),
      t.app.inject({ url: "/api/no-such-route" }),
      t.app.inject({
        method: "POST",
        url: "/api/Authentication/login",
        payload: { userName: "x", password: "y" },
      }),
      me((await login()).access),
    ]);
    for (const res of answers) expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("HSTS", () => {
  const hstsOf = async (env: NodeJS.ProcessEnv) => {
    const t = await createTestApp("pglite", env);
    try {
      return (await t.app.inject({ url: "/api/health" })).headers["strict-transport-security"];
    } finally {
      await t.close();
    }
  };

  it("is on in production whatever PUBLIC_URL says, and off in development over http", async () => {
    const production = PRODUCTION_ENV;
    expect(await hstsOf({ ...production, PUBLIC_URL: "http://portal.example.edu.ng" })).toMatch(
      /max-age=31536000/,
    );
    expect(await hstsOf({ PUBLIC_URL: "http://localhost:3000" })).toBeUndefined();
  });
});
