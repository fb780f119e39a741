import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { TWO_FACTOR_MESSAGES } from "../../src/server/modules/auth/twoFactorService";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";

describe.each(databaseKinds)("two-factor sign-in on %s", (kind) => {
  let t: TestApp;
  const login = () =>
    t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName: "careful", password: PASSWORD },
    });
  const verify = (code: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/Authentication/two-factor-authentication",
      payload: { userName: "careful", code },
    });
  const latestCode = async () => {
    const [mail] = await queryRows<{ text_body: string; to_address: string }>(
      t.database.db,
      sql`SELECT text_body, to_address FROM outbox ORDER BY id DESC LIMIT 1`,
    );
    expect(mail?.to_address).toBe("careful@matric.local");
    return /\b(\d{6})\b/.exec(mail?.text_body ?? "")?.[1] ?? "";
  };
  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    await createAccount(t.database.db, {
      userName: "careful",
      password: PASSWORD,
      fullName: "Two Factor",
      userType: "official",
      email: "careful@matric.local",
      roles: ["bursar"],
      twoFactor: true,
    });
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  it("mails a 6-digit code instead of a session, and the code signs in once", async () => {
    const first = await login();
    expect(first.json().data).toMatchObject({ twoFactor: true, jwtToken: null });
    const code = await latestCode();
    expect(code).toMatch(/^\d{6}$/);

    const bad = await verify(wrong(code));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ path: "code", message: TWO_FACTOR_MESSAGES.wrong }]);

    const ok = await verify(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ twoFactor: false, userType: "official" });
    expect(ok.json().data.jwtToken.token).toBeTruthy();
    expect(ok.cookies.find((c) => c.name === "fcet_refresh")).toBeTruthy();

    const again = await verify(code);
    expect(again.json().errors).toEqual([{ path: "code", message: TWO_FACTOR_MESSAGES.expired }]);
  });

  it("stops a code after five wrong tries", async () => {
    await login();
    const code = await latestCode();
    for (let i = 0; i < 4; i++)
      expect((await verify(wrong(code))).json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.wrong);
    expect((await verify(wrong(code))).json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.tooManyTries);
    expect((await verify(code)).json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.tooManyTries);
  });

  it("refuses an expired code, and only the newest code works", async () => {
    await login();
    const older = await latestCode();
    await login();
    const newer = await latestCode();
    if (older !== newer) expect((await verify(older)).statusCode).toBe(400);
    await t.database.db.execute(sql`UPDATE one_time_codes SET expires_at = now() - interval '1 minute'`);
    expect((await verify(newer)).json().errors[0].message).toBe(TWO_FACTOR_MESSAGES.expired);
  });

  it("answers a user without two-factor the same way as a bad code, naming the field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/Authentication/two-factor-authentication",
      payload: { userName: "nobody", code: "123456" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "code", message: TWO_FACTOR_MESSAGES.expired }]);
    const malformed = await verify("12ab");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].path).toBe("code");
  });
});
