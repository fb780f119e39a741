import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { RESET_ADDRESS_LIMIT } from "../../src/server/modules/auth/passwordResetService";
import { hashPassword } from "../../src/server/modules/auth/passwords";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";
const NEW_PASSWORD = "Fresh#Start9";
const COOKIE = "fcet_refresh";
const SAME_ANSWER = "If an account uses that address, a reset link has been sent.";
const STRONG_MESSAGE =
  "password must be 8 to 30 characters long and contain a digit, a lowercase letter, an uppercase letter and a special character";

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

describe.each(databaseKinds)("password reset and change on %s", (kind) => {
  let t: TestApp;
  let studentId: number;

  const post = (url: string, payload: object, extra: { ip?: string; token?: string; cookie?: string } = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/Authentication/${url}`,
      payload,
      remoteAddress: extra.ip ?? "10.1.0.1",
      ...(extra.token ? { headers: { authorization: `Bearer ${extra.token}` } } : {}),
      ...(extra.cookie ? { cookies: { [COOKIE]: extra.cookie } } : {}),
    });
  const login = (password = PASSWORD, userName = "student") => post("login", { userName, password });
  const outbox = () => queryRows<OutboxRow>(t.database.db, sql`SELECT * FROM outbox ORDER BY id`);
  const requestReset = (email: string, ip?: string) =>
    post("send-reset-password-mail", { email }, ip ? { ip } : {});
  const tokenFrom = (mail: OutboxRow) => {
    const match = /\/reset_password\?token=([\w-]+)/.exec(mail.text_body);
    if (!match?.[1]) throw new Error(`no reset link in: ${mail.text_body}`);
    return match[1];
  };
  const mailedToken = async (email = "student@matric.local") => {
    expect((await requestReset(email)).statusCode).toBe(200);
    const mails = await outbox();
    return tokenFrom(mails[mails.length - 1]!);
  };
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    post("reset-password", { token, password, confirmPassword });

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: "https://portal.example.edu.ng" });
    await seedRolesAndMenus(t.database.db);
    studentId = (
      await createAccount(t.database.db, {
        userName: "student",
        password: PASSWORD,
        fullName: "Adebayo <Adeyemi>",
        userType: "student",
        email: "Student@Matric.local",
        roles: ["student"],
      })
    ).id;
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
    await t.database.db.execute(sql`DELETE FROM outbox`);
    await t.database.db.execute(sql`DELETE FROM password_reset_tokens`);
    const hash = await hashPassword(PASSWORD);
    await t.database.db.execute(sql`UPDATE users SET password_hash = ${hash} WHERE id = ${studentId}`);
  });
  afterAll(async () => t?.close());

  it("mails a working single-use link to a known address, in any letter case", async () => {
    const res = await requestReset("  STUDENT@matric.local ".trim());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SAME_ANSWER, data: null });
    const [mail, ...more] = await outbox();
    expect(more).toHaveLength(0);
    expect(mail!.to_address).toBe("Student@Matric.local");
    expect(mail!.text_body).toMatch(/https:\/\/portal\.example\.edu\.ng\/reset_password\?token=[\w-]{43}\b/);
    // The HTML body escapes the user's name and carries the same link.
    expect(mail!.html_body).toContain("Adebayo &lt;Adeyemi&gt;");
    const token = tokenFrom(mail!);
    expect(mail!.html_body).toContain(`reset_password?token=${token}`);
    // Only a digest is stored.
    const stored = await queryRows<{ token_hash: string }>(
      t.database.db,
      sql`SELECT token_hash FROM password_reset_tokens`,
    );
    expect(stored[0]!.token_hash).not.toContain(token);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect((await login()).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, "Another#Pass1");
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([
      {
        path: "token",
        message: "This reset link is not valid or has already been used. Please request a new one.",
      },
    ]);
  });

  it("answers an unknown address the same way and sends nothing", async () => {
    const res = await requestReset("nobody@matric.local");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: SAME_ANSWER, data: null });
    expect(await outbox()).toHaveLength(0);
  });

  it("requires a valid email address", async () => {
    const missing = await post("send-reset-password-mail", {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: "email", message: "please input Email" }]);
    const invalid = await requestReset("not-an-email");
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].path).toBe("email");
  });

  it("only the newest link works", async () => {
    const first = await mailedToken();
    const second = await mailedToken();
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const token = await mailedToken();
    await t.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 minute'`,
    );
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "token", message: "This reset link has expired. Please request a new one." },
    ]);
    expect((await login()).statusCode).toBe(200);
  });

  it("rejects a weak or mismatched password, naming the field, and keeps the link usable", async () => {
    const token = await mailedToken();
    const weak = await reset(token, "password");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ path: "password", message: STRONG_MESSAGE }]);
    const mismatch = await reset(token, NEW_PASSWORD, "Fresh#Start8");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([{ path: "confirmPassword", message: "passwords do not match" }]);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("ends every session of the user and audits the reset", async () => {
    const cookie = (await login()).cookies.find((c) => c.name === COOKIE)!.value;
    expect((await reset(await mailedToken())).statusCode).toBe(200);
    const refreshed = await post("refresh-token", {}, { cookie });
    expect(refreshed.statusCode).toBe(401);
    const audit = await queryRows<{ action: string; actor_id: number; after: unknown }>(
      t.database.db,
      sql`SELECT action, actor_id, after FROM audit_log WHERE action = 'password reset'`,
    );
    expect(audit.at(-1)).toEqual({ action: "password reset", actor_id: studentId, after: null });
  });

  it("limits reset requests per address asked about and per client address with a 429", async () => {
    for (let i = 0; i < 5; i++)
      expect((await requestReset("x@matric.local", `10.2.0.${i}`)).statusCode).toBe(200);
    const limited = await requestReset("x@matric.local", "10.2.0.99");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();

    // Per client address the ceiling is campus-sized.
    for (let i = 0; i < RESET_ADDRESS_LIMIT.limit; i++)
      expect((await requestReset(`p${i}@matric.local`, "10.3.0.1")).statusCode).toBe(200);
    expect((await requestReset("another@matric.local", "10.3.0.1")).statusCode).toBe(429);
  });

  describe("change password", () => {
    const signIn = async () => {
      const res = await login();
      return {
        token: res.json().data.jwtToken.token as string,
        cookie: res.cookies.find((c) => c.name === COOKIE)!.value,
      };
    };
    const change = (
      session: { token: string; cookie?: string },
      body: { currentPassword: string; newPassword: string; confirmPassword: string },
    ) => post("change-password", body, session);

    it("needs a signed-in user", async () => {
      const res = await post("change-password", {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(401);
    });

    it("changes the password, keeps this session and ends the others", async () => {
      const other = await signIn();
      const me = await signIn();
      const res = await change(me, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect((await post("refresh-token", {}, { cookie: me.cookie })).statusCode).toBe(200);
      expect((await post("refresh-token", {}, { cookie: other.cookie })).statusCode).toBe(401);
      expect((await login()).statusCode).toBe(401);
      expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
      const audit = await queryRows<{ actor_id: number }>(
        t.database.db,
        sql`SELECT actor_id FROM audit_log WHERE action = 'password change'`,
      );
      expect(audit.at(-1)?.actor_id).toBe(studentId);
    });

    it("ends every session when no refresh cookie names the current one", async () => {
      const me = await signIn();
      const res = await change(
        { token: me.token },
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      );
      expect(res.statusCode).toBe(200);
      expect((await post("refresh-token", {}, { cookie: me.cookie })).statusCode).toBe(401);
    });

    it("names the field at fault", async () => {
      const me = await signIn();
      const cases: [object, string, string][] = [
        [
          { currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
          "currentPassword",
          "current password is incorrect",
        ],
        [
          { currentPassword: PASSWORD, newPassword: "weakling", confirmPassword: "weakling" },
          "newPassword",
          STRONG_MESSAGE,
        ],
        [
          { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
          "newPassword",
          "new password must be different from the current password",
        ],
        [
          { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "Fresh#Start8" },
          "confirmPassword",
          "passwords do not match",
        ],
      ];
      for (const [body, path, message] of cases) {
        const res = await post("change-password", body, { token: me.token });
        expect(res.statusCode, path).toBe(400);
        expect(res.json().errors).toEqual([{ path, message }]);
      }
      expect((await login()).statusCode).toBe(200);
    });

    it("stops guessing the current password after 5 wrong tries", async () => {
      const me = await signIn();
      const wrong = {
        currentPassword: "Wrong#Pass1",
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      };
      for (let i = 0; i < 5; i++) expect((await change(me, wrong)).statusCode).toBe(400);
      expect((await change(me, wrong)).statusCode).toBe(429);
    });
  });
});
