import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_USERS } from "../../src/server/db/seed/identity";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { isAllowed } from "../../src/server/plugins/access";
import { sessionToken } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";

/** A signed-in user for each demo role (the token is all the access check reads). */
const people: AuthUser[] = DEMO_USERS.map((user, index) => ({
  id: 1000 + index,
  userName: user.userName,
  userType: user.userType,
  roles: user.roles,
  claims: user.roles.includes("superadmin") ? ["impersonate"] : [],
}));

/** Fills path parameters with values that reach the access check (a real resource name, an id). */
function concrete(url: string): string {
  return url.replace(":name", "notices").replace(/:[A-Za-z]+/g, "1");
}

describe("the access matrix: every API route against every role", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => t?.close());

  it("has routes, each with a declared access", () => {
    expect(t.app.accessTable.length).toBeGreaterThan(15);
    for (const route of t.app.accessTable) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
  });

  it("answers 401 to a visitor on every route that is not public", async () => {
    for (const route of t.app.accessTable) {
      if (route.access === "public") continue;
      const res = await t.app.inject({
        method: route.method as "GET",
        url: concrete(route.url),
        payload: {},
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  // Every route × every role, and each refusal writes its audit entry: minutes on a busy machine.
  it("lets each role through exactly where its declaration allows, and answers 403 elsewhere", async () => {
    const rows: string[] = [];
    for (const route of t.app.accessTable) {
      if (route.access === "public") continue;
      for (const person of people) {
        const token = await sessionToken(t.app, person);
        const res = await t.app.inject({
          method: route.method as "GET",
          url: concrete(route.url),
          headers: { authorization: `Bearer ${token}` },
          payload: {},
        });
        const allowed = isAllowed(person, route.access);
        const verdict = res.statusCode === 403 ? "denied" : res.statusCode === 401 ? "signed out" : "allowed";
        if (verdict !== (allowed ? "allowed" : "denied")) {
          rows.push(`${route.method} ${route.url} as ${person.userName}: ${res.statusCode}`);
        }
      }
    }
    expect(rows).toEqual([]);
  }, 180_000);

  it("keeps students out of every admin list", () => {
    const student = people.find((p) => p.userName === "student")!;
    // (The `/api/resources/:name` catch-alls only ever answer 404 for a list that does not exist.)
    const adminRoutes = t.app.accessTable.filter(
      (route) => route.url.startsWith("/api/resources/") && !route.url.includes(":name"),
    );
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const route of adminRoutes) expect(isAllowed(student, route.access), route.url).toBe(false);
  });
});
