import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { SIGN_IN_RULES } from "../../src/server/modules/auth/loginService";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";
const WRONG = "Wrong#2026";
const STUDENTS = 25;

type Login = { userName: string; password?: string; ip: string; forwardedFor?: string };

async function signIn(t: TestApp, { userName, password = PASSWORD, ip, forwardedFor }: Login) {
  return t.app.inject({
    method: "POST",
    url: "/api/Authentication/login",
    payload: { userName, password },
    remoteAddress: ip,
    ...(forwardedFor ? { headers: { "x-forwarded-for": forwardedFor } } : {}),
  });
}

/** Accounts whose hashes are cheap to verify: these tests count attempts, not argon2's cost. */
async function seedAccounts(t: TestApp, students: number): Promise<void> {
  await seedRolesAndMenus(t.database.db);
  const names = ["registrar", "bursar", ...Array.from({ length: students }, (_, i) => `student${i}`)];
  for (const userName of names)
    await createAccount(t.database.db, {
      userName,
      password: PASSWORD,
      fullName: userName,
      userType: userName.startsWith("student") ? "student" : "official",
      roles: [userName.startsWith("student") ? "student" : userName],
    });
  const cheap = await hash(PASSWORD, { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  await t.database.db.execute(sql`UPDATE users SET password_hash = ${cheap}`);
}

/** Lets every wait on the counters of `pattern` run out, as if the time had passed. */
async function letWaitsPass(t: TestApp, pattern: string): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE rate_limits SET blocked_until = now() - interval '1 second' WHERE key LIKE ${pattern} AND blocked_until IS NOT NULL`,
  );
}

describe.each(databaseKinds)("sign-in throttle on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedAccounts(t, STUDENTS);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  it("accepts 500 successful sign-ins from one campus address, typos and all", {
    timeout: 240_000,
  }, async () => {
    const ip = "41.58.0.1";
    // Every student mistypes once first: a campus's failures do not add up to a lock-out.
    for (let i = 0; i < STUDENTS; i++)
      expect((await signIn(t, { userName: `student${i}`, password: WRONG, ip })).statusCode).toBe(401);
    const statuses: number[] = [];
    for (let round = 0; round < 500 / 10; round++) {
      const batch = Array.from({ length: 10 }, (_, i) =>
        signIn(t, { userName: `student${(round * 10 + i) % STUDENTS}`, ip }),
      );
      for (const res of await Promise.all(batch)) statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(500);
  });

  it("slows the addresses guessing at a name, never its owner at an address without failures", async () => {
    // 16 (and more) wrong passwords from as many addresses: each address's first try is checked…
    const attackers = Array.from({ length: 20 }, (_, i) => `10.60.0.${i}`);
    const [first = "", second = "", third = ""] = attackers;
    for (const ip of attackers)
      expect((await signIn(t, { userName: "registrar", password: WRONG, ip })).statusCode).toBe(401);
    // …after which the name waits for every address that has failed at it, right password or not
    // (a guesser must not learn it early)…
    for (const ip of attackers.slice(0, 5)) {
      const again = await signIn(t, { userName: "registrar", ip });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
      );
      expect(Number(again.headers["retry-after"])).toBeGreaterThan(0);
    }
    // …and each failure after a wait earns a longer one (exponential back-off)…
    await letWaitsPass(t, "login:user:registrar");
    expect((await signIn(t, { userName: "registrar", password: WRONG, ip: first })).statusCode).toBe(401);
    const longer = await signIn(t, { userName: "registrar", password: WRONG, ip: second });
    expect(longer.statusCode).toBe(429);
    expect(Number(longer.headers["retry-after"])).toBeGreaterThan(SIGN_IN_RULES.account.firstDelaySeconds);

    // …while the owner, from an address with no failures, gets in at once with the right password.
    expect((await signIn(t, { userName: "registrar", ip: "10.61.0.1" })).statusCode).toBe(200);
    // Other names, even from the attacking addresses, are untouched.
    for (const ip of attackers) expect((await signIn(t, { userName: "bursar", ip })).statusCode).toBe(200);
    // The owner's success forgets the name's failures from anywhere: an address that failed is
    // slowed again only by its own count.
    expect((await signIn(t, { userName: "registrar", password: WRONG, ip: third })).statusCode).toBe(401);
  });

  it("lets a wrong guess from a clean address be checked once, then makes that address wait too", async () => {
    for (let i = 0; i <= SIGN_IN_RULES.account.free; i++)
      expect(
        (await signIn(t, { userName: "registrar", password: WRONG, ip: `10.69.0.${i}` })).statusCode,
      ).toBe(401);
    const fresh = "10.69.1.1";
    expect((await signIn(t, { userName: "registrar", password: WRONG, ip: fresh })).statusCode).toBe(401);
    expect((await signIn(t, { userName: "registrar", ip: fresh })).statusCode).toBe(429);
    // Parallel guesses from one more clean address: one is checked, the rest wait.
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        signIn(t, { userName: "registrar", password: WRONG, ip: "10.69.1.2" }),
      ),
    );
    expect(burst.filter((res) => res.statusCode === 401)).toHaveLength(1);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(9);
  });

  it("slows one address's tries at a name without touching the name elsewhere", async () => {
    const ip = "10.64.0.1";
    for (let i = 0; i <= SIGN_IN_RULES.accountAddress.free; i++)
      expect((await signIn(t, { userName: "bursar", password: WRONG, ip })).statusCode).toBe(401);
    expect((await signIn(t, { userName: "bursar", ip })).statusCode).toBe(429);
    expect((await signIn(t, { userName: "bursar", ip: "10.64.0.2" })).statusCode).toBe(200);
    expect((await signIn(t, { userName: "registrar", ip })).statusCode).toBe(200);
  });

  it("counts a burst of parallel guesses before checking any of them", async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => signIn(t, { userName: "bursar", password: WRONG, ip: "10.65.0.1" })),
    );
    const checked = burst.filter((res) => res.statusCode === 401).length;
    expect(checked).toBe(SIGN_IN_RULES.accountAddress.free + 1);
    expect(burst.filter((res) => res.statusCode === 429)).toHaveLength(20 - checked);
  });

  it("stops an address sweeping many names once its failures pass the campus-sized ceiling", async () => {
    const ip = "10.66.0.1";
    // As if the address had already failed the free number of times (counting them one by one would take minutes).
    await t.database.db.execute(
      sql`INSERT INTO rate_limits (key, window_start, hits) VALUES (${`login:ip:${ip}`}, now(), ${SIGN_IN_RULES.address.free})`,
    );
    expect((await signIn(t, { userName: "nobody-1", password: WRONG, ip })).statusCode).toBe(401);
    const refused = await signIn(t, { userName: "bursar", ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await signIn(t, { userName: "bursar", ip: "10.66.0.2" })).statusCode).toBe(200);
  });

  it("ignores X-Forwarded-For when no proxy is trusted (the default)", async () => {
    const ip = "10.67.0.1";
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RULES.accountAddress.free + 1; i++)
      statuses.push(
        (await signIn(t, { userName: "bursar", password: WRONG, ip, forwardedFor: `203.0.113.${i}` }))
          .statusCode,
      );
    // A new forwarded address each time did not make a new bucket: the peer's address counts.
    expect(statuses.at(-1)).toBe(429);
    const [row] = await queryRows<{ ip: string }>(
      t.database.db,
      sql`SELECT ip FROM audit_log WHERE action = 'sign-in failed' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.ip).toBe(ip);
  });
});

describe.each(databaseKinds)("sign-in behind a trusted proxy on %s", (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: "10.68.0.1" });
    await seedAccounts(t, 0);
  });
  afterAll(async () => t?.close());

  it("counts the forwarded address when the proxy is trusted, and only then", async () => {
    const proxy = "10.68.0.1";
    // Through the proxy, each client address is its own bucket.
    for (let i = 0; i <= SIGN_IN_RULES.accountAddress.free + 1; i++)
      expect(
        (await signIn(t, { userName: "bursar", password: WRONG, ip: proxy, forwardedFor: `203.0.113.${i}` }))
          .statusCode,
      ).toBe(401);
    const rows = await queryRows<{ ip: string }>(
      t.database.db,
      sql`SELECT DISTINCT ip FROM audit_log WHERE action = 'sign-in failed'`,
    );
    expect(rows.map((row) => row.ip)).not.toContain(proxy);

    // Anyone else sending the header is not believed.
    const spoofer = "10.68.0.99";
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_RULES.accountAddress.free + 1; i++)
      statuses.push(
        (
          await signIn(t, {
            userName: "registrar",
            password: WRONG,
            ip: spoofer,
            forwardedFor: `198.51.100.${i}`,
          })
        ).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});
