import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { createAccount, setAccountActive } from "../../src/server/modules/auth/accounts";
import { IMPERSONATION_MESSAGES } from "../../src/server/modules/impersonation/impersonationRules";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";
const REFRESH = "fcet_refresh";
const SESSION = "fcet_impersonation";
const REASON = "Student reports a wrong fee on the dashboard";

function cookieOf(res: LightMyRequestResponse, name: string): string | undefined {
  return res.cookies.find((c) => c.name === name)?.value;
}

interface SignedIn {
  token: string;
  refresh: string;
}

describe.each(databaseKinds)("impersonation on %s", (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const people: Record<string, SignedIn> = {};

  const post = (
    url: string,
    payload: object | undefined,
    token?: string,
    cookies: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: "POST",
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      cookies,
      ...(payload ? { payload } : {}),
    });
  const me = (token: string) =>
    t.app.inject({ url: "/api/test/me", headers: { authorization: `Bearer ${token}` } });
  const signIn = async (userName: string): Promise<SignedIn> => {
    const res = await post("/api/Authentication/login", { userName, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().data.jwtToken.token, refresh: cookieOf(res, REFRESH)! };
  };
  const impersonate = (who: SignedIn, body: Record<string, unknown>) =>
    post("/api/Authentication/impersonate", body, who.token);
  const openLink = (
    ticket: { userIdToImpersonate: number; impersonatorId: number; token: string },
    refresh?: string,
  ) =>
    post(
      "/api/Authentication/impersonation-login",
      {
        userIdToImpersonate: ticket.userIdToImpersonate,
        impersonatorId: ticket.impersonatorId,
        token: ticket.token,
      },
      undefined,
      refresh ? { [REFRESH]: refresh } : {},
    );
  /** Super-admin → student, all the way to the impersonated session. */
  const startAsStudent = async (minutes = 30) => {
    const asked = await impersonate(people.superadmin!, {
      userIdToImpersonate: ids.student,
      reason: REASON,
      minutes,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const ticket = asked.json().data;
    const started = await openLink(ticket, people.superadmin!.refresh);
    expect(started.statusCode, started.body).toBe(200);
    return {
      ticket,
      started,
      token: started.json().data.jwtToken.token as string,
      session: cookieOf(started, SESSION)!,
    };
  };
  const auditRows = (where: ReturnType<typeof sql>) =>
    queryRows<{
      action: string;
      actor_id: number | null;
      actor_name: string | null;
      impersonator_id: number | null;
      entity: string;
      entity_id: string | null;
      after: Record<string, unknown> | null;
    }>(
      t.database.db,
      sql`SELECT action, actor_id, actor_name, impersonator_id, entity, entity_id, after FROM audit_log WHERE ${where} ORDER BY id`,
    );

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    t.app.get("/api/test/me", { config: { access: "authenticated" } }, async (r) => ({ user: r.user }));
    await t.app.ready();
    const db = t.database.db;
    await seedRolesAndMenus(db);
    // A help-desk role holding the impersonate claim, without being a super-admin.
    await db.execute(sql`INSERT INTO roles (name, title) VALUES ('helpdesk', 'Help desk')`);
    await db.execute(
      sql`INSERT INTO role_claims (role_id, claim) SELECT id, 'impersonate' FROM roles WHERE name = 'helpdesk'`,
    );
    const accounts = [
      {
        userName: "superadmin",
        fullName: "Super Administrator",
        userType: "official",
        roles: ["superadmin"],
      },
      {
        userName: "rootwo",
        fullName: "Second Super Administrator",
        userType: "official",
        roles: ["superadmin"],
      },
      { userName: "helpdesk", fullName: "Help Desk", userType: "official", roles: ["helpdesk"] },
      { userName: "helpdesk2", fullName: "Help Desk Two", userType: "official", roles: ["helpdesk"] },
      { userName: "registrar", fullName: "Mrs. Ngozi Okafor", userType: "official", roles: ["registrar"] },
      { userName: "student", fullName: "Adebayo Oluwaseun Adeyemi", userType: "student", roles: ["student"] },
      { userName: "gone", fullName: "Gone Away", userType: "student", roles: ["student"] },
    ] as const;
    for (const account of accounts) {
      const row = await createAccount(db, {
        ...account,
        roles: [...account.roles],
        password: PASSWORD,
        studentTypeId: 1,
      });
      ids[account.userName] = row.id;
    }
    await setAccountActive(db, ids.gone!, false);
    for (const name of ["superadmin", "helpdesk", "registrar"]) people[name] = await signIn(name);
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  it("lets a super-admin act as a student: the login response, both identities, the expiry", async () => {
    const before = Date.now();
    const { ticket, started, token, session } = await startAsStudent(30);
    expect(ticket.loginUrl).toBe(
      `/impersonation_login?userIdToImpersonate=${ids.student}&impersonatorId=${ids.superadmin}&token=${encodeURIComponent(ticket.token)}`,
    );
    expect(Date.parse(ticket.tokenExpires) - before).toBeLessThanOrEqual(2 * 60_000 + 5_000);

    const data = started.json().data;
    expect(data).toMatchObject({
      userId: ids.student,
      userType: "student",
      fullName: "Adebayo Oluwaseun Adeyemi",
      isImpersonating: true,
      impersonatorUsername: "superadmin",
      oldUser: true,
      twoFactor: false,
    });
    expect(data.menuItems).toContain("academic_fees");
    const expires = Date.parse(data.impersonationExpires);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 5_000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    // The access token cannot outlive the impersonation (15 minutes at most anyway).
    expect(Date.parse(data.jwtToken.expires)).toBeLessThanOrEqual(expires);

    const cookie = started.cookies.find((c) => c.name === SESSION);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/Authentication" });
    expect(session).toBeTruthy();
    // The impersonator's own session is not replaced: no new refresh cookie comes back.
    expect(cookieOf(started, REFRESH)).toBeUndefined();

    const who = (await me(token)).json().user;
    expect(who).toMatchObject({
      id: ids.student,
      userName: "student",
      roles: ["student"],
      impersonatorId: ids.superadmin,
    });
  });

  it("lets a holder of the impersonate claim act as a student, but never as another impersonator", async () => {
    const helpdesk = people.helpdesk!;
    const ok = await impersonate(helpdesk, { userIdToImpersonate: ids.student, reason: REASON, minutes: 5 });
    expect(ok.statusCode, ok.body).toBe(200);
    for (const target of ["helpdesk2", "superadmin", "rootwo"]) {
      const res = await impersonate(helpdesk, {
        userIdToImpersonate: ids[target],
        reason: REASON,
        minutes: 5,
      });
      expect(res.statusCode, target).toBe(403);
      expect(res.json().errors).toEqual([
        { path: "userIdToImpersonate", message: IMPERSONATION_MESSAGES.privilegedTarget },
      ]);
    }
  });

  it("refuses a registrar with 403, and puts the refusal on record", async () => {
    const res = await impersonate(people.registrar!, {
      userIdToImpersonate: ids.student,
      reason: REASON,
      minutes: 5,
    });
    expect(res.statusCode).toBe(403);
    const rows = await auditRows(sql`action = 'access denied' AND actor_id = ${ids.registrar}`);
    expect(rows.at(-1)).toMatchObject({
      actor_name: "registrar",
      entity: "authorisation",
      entity_id: "POST /api/Authentication/impersonate",
      after: { method: "POST", route: "/api/Authentication/impersonate", status: 403 },
    });
  });

  it("refuses a super-admin target, an inactive one, oneself and an unknown user, naming the field", async () => {
    const cases: [number, number, string][] = [
      [ids.rootwo!, 403, IMPERSONATION_MESSAGES.privilegedTarget],
      [ids.gone!, 400, IMPERSONATION_MESSAGES.inactiveTarget],
      [ids.superadmin!, 400, IMPERSONATION_MESSAGES.self],
      [987_654, 400, IMPERSONATION_MESSAGES.noSuchUser],
    ];
    for (const [target, status, message] of cases) {
      const res = await impersonate(people.superadmin!, {
        userIdToImpersonate: target,
        reason: REASON,
        minutes: 5,
      });
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({
        success: false,
        message,
        errors: [{ path: "userIdToImpersonate", message }],
      });
    }
  });

  it("checks the reason (10–300 characters) and the minutes (1–60), naming the field", async () => {
    const check = async (body: Record<string, unknown>, errors: { path: string; message: string }[]) => {
      const res = await impersonate(people.superadmin!, { userIdToImpersonate: ids.student, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    };
    const reason = { path: "reason", message: IMPERSONATION_MESSAGES.reasonLength };
    const minutes = { path: "minutes", message: IMPERSONATION_MESSAGES.minutesRange };
    await check({ reason: "too short", minutes: 5 }, [reason]);
    await check({ reason: `   ${"x".repeat(9)}    `, minutes: 5 }, [reason]);
    await check({ reason: "x".repeat(301), minutes: 5 }, [reason]);
    await check({ reason: REASON, minutes: 61 }, [minutes]);
    await check({ reason: REASON, minutes: 0 }, [minutes]);
    await check({ reason: "short", minutes: 90 }, [reason, minutes]);
    await check({ reason: REASON }, [{ path: "minutes", message: "please input Minutes" }]);
    const sixty = await impersonate(people.superadmin!, {
      userIdToImpersonate: ids.student,
      reason: REASON,
      minutes: 60,
    });
    expect(sixty.statusCode).toBe(200);
  });

  it("takes a start token once, within two minutes, only for its two people and in the impersonator's browser", async () => {
    const ask = async () =>
      (
        await impersonate(people.superadmin!, {
          userIdToImpersonate: ids.student,
          reason: REASON,
          minutes: 5,
        })
      ).json().data;
    const refused = { path: "token", message: IMPERSONATION_MESSAGES.linkRefused };

    const once = await ask();
    expect((await openLink(once, people.superadmin!.refresh)).statusCode).toBe(200);
    const again = await openLink(once, people.superadmin!.refresh);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([refused]);

    const late = await ask();
    await t.database.db.execute(
      sql`UPDATE impersonation_sessions SET start_token_expires_at = now() - interval '1 second' WHERE user_id = ${ids.student} AND started_at IS NULL`,
    );
    expect((await openLink(late, people.superadmin!.refresh)).json().errors).toEqual([refused]);

    const elsewhere = await ask();
    for (const cookie of [undefined, people.registrar!.refresh]) {
      const res = await openLink(elsewhere, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(IMPERSONATION_MESSAGES.wrongBrowser);
    }
    const otherTarget = await openLink(
      { ...elsewhere, userIdToImpersonate: ids.registrar },
      people.superadmin!.refresh,
    );
    expect(otherTarget.json().errors).toEqual([refused]);
    // Still unused after those attempts: the right call in the right browser works.
    expect((await openLink(elsewhere, people.superadmin!.refresh)).statusCode).toBe(200);
  });

  it("audits the start and every request made while impersonating, with both people", async () => {
    const { token, started } = await startAsStudent(10);
    const sessionId = String(
      (
        await queryRows<{ id: number }>(t.database.db, sql`SELECT max(id) AS id FROM impersonation_sessions`)
      )[0]!.id,
    );
    expect((await me(token)).statusCode).toBe(200);
    const denied = await post(
      "/api/Authentication/change-password",
      { currentPassword: "x", newPassword: "Abcdef#2026", confirmPassword: "Abcdef#2026" },
      token,
    );
    expect(denied.statusCode).toBe(403);
    expect(started.json().data.isImpersonating).toBe(true);

    const rows = await auditRows(sql`entity_id = ${sessionId} AND entity = 'impersonation'`);
    expect(rows.map((r) => r.action)).toEqual([
      "impersonation requested",
      "impersonation started",
      "impersonated request",
    ]);
    expect(rows[0]).toMatchObject({
      actor_id: ids.superadmin,
      after: { userId: ids.student, reason: REASON, minutes: 10 },
    });
    for (const row of rows.slice(1))
      expect(row).toMatchObject({ actor_id: ids.student, impersonator_id: ids.superadmin });
    expect(rows[2]!.after).toMatchObject({ method: "GET", route: "/api/test/me", status: 200 });
    const refusal = await auditRows(
      sql`action = 'access denied' AND actor_id = ${ids.student} AND impersonator_id = ${ids.superadmin}`,
    );
    expect(refusal.at(-1)!.after).toMatchObject({
      route: "/api/Authentication/change-password",
      status: 403,
    });
    expect(JSON.stringify(refusal)).not.toContain("Abcdef#2026");
  });

  it("ends the impersonation: its tokens stop at once and the impersonator's own session carries on", async () => {
    const { token, session } = await startAsStudent(10);
    const cookies = { [SESSION]: session };
    const refreshed = await post(
      "/api/Authentication/impersonation/refresh-token",
      undefined,
      undefined,
      cookies,
    );
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json().data).toMatchObject({ userId: ids.student, isImpersonating: true });

    const end = await post("/api/Authentication/end-impersonation", undefined, token, cookies);
    expect(end.statusCode).toBe(200);
    expect(end.json()).toMatchObject({ message: "Impersonation ended", data: { ended: true } });
    expect(end.cookies.find((c) => c.name === SESSION)?.value).toBe("");

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(IMPERSONATION_MESSAGES.ended);
    expect(
      (await post("/api/Authentication/impersonation/refresh-token", undefined, undefined, cookies))
        .statusCode,
    ).toBe(401);
    // Ending twice is harmless.
    expect(
      (await post("/api/Authentication/end-impersonation", undefined, undefined, cookies)).json().data,
    ).toEqual({ ended: false });

    const own = await post("/api/Authentication/refresh-token", undefined, undefined, {
      [REFRESH]: people.superadmin!.refresh,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toMatchObject({
      userId: ids.superadmin,
      isImpersonating: false,
      impersonatorUsername: null,
    });
    people.superadmin!.refresh = cookieOf(own, REFRESH)!;
    people.superadmin!.token = own.json().data.jwtToken.token;

    const ended = await auditRows(sql`action = 'impersonation ended' AND actor_id = ${ids.student}`);
    expect(ended.at(-1)).toMatchObject({ impersonator_id: ids.superadmin });
  });

  it("refuses refresh and every request once the time is up, and records the expiry once", async () => {
    const { token, session } = await startAsStudent(1);
    const cookies = { [SESSION]: session };
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`SELECT max(id) AS id FROM impersonation_sessions`,
    );
    await t.database.db.execute(
      sql`UPDATE impersonation_sessions SET started_at = now() - interval '2 minutes', expires_at = now() - interval '1 minute' WHERE id = ${row!.id}`,
    );
    const refresh = await post(
      "/api/Authentication/impersonation/refresh-token",
      undefined,
      undefined,
      cookies,
    );
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().message).toBe(IMPERSONATION_MESSAGES.ended);
    // The access token itself is still within its own lifetime; the session's end stops it.
    expect((await me(token)).statusCode).toBe(401);
    expect(
      (await post("/api/Authentication/impersonation/refresh-token", undefined, undefined, cookies))
        .statusCode,
    ).toBe(401);
    const expired = await auditRows(sql`action = 'impersonation expired' AND entity_id = ${String(row!.id)}`);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ actor_id: ids.student, impersonator_id: ids.superadmin });
  });

  it("ends a session when the impersonator loses the right to impersonate", async () => {
    const { session } = await startAsStudent(10);
    // The super-admin role itself cannot be switched off (protected rows); its holder loses it
    // instead ("rootwo" is still a super-admin, so the role may be taken away).
    const superadminRole = sql`(SELECT id FROM roles WHERE name = 'superadmin')`;
    await t.database.db.execute(
      sql`DELETE FROM user_roles WHERE user_id = ${ids.superadmin} AND role_id = ${superadminRole}`,
    );
    try {
      const res = await post("/api/Authentication/impersonation/refresh-token", undefined, undefined, {
        [SESSION]: session,
      });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.database.db.execute(
        sql`INSERT INTO user_roles (user_id, role_id) VALUES (${ids.superadmin}, ${superadminRole})`,
      );
    }
  });

  it("offers only users who may be impersonated in the dialog's search", async () => {
    const res = await t.app.inject({
      url: "/api/Authentication/impersonation?search=e",
      headers: { authorization: `Bearer ${people.superadmin!.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = res.json().data.map((u: { userName: string }) => u.userName);
    expect(names).toContain("student");
    expect(names).toContain("registrar");
    for (const refused of ["superadmin", "rootwo", "helpdesk", "helpdesk2", "gone"])
      expect(names).not.toContain(refused);
    const registrar = await t.app.inject({
      url: "/api/Authentication/impersonation?search=e",
      headers: { authorization: `Bearer ${people.registrar!.token}` },
    });
    expect(registrar.statusCode).toBe(403);
  });

  it("declares who may call each impersonation route", () => {
    const accessOf = (method: string, url: string) =>
      t.app.accessTable.find((route) => route.method === method && route.url === url)?.access;
    expect(accessOf("GET", "/api/Authentication/impersonation")).toEqual({ claims: ["impersonate"] });
    expect(accessOf("POST", "/api/Authentication/impersonate")).toEqual({ claims: ["impersonate"] });
    // Proven by the start token and the impersonator's own cookie, or by the impersonation cookie.
    for (const url of ["impersonation-login", "impersonation/refresh-token", "end-impersonation"])
      expect(accessOf("POST", `/api/Authentication/${url}`)).toBe("public");
  });

  it("limits how many impersonations one person starts", async () => {
    let last = 0;
    for (let i = 0; i < 11; i++)
      last = (
        await impersonate(people.helpdesk!, { userIdToImpersonate: ids.student, reason: REASON, minutes: 5 })
      ).statusCode;
    expect(last).toBe(429);
  });
});
