import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { hashPassword } from "../../src/server/modules/auth/passwords";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/** First-time setup: the setup token of the login response, /change_email's call, the mailed link, verify-user. */

const ISSUED_PASSWORD = "Issued#2026";
const CHOSEN_PASSWORD = "Chosen#Pass9";
const COOKIE = "fcet_refresh";
const SESSION_INVALID = "Your setup session is not valid or was already used. Please sign in again.";
const SESSION_EXPIRED = "Your setup session has expired. Please sign in again.";
const LINK_INVALID =
  "This setup link is not valid or has already been used. Please sign in again, or verify your account, to get a new one.";
const LINK_EXPIRED =
  "This setup link has expired. Please sign in again, or verify your account, to get a new one.";
const VERIFY_ANSWER =
  "If these details match an account that still needs to be set up, we have sent a link to set your password to the email address on record.";

interface OutboxRow {
  to_address: string;
  subject: string;
  text_body: string;
}

describe.each(databaseKinds)("first-time setup on %s", (kind) => {
  let t: TestApp;
  let newcomerId: number;
  let otherId: number;

  const post = (path: string, payload: object, ip = "10.2.0.1") =>
    t.app.inject({ method: "POST", url: `/api/Authentication/${path}`, payload, remoteAddress: ip });
  const login = (userName = "newcomer", password = ISSUED_PASSWORD) => post("login", { userName, password });
  const outbox = () => queryRows<OutboxRow>(t.database.db, sql`SELECT * FROM outbox ORDER BY id`);
  const linkToken = (mail: OutboxRow) => {
    const match = /\/setup_password\?token=([\w-]+)/.exec(mail.text_body);
    if (!match?.[1]) throw new Error(`no setup link in: ${mail.text_body}`);
    return match[1];
  };
  const userRow = async (id: number) =>
    (
      await queryRows<{ email: string | null; setup_complete: boolean }>(
        t.database.db,
        sql`SELECT email, setup_complete FROM users WHERE id = ${id}`,
      )
    )[0]!;
  /** Signs the newcomer in and asks for the setup link with `email`; answers the link's token. */
  const setupLinkFor = async (email: string) => {
    const { setupToken, userId } = (await login()).json().data;
    const res = await post("send-setup-password-email", { userId, email, setupToken });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await outbox();
    return linkToken(mails[mails.length - 1]!);
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: "https://portal.example.edu.ng" });
    await seedRolesAndMenus(t.database.db);
    newcomerId = (
      await createAccount(t.database.db, {
        userName: "newcomer",
        password: ISSUED_PASSWORD,
        fullName: "Ngozi Newcomer",
        userType: "lecturer",
        roles: ["lecturer"],
        setupComplete: false,
      })
    ).id;
    otherId = (
      await createAccount(t.database.db, {
        userName: "settled",
        password: ISSUED_PASSWORD,
        fullName: "Sam Settled",
        userType: "lecturer",
        email: "settled@matric.local",
        roles: ["lecturer"],
      })
    ).id;
  });
  beforeEach(async () => {
    for (const table of ["rate_limits", "outbox", "password_reset_tokens", "refresh_tokens"])
      await t.database.db.execute(sql`DELETE FROM ${sql.identifier(table)}`);
    const hash = await hashPassword(ISSUED_PASSWORD);
    await t.database.db.execute(
      sql`UPDATE users SET password_hash = ${hash}, setup_complete = false, email = NULL WHERE id = ${newcomerId}`,
    );
  });
  afterAll(async () => t?.close());

  it("signs in a user awaiting setup with a setup token and no session; only its digest is stored", async () => {
    const res = await login();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ userId: newcomerId, oldUser: false, jwtToken: null });
    expect(data.setupToken).toMatch(/^[\w-]{43}$/);
    expect(res.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
    const stored = await queryRows<{ token_hash: string; purpose: string; minutes: number }>(
      t.database.db,
      sql`SELECT token_hash, purpose, round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
          FROM password_reset_tokens`,
    );
    expect(stored).toEqual([
      { token_hash: expect.not.stringContaining(data.setupToken), purpose: "setup-email", minutes: 15 },
    ]);
    // A set-up user gets no setup token.
    expect((await login("settled")).json().data.setupToken).toBeUndefined();
  });

  it("records the email and mails a single-use link; choosing the password completes setup", async () => {
    const { setupToken, userId } = (await login()).json().data;
    const res = await post("send-setup-password-email", {
      userId,
      email: "Ngozi.New@Example.edu.ng",
      setupToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(
      "We have sent a link to set your password to Ngozi.New@Example.edu.ng. It works once, for 30 minutes.",
    );
    expect(await userRow(newcomerId)).toEqual({ email: "Ngozi.New@Example.edu.ng", setup_complete: false });
    const [mail, ...more] = await outbox();
    expect(more).toHaveLength(0);
    expect(mail!.to_address).toBe("Ngozi.New@Example.edu.ng");
    expect(mail!.text_body).toMatch(/https:\/\/portal\.example\.edu\.ng\/setup_password\?token=[\w-]{43}\b/);
    expect(mail!.text_body).toContain("user name newcomer");

    // The setup token is used up.
    const again = await post("send-setup-password-email", { userId, email: "x@example.edu.ng", setupToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ path: "setupToken", message: SESSION_INVALID }]);

    const token = linkToken(mail!);
    const mismatch = await post("setup-password", {
      token,
      password: CHOSEN_PASSWORD,
      confirmPassword: "Other#Pass9",
    });
    expect(mismatch.json().errors).toEqual([{ path: "confirmPassword", message: "passwords do not match" }]);
    const done = await post("setup-password", {
      token,
      password: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe("Your account is set up. Please sign in with your new password.");
    expect((await userRow(newcomerId)).setup_complete).toBe(true);

    expect((await login()).statusCode).toBe(401);
    const signedIn = await login("newcomer", CHOSEN_PASSWORD);
    expect(signedIn.json().data).toMatchObject({ oldUser: true, jwtToken: { token: expect.any(String) } });
    expect(signedIn.json().data.setupToken).toBeUndefined();

    const reused = await post("setup-password", {
      token,
      password: "Third#Pass9",
      confirmPassword: "Third#Pass9",
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors).toEqual([{ path: "token", message: LINK_INVALID }]);
  });

  it("refuses a setup token presented for another user, without using it up", async () => {
    const { setupToken, userId } = (await login()).json().data;
    const wrong = await post("send-setup-password-email", {
      userId: otherId,
      email: "thief@example.edu.ng",
      setupToken,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: "setupToken", message: SESSION_INVALID }]);
    expect((await userRow(otherId)).email).toBe("settled@matric.local");
    expect(await outbox()).toHaveLength(0);
    const right = await post("send-setup-password-email", {
      userId,
      email: "ngozi@example.edu.ng",
      setupToken,
    });
    expect(right.statusCode).toBe(200);
  });

  it("refuses an expired setup token and an expired link", async () => {
    const { setupToken, userId } = (await login()).json().data;
    await t.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second'`,
    );
    const late = await post("send-setup-password-email", {
      userId,
      email: "ngozi@example.edu.ng",
      setupToken,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([{ path: "setupToken", message: SESSION_EXPIRED }]);

    const token = await setupLinkFor("ngozi@example.edu.ng");
    await t.database.db.execute(
      sql`UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'setup'`,
    );
    const res = await post("setup-password", {
      token,
      password: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    expect(res.json().errors).toEqual([{ path: "token", message: LINK_EXPIRED }]);
    expect((await userRow(newcomerId)).setup_complete).toBe(false);
  });

  it("keeps setup links and reset links apart", async () => {
    const token = await setupLinkFor("ngozi@example.edu.ng");
    const asReset = await post("reset-password", {
      token,
      password: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    expect(asReset.statusCode).toBe(400);
    const { setupToken } = (await login()).json().data;
    const sessionAsLink = await post("setup-password", {
      token: setupToken,
      password: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    expect(sessionAsLink.json().errors).toEqual([{ path: "token", message: LINK_INVALID }]);
    // The setup link still works for its own job.
    const done = await post("setup-password", {
      token,
      password: CHOSEN_PASSWORD,
      confirmPassword: CHOSEN_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
  });

  it("answers the same when the address belongs to another account, and tells that account's owner instead", async () => {
    const { setupToken, userId } = (await login()).json().data;
    const res = await post("send-setup-password-email", {
      userId,
      email: "SETTLED@matric.local",
      setupToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      "We have sent a link to set your password to SETTLED@matric.local. It works once, for 30 minutes.",
    );
    expect((await userRow(newcomerId)).email).toBeNull();
    const [mail, ...more] = await outbox();
    expect(more).toHaveLength(0);
    expect(mail!.to_address).toBe("SETTLED@matric.local");
    expect(mail!.text_body).not.toContain("setup_password");
    expect(mail!.subject).toMatch(/your email address was given for another account/);
  });

  it("names the field of a bad address", async () => {
    const { setupToken, userId } = (await login()).json().data;
    const res = await post("send-setup-password-email", { userId, email: "not-an-address", setupToken });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "email", message: "invalid email address" }]);
  });

  describe("verify-user", () => {
    const verify = (userName: string, contact: string, ip = "10.3.0.1") =>
      post("verify-user", { userName, contact }, ip);
    beforeEach(async () => {
      await t.database.db.execute(
        sql`UPDATE users SET email = 'ngozi@example.edu.ng', phone_number = '08031234567' WHERE id = ${newcomerId}`,
      );
    });

    it("mails a setup link when the email or the phone number matches, and nothing otherwise, with the same answer", async () => {
      const answers = [
        await verify("NEWCOMER", "Ngozi@Example.edu.ng"),
        await verify("newcomer", "+2348031234567"),
        await verify("newcomer", "someone@example.edu.ng"),
        await verify("newcomer", "08039999999"),
        await verify("nobody", "ngozi@example.edu.ng"),
        await verify("settled", "settled@matric.local"),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: VERIFY_ANSWER, data: null });
      }
      const mails = await outbox();
      expect(mails.map((mail) => mail.to_address)).toEqual(["ngozi@example.edu.ng", "ngozi@example.edu.ng"]);
      // Only the newest link works.
      const [first, second] = mails.map(linkToken);
      const stale = await post("setup-password", {
        token: first!,
        password: CHOSEN_PASSWORD,
        confirmPassword: CHOSEN_PASSWORD,
      });
      expect(stale.json().errors).toEqual([{ path: "token", message: LINK_INVALID }]);
      const done = await post("setup-password", {
        token: second!,
        password: CHOSEN_PASSWORD,
        confirmPassword: CHOSEN_PASSWORD,
      });
      expect(done.statusCode).toBe(200);
      expect((await login("newcomer", CHOSEN_PASSWORD)).json().data.oldUser).toBe(true);
    });

    it("sends nothing to a deactivated account", async () => {
      await t.database.db.execute(sql`UPDATE users SET active = false WHERE id = ${newcomerId}`);
      try {
        expect((await verify("newcomer", "ngozi@example.edu.ng")).statusCode).toBe(200);
        expect(await outbox()).toHaveLength(0);
      } finally {
        await t.database.db.execute(sql`UPDATE users SET active = true WHERE id = ${newcomerId}`);
      }
    });

    it("limits requests per registration number with a clear 429", async () => {
      for (let i = 0; i < 5; i++)
        expect((await verify("nobody", "a@b.cd", `10.3.1.${i}`)).statusCode).toBe(200);
      const sixth = await verify("nobody", "a@b.cd", "10.3.1.99");
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toBe(
        "Too many verification requests. Please wait 15 minutes and try again.",
      );
    });

    it("names the missing field", async () => {
      const res = await post("verify-user", { userName: "newcomer" });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ path: "contact", message: "please input Contact" }]);
    });
  });
});
