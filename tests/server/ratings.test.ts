import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import { type AuthUser, signAccessToken } from "../../src/server/modules/auth/accessToken";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

describe.each(databaseKinds)("ratings on %s", (kind) => {
  let t: TestApp;
  let student: AuthUser;

  const rate = async (payload: unknown, user: AuthUser | null = student) =>
    t.app.inject({
      method: "POST",
      url: "/api/Dashboard/create-rating",
      headers: user ? await bearer(t.app, user) : {},
      payload: payload as object,
    });
  const flag = async (userId: number) =>
    (
      await queryRows<{ display_csat_modal: boolean }>(
        t.database.db,
        sql`SELECT display_csat_modal FROM users WHERE id = ${userId}`,
      )
    )[0]?.display_csat_modal;
  const setFlag = (userId: number, value: boolean) =>
    t.database.db.execute(sql`UPDATE users SET display_csat_modal = ${value} WHERE id = ${userId}`);
  const ratingCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ratings`))[0]?.n;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    const row = await createAccount(t.database.db, {
      userName: "student",
      password: "Matric#2026",
      fullName: "Adebayo Adeyemi",
      userType: "student",
      roles: ["student"],
      displayCsatModal: true,
    });
    student = { id: row.id, userName: "student", userType: "student", roles: ["student"], claims: [] };
  });
  afterAll(async () => t?.close());

  it("'Not now' keeps the prompt away from later sign-ins for 30 days, then asks again", async () => {
    const signIn = async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/Authentication/login",
        payload: { userName: "later", password: "Matric#2026" },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.displayCSATModal as boolean;
    };
    const row = await createAccount(t.database.db, {
      userName: "later",
      password: "Matric#2026",
      fullName: "Chidinma Eze",
      userType: "student",
      roles: ["student"],
      displayCsatModal: true,
    });
    const later: AuthUser = {
      id: row.id,
      userName: "later",
      userType: "student",
      roles: ["student"],
      claims: [],
    };
    expect(await signIn()).toBe(true);

    const res = await t.app.inject({
      method: "POST",
      url: "/api/Dashboard/rating-later",
      headers: await bearer(t.app, later),
    });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(res.json().data.laterUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(await signIn()).toBe(false);
    // The flag stays: only a rating clears it, so the prompt returns once the time is up.
    expect(await flag(later.id)).toBe(true);
    await t.database.db.execute(
      sql`UPDATE users SET rating_prompt_later_until = now() - interval '1 minute' WHERE id = ${later.id}`,
    );
    expect(await signIn()).toBe(true);
  });

  it("saves the rating and comment, and stops prompting the user", async () => {
    expect(await flag(student.id)).toBe(true);
    const res = await rate({ rating: 4, comment: "  Course registration was quick.  " });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: "Thank you for your feedback",
      data: { id: expect.any(Number) },
    });
    const rows = await queryRows<{ user_id: number; rating: number; comment: string | null }>(
      t.database.db,
      sql`SELECT user_id, rating, comment FROM ratings WHERE id = ${body.data.id}`,
    );
    expect(rows).toEqual([{ user_id: student.id, rating: 4, comment: "Course registration was quick." }]);
    expect(await flag(student.id)).toBe(false);
  });

  it("accepts a rating without a comment (stored as null, as is a blank one)", async () => {
    for (const payload of [{ rating: 1 }, { rating: 5, comment: "   " }]) {
      const res = await rate(payload);
      expect(res.statusCode).toBe(200);
      const [row] = await queryRows<{ comment: string | null }>(
        t.database.db,
        sql`SELECT comment FROM ratings WHERE id = ${res.json().data.id}`,
      );
      expect(row?.comment).toBeNull();
    }
  });

  it.each([
    ["0", { rating: 0 }, "must be at least 1", "Rating: must be at least 1"],
    ["6", { rating: 6 }, "must be at most 5", "Rating: must be at most 5"],
    ['"5" (text)', { rating: "5" }, "must be a whole number", "Rating: must be a whole number"],
    ["3.5", { rating: 3.5 }, "must be a whole number", "Rating: must be a whole number"],
    ["missing", { comment: "no rating" }, "please input Rating", "please input Rating"],
  ])("rejects rating %s with the field named, saving nothing", async (_label, payload, message, summary) => {
    await setFlag(student.id, true);
    const before = await ratingCount();
    const res = await rate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      title: "Validation failed",
      message: summary,
      errors: [{ path: "rating", message }],
    });
    expect(await ratingCount()).toBe(before);
    expect(await flag(student.id)).toBe(true);
  });

  it("rejects unknown fields and an over-long comment", async () => {
    const unknown = await rate({ rating: 3, mood: "happy" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: "mood", message: "Mood is not an allowed field" }]);

    const long = await rate({ rating: 3, comment: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([
      { path: "comment", message: "must be at most 1000 characters long" },
    ]);
    expect((await rate({ rating: 3, comment: "x".repeat(1000) })).statusCode).toBe(200);
  });

  it("answers 401 when signed out, and for a token of an account that no longer exists", async () => {
    const before = await ratingCount();
    const res = await rate({ rating: 5 }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    // Signed by us, but no session of any account stands behind it.
    const ghost = signAccessToken({ ...student, id: 999_999, sessionId: randomUUID() }, t.config.jwtSecret);
    const res2 = await t.app.inject({
      method: "POST",
      url: "/api/Dashboard/create-rating",
      headers: { authorization: `Bearer ${ghost.token}` },
      payload: { rating: 5 },
    });
    expect(res2.statusCode).toBe(401);
    expect(await ratingCount()).toBe(before);
  });
});
