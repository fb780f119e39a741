import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowed } from "../../src/schema/access";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const PASSWORD = "Matric#2026";
const BASE = "/api/resources/audit-log";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface Entry {
  id: number;
  at: string;
  action: string;
  entity: string;
  entityId: string | null;
  actorId: number | null;
  actorName: string | null;
  impersonatorName: string | null;
  impersonated: boolean;
  before: string | null;
  after: string | null;
  ip: string | null;
  userAgent: string | null;
}

describe.each(databaseKinds)("the audit log on %s", (kind) => {
  let t: TestApp;
  const people: Record<string, AuthUser> = {};

  const call = async (user: AuthUser | undefined, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: user ? await bearer(t.app, user) : {},
      ...(payload ? { payload } : {}),
    });
  const list = async (query = "") => {
    const res = await call(people.superadmin, "GET", `${BASE}${query ? `?${query}` : ""}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: Entry[]; meta: { totalCount: number } };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    for (const [userName, roles, userType] of [
      ["superadmin", ["superadmin"], "official"],
      ["registrar", ["registrar"], "official"],
      ["student", ["student"], "student"],
    ] as const) {
      const row = await createAccount(t.database.db, {
        userName,
        password: PASSWORD,
        fullName: userName,
        userType,
        roles: [...roles],
      });
      people[userName] = {
        id: row.id,
        userName,
        userType,
        roles: [...roles],
        claims: roles.includes("superadmin" as never) ? ["impersonate"] : [],
      };
    }
    // Something to list: a failed and a successful sign-in.
    for (const password of ["Wrong#2026", PASSWORD])
      await t.app.inject({
        method: "POST",
        url: "/api/Authentication/login",
        payload: { userName: "registrar", password },
        headers: { "user-agent": "AuditTest/1.0" },
      });
  });
  afterAll(async () => t?.close());

  it("lists entries to a super-admin, newest first, with the change as JSON text", async () => {
    const { items, meta } = await list();
    expect(meta.totalCount).toBeGreaterThanOrEqual(2);
    const times = items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const signIn = items.find((item) => item.action === "sign-in");
    expect(signIn).toMatchObject({
      entity: "sessions",
      actorName: "registrar",
      impersonated: false,
      userAgent: "AuditTest/1.0",
    });
    expect(JSON.parse(signIn!.after ?? "null")).toMatchObject({ oldUser: true, twoFactor: false });
    expect(JSON.stringify(items)).not.toContain("Wrong#2026");
  });

  it("filters by action, entity and impersonation, and searches by actor", async () => {
    const failed = await list("action=sign-in%20failed");
    expect(failed.items.length).toBeGreaterThanOrEqual(1);
    for (const item of failed.items) expect(item.action).toBe("sign-in failed");
    const sessions = await list("entity=sessions");
    for (const item of sessions.items) expect(item.entity).toBe("sessions");
    expect((await list("impersonated=true")).items.every((item) => item.impersonated)).toBe(true);
    const byActor = await list("search=REGISTRAR");
    expect(byActor.items.length).toBeGreaterThanOrEqual(2);
    const sorted = await list("sort=at&pageSize=5");
    const times = sorted.items.map((item) => Date.parse(item.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("is never writable through the API, not even by a super-admin", async () => {
    const [first] = (await list()).items;
    const writes: [Method, string][] = [
      ["POST", BASE],
      ["PUT", `${BASE}/${first!.id}`],
      ["DELETE", `${BASE}/${first!.id}`],
    ];
    for (const [method, url] of writes) {
      const res = await call(people.superadmin, method, url, { action: "forged", entity: "sessions" });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    for (const method of ["PATCH", "POST"] as const) {
      const res = await call(people.superadmin, method, `${BASE}/${first!.id}/active`, { active: false });
      expect([403, 404]).toContain(res.statusCode);
    }
    expect((await call(people.superadmin, "POST", `${BASE}/upload`)).statusCode).not.toBe(200);
    const still = await call(people.superadmin, "GET", `${BASE}/${first!.id}`);
    expect(still.json().data).toEqual(first);
    expect(isAllowed(people.superadmin!, { roles: [] })).toBe(false);
  });

  it("is read by super-admins only", async () => {
    expect((await call(people.registrar, "GET", BASE)).statusCode).toBe(403);
    expect((await call(people.student, "GET", BASE)).statusCode).toBe(403);
    expect((await call(undefined, "GET", BASE)).statusCode).toBe(401);
  });

  it("keeps history even from the application itself: the table is append-only", async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_log SET action = 'forged'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });

  it("records a wrong two-factor code as a failed sign-in, without the code", async () => {
    await createAccount(t.database.db, {
      userName: "careful",
      password: PASSWORD,
      fullName: "Two Factor",
      userType: "official",
      roles: ["bursar"],
      twoFactor: true,
    });
    const login = await t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName: "careful", password: PASSWORD },
    });
    expect(login.json().data.twoFactor).toBe(true);
    // One wrong guess in a million could be right: two different codes cannot both be.
    for (const code of ["000000", "999999"])
      await t.app.inject({
        method: "POST",
        url: "/api/Authentication/two-factor-authentication",
        payload: { userName: "careful", code },
      });
    const rows = await queryRows<{ actor_name: string; after: unknown }>(
      t.database.db,
      sql`SELECT actor_name, after FROM audit_log WHERE action = 'two-factor failed'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]?.actor_name).toBe("careful");
    expect(JSON.stringify(rows)).not.toMatch(/000000|999999/);
  });

  it("records every refused request: who, route, method, address and browser, never the query or a token", async () => {
    const denied = await t.app.inject({
      url: `${BASE}?search=secret-term`,
      headers: {
        ...(await bearer(t.app, people.registrar!)),
        "user-agent": "Refused/2.0",
      },
      remoteAddress: "10.20.30.40",
    });
    expect(denied.statusCode).toBe(403);
    const forged = await t.app.inject({
      url: BASE,
      headers: { authorization: "Bearer not.a.token", "user-agent": "Forged/1.0" },
    });
    expect(forged.statusCode).toBe(401);
    const anonymous = await t.app.inject({ url: BASE, headers: { "user-agent": "Anonymous/1.0" } });
    expect(anonymous.statusCode).toBe(401);

    const rows = await queryRows<{
      action: string;
      actor_id: number | null;
      actor_name: string | null;
      entity_id: string;
      ip: string;
      user_agent: string | null;
      after: Record<string, unknown>;
    }>(
      t.database.db,
      sql`SELECT action, actor_id, actor_name, entity_id, ip, user_agent, after FROM audit_log WHERE entity = 'authorisation' ORDER BY id`,
    );
    const refusal = rows.find((row) => row.user_agent === "Refused/2.0");
    expect(refusal).toMatchObject({
      action: "access denied",
      actor_id: people.registrar!.id,
      actor_name: "registrar",
      entity_id: `GET ${BASE}`,
      ip: "10.20.30.40",
      after: { method: "GET", route: BASE, path: BASE, status: 403 },
    });
    expect(rows.find((row) => row.user_agent === "Forged/1.0")).toMatchObject({
      action: "unauthorised",
      actor_id: null,
      after: { route: BASE, status: 401 },
    });
    // A visitor who presented nothing is not news.
    expect(rows.some((row) => row.user_agent === "Anonymous/1.0")).toBe(false);
    expect(JSON.stringify(rows)).not.toContain("secret-term");
    expect(JSON.stringify(rows)).not.toContain("not.a.token");
  });
});
