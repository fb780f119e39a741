import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedDemoAccounts } from "../../src/server/db/seed/identity";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { PROTECTED_MESSAGES } from "../../src/server/modules/resources/protectedRows";
import { caller, upload } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * Protected rows (issue 14 §2): the ICT admin once switched the super-admin role off and the
 * super-admin signed in with no roles. The role, the last active super-admin account and its
 * role link are protected from everyone, in the API and in the database; roles that grant
 * account administration change only by a super-admin's hand.
 */

const ROLES = "/api/resources/roles";
const PASSWORD = "Matric#2026";

describe.each(databaseKinds)("protected rows on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  const ids = new Map<string, number>();
  const roleIds = new Map<string, number>();
  const person = (userName: string, roles: string[]): AuthUser => ({
    id: ids.get(userName) ?? 0,
    userName,
    userType: "official",
    roles,
    claims: [],
  });
  const superadmin = () => person("superadmin", ["superadmin"]);
  const ictadmin = () => person("ictadmin", ["ictadmin"]);
  const role = (name: string) => roleIds.get(name) as number;
  const run = (query: SQL) => queryRows<Record<string, unknown>>(t.database.db, query);
  /** The superadmin's user-role link. */
  const superLink = async (userName = "superadmin") => {
    const [row] = await run(
      sql`SELECT ur.id FROM user_roles ur JOIN users u ON u.id = ur.user_id JOIN roles r ON r.id = ur.role_id
          WHERE u.user_name = ${userName} AND r.name = 'superadmin'`,
    );
    return row?.id as number;
  };
  const login = (userName: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/Authentication/login",
      payload: { userName, password: PASSWORD },
    });
  const expectConflict = (
    res: { statusCode: number; body: string; json(): { message: string } },
    message: string,
  ) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(message);
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedDemoAccounts(t.database.db);
    for (const row of await run(sql`SELECT id, user_name FROM users`))
      ids.set(String(row.user_name), Number(row.id));
    for (const row of await run(sql`SELECT id, name FROM roles`))
      roleIds.set(String(row.name), Number(row.id));
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`DELETE FROM rate_limits`);
  });
  afterAll(async () => t?.close());

  const guardRole = PROTECTED_MESSAGES.guardRole("Super Administrator");
  const lastHolder = PROTECTED_MESSAGES.lastHolder("superadmin", "Super Administrator");

  it("never switches off or deletes the super-admin role, whoever asks, and the super-admin keeps their roles", async () => {
    for (const user of [ictadmin(), superadmin()]) {
      expectConflict(
        await call(user, "PATCH", `${ROLES}/${role("superadmin")}/active`, { active: false }),
        guardRole,
      );
      expectConflict(
        await call(user, "PUT", `${ROLES}/${role("superadmin")}`, {
          name: "superadmin",
          title: "Super Administrator",
          active: false,
        }),
        guardRole,
      );
    }
    expectConflict(await call(superadmin(), "DELETE", `${ROLES}/${role("superadmin")}`), guardRole);
    const signedIn = await login("superadmin");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.jwtToken.token as string;
    const payload = JSON.parse(Buffer.from(token.split(".")[1] as string, "base64url").toString());
    expect(payload.roles).toEqual(["superadmin"]);
    // The super-admin may still retitle it (it stays on).
    const retitled = await call(superadmin(), "PUT", `${ROLES}/${role("superadmin")}`, {
      name: "superadmin",
      title: "Super Administrator",
      active: true,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
  });

  it("leaves roles that grant account administration to the super-admin (403 for the ICT admin)", async () => {
    const message = PROTECTED_MESSAGES.adminRole("ICT Administrator");
    const off = await call(ictadmin(), "PATCH", `${ROLES}/${role("ictadmin")}/active`, { active: false });
    expect(off.statusCode, off.body).toBe(403);
    expect(off.json().message).toBe(message);
    const menu = await run(sql`SELECT id FROM menu_items WHERE name = 'payments'`);
    const menuItemId = menu[0]?.id as number;
    const link = await call(ictadmin(), "POST", "/api/resources/role-menus", {
      roleId: role("ictadmin"),
      menuItemId,
    });
    expect(link.statusCode, link.body).toBe(403);
    const csv = `Role,Menu\n${role("superadmin")},${menuItemId}\n`;
    const uploaded = await upload(
      t.app,
      t.config.jwtSecret,
      ictadmin(),
      "role-menus",
      "m.csv",
      Buffer.from(csv),
    );
    expect(uploaded.statusCode, uploaded.body).toBe(403);
    // Other roles stay the ICT admin's to run.
    const hostelOff = await call(ictadmin(), "PATCH", `${ROLES}/${role("hostel")}/active`, { active: false });
    expect(hostelOff.statusCode, hostelOff.body).toBe(200);
    expect(
      (await call(ictadmin(), "PATCH", `${ROLES}/${role("hostel")}/active`, { active: true })).statusCode,
    ).toBe(200);
    const registrarMenu = await call(ictadmin(), "POST", "/api/resources/role-menus", {
      roleId: role("registrar"),
      menuItemId,
    });
    expect(registrarMenu.statusCode, registrarMenu.body).toBe(201);
    // The super-admin changes the ICT admin role.
    const bySuper = await call(superadmin(), "PATCH", `${ROLES}/${role("ictadmin")}/active`, {
      active: false,
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    await call(superadmin(), "PATCH", `${ROLES}/${role("ictadmin")}/active`, { active: true });
  });

  it("keeps the last active super-admin account on, and its role on it", async () => {
    const me = ids.get("superadmin") as number;
    expectConflict(
      await call(superadmin(), "PATCH", `/api/resources/users/${me}/active`, { active: false }),
      lastHolder,
    );
    expectConflict(await call(superadmin(), "DELETE", `/api/resources/users/${me}`), lastHolder);
    expectConflict(
      await call(superadmin(), "DELETE", `/api/resources/user-roles/${await superLink()}`),
      lastHolder,
    );
    expectConflict(
      await call(superadmin(), "PUT", `/api/resources/user-roles/${await superLink()}`, {
        userId: me,
        roleId: role("registrar"),
      }),
      lastHolder,
    );
    expect((await login("superadmin")).statusCode).toBe(200);
  });

  it("lets one of two super-admins go, then protects the other, through every route", async () => {
    const second = await call(superadmin(), "POST", "/api/resources/users", {
      userName: "deputyadmin",
      fullName: "Deputy Administrator",
      userType: "official",
    });
    expect(second.statusCode, second.body).toBe(201);
    const deputy = (second.json().data as { id: number }).id;
    ids.set("deputyadmin", deputy);
    const granted = await call(superadmin(), "POST", "/api/resources/user-roles", {
      userId: deputy,
      roleId: role("superadmin"),
    });
    expect(granted.statusCode, granted.body).toBe(201);
    // Now superadmin may be switched off (by the deputy)...
    const off = await call(
      person("deputyadmin", ["superadmin"]),
      "PATCH",
      `/api/resources/users/${ids.get("superadmin")}/active`,
      {
        active: false,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    // ...and the deputy, now the last, may not be: not through the toggle either. The switched-off
    // superadmin's tokens stopped working with the switch, and the deputy may not switch themself
    // off, so a super-admin session that holds no role row asks.
    expect((await call(superadmin(), "GET", "/api/resources/users")).statusCode).toBe(401);
    const toggled = await call(
      { id: 900_001, userName: "another-admin", userType: "official", roles: ["superadmin"], claims: [] },
      "POST",
      `/api/Authentication/toggle-user-activation-status?userId=${deputy}`,
    );
    expectConflict(toggled, PROTECTED_MESSAGES.lastHolder("deputyadmin", "Super Administrator"));
    await t.database.db.execute(sql`UPDATE users SET active = true WHERE user_name = 'superadmin'`);
  });

  it("holds in the database whatever writes the tables", async () => {
    const refused = async (query: SQL, message: string) => {
      let error: unknown;
      try {
        await t.database.db.execute(query);
      } catch (caught) {
        error = caught;
      }
      expect(String((error as { cause?: unknown })?.cause ?? error)).toContain(message);
    };
    await refused(sql`UPDATE roles SET active = false WHERE name = 'superadmin'`, guardRole);
    await refused(sql`DELETE FROM roles WHERE name = 'superadmin'`, guardRole);
    // Two holders (superadmin and deputyadmin): the database lets one go and keeps the last.
    await t.database.db.execute(sql`UPDATE users SET active = false WHERE user_name = 'deputyadmin'`);
    await refused(sql`UPDATE users SET active = false WHERE user_name = 'superadmin'`, lastHolder);
    await refused(sql`DELETE FROM user_roles WHERE id = ${await superLink()}`, lastHolder);
    const [still] = await run(sql`SELECT active FROM users WHERE user_name = 'superadmin'`);
    expect(still?.active).toBe(true);
  });
  // Only PostgreSQL has two connections at once (PGlite serialises every statement anyway).
  if (kind === "postgres")
    it("keeps one super-admin when two are switched off at the same moment", async () => {
      await t.database.db.execute(
        sql`UPDATE users SET active = true WHERE user_name IN ('superadmin', 'deputyadmin')`,
      );
      // The first holds the role's row lock until the second is seen waiting for it.
      let firstUpdated = () => {};
      const firstHolds = new Promise<void>((resolve) => {
        firstUpdated = resolve;
      });
      let release = () => {};
      const secondWaits = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE users SET active = false WHERE user_name = 'superadmin'`);
        firstUpdated();
        await secondWaits;
      });
      let second: Promise<unknown> = Promise.resolve();
      try {
        await firstHolds;
        second = t.database.db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE users SET active = false WHERE user_name = 'deputyadmin'`);
        });
        await vi.waitFor(
          async () => {
            const waiting = await run(
              sql`SELECT pid FROM pg_stat_activity
                  WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%deputyadmin%'`,
            );
            expect(waiting).toHaveLength(1);
          },
          { timeout: 10_000, interval: 20 },
        );
      } finally {
        release();
      }
      const [one, two] = await Promise.allSettled([first, second]);
      expect(one.status).toBe("fulfilled");
      expect(two.status).toBe("rejected");
      const reason = two.status === "rejected" ? (two.reason as { cause?: unknown }) : undefined;
      expect(String(reason?.cause ?? reason)).toContain(
        PROTECTED_MESSAGES.lastHolder("deputyadmin", "Super Administrator"),
      );
      const active = await run(
        sql`SELECT user_name FROM users WHERE active AND user_name IN ('superadmin', 'deputyadmin')`,
      );
      expect(active.map((row) => row.user_name)).toEqual(["deputyadmin"]);
      await t.database.db.execute(sql`UPDATE users SET active = true WHERE user_name = 'superadmin'`);
    });
});
