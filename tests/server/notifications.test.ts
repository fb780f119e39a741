import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/server/db/database";
import { seedRolesAndMenus } from "../../src/server/db/seed/identity";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { createAccount } from "../../src/server/modules/auth/accounts";
import { createNotification } from "../../src/server/modules/notifications/notificationService";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const HOUR = 60 * 60 * 1000;

describe.each(databaseKinds)("notifications on %s", (kind) => {
  let t: TestApp;
  let ada: AuthUser;
  let bola: AuthUser;
  const ids: Record<string, number> = {};

  const call = async (user: AuthUser | null, method: "GET" | "POST", url: string) =>
    t.app.inject({
      method,
      url,
      headers: user ? await bearer(t.app, user) : {},
    });
  const recent = (user: AuthUser | null) => call(user, "GET", "/api/Notification/recent");
  const read = (user: AuthUser | null, id: number | string) =>
    call(user, "POST", `/api/Notification/read-notification/${id}`);
  const isRead = async (id: number) =>
    (
      await queryRows<{ is_read: boolean }>(
        t.database.db,
        sql`SELECT is_read FROM notifications WHERE id = ${id}`,
      )
    )[0]?.is_read;

  const account = async (userName: string, userType: "student" | "lecturer"): Promise<AuthUser> => {
    const row = await createAccount(t.database.db, {
      userName,
      password: "Matric#2026",
      fullName: `${userName} Demo`,
      userType,
      roles: [userType],
    });
    return { id: row.id, userName, userType, roles: [userType], claims: [] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedRolesAndMenus(t.database.db);
    ada = await account("ada", "student");
    bola = await account("bola", "lecturer");
    const now = Date.now();
    const add = async (key: string, userId: number, hoursAgo: number, extra: { isRead?: boolean } = {}) => {
      ids[key] = (
        await createNotification(t.database.db, {
          userId,
          notificationType: "Info",
          notificationCategory: key.startsWith("lect") ? "lecturerCourses" : "courseApproval",
          message: `message ${key}`,
          dateCreated: new Date(now - hoursAgo * HOUR),
          ...(key.startsWith("lect") ? { requestProperties: { sessionId: 12, semesterId: 2 } } : {}),
          ...extra,
        })
      ).notificationId;
    };
    // Inserted out of date order on purpose: the list must sort, not rely on insertion order.
    await add("twoDays", ada.id, 48, { isRead: true });
    await add("oneHour", ada.id, 1);
    await add("eightDays", ada.id, 8 * 24);
    await add("sixDays", ada.id, 6 * 24);
    await add("lectBola", bola.id, 2);
  });
  afterAll(async () => t?.close());

  it("lists only the caller's notifications of the last 7 days, newest first, with the unread count", async () => {
    const res = await recent(ada);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.items.map((item: { notificationId: number }) => item.notificationId)).toEqual([
      ids.oneHour,
      ids.twoDays,
      ids.sixDays,
    ]);
    expect(body.data.unreadCount).toBe(2);
    expect(body.data.items[0]).toEqual({
      notificationId: ids.oneHour,
      isRead: false,
      notificationCategory: "courseApproval",
      notificationType: "Info",
      message: "message oneHour",
      dateCreated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      notificationRequestProperties: null,
    });
    expect(Date.now() - Date.parse(body.data.items[0].dateCreated)).toBeGreaterThan(HOUR - 60_000);

    const other = (await recent(bola)).json().data;
    expect(other.unreadCount).toBe(1);
    expect(other.items).toEqual([
      expect.objectContaining({
        notificationId: ids.lectBola,
        notificationCategory: "lecturerCourses",
        notificationRequestProperties: { sessionId: 12, semesterId: 2 },
      }),
    ]);
  });

  it("answers 401 when signed out", async () => {
    expect((await recent(null)).statusCode).toBe(401);
    expect((await read(null, ids.oneHour!)).statusCode).toBe(401);
    expect(await isRead(ids.oneHour!)).toBe(false);
  });

  it("marks the caller's own notification read (twice is harmless) and the count drops", async () => {
    const res = await read(ada, ids.sixDays!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { notificationId: ids.sixDays, isRead: true },
    });
    expect(await isRead(ids.sixDays!)).toBe(true);
    expect((await read(ada, ids.sixDays!)).statusCode).toBe(200);
    expect((await recent(ada)).json().data.unreadCount).toBe(1);
  });

  it("answers 404 for another user's notification, exactly as for a missing one, and leaves it unread", async () => {
    const theirs = await read(ada, ids.lectBola!);
    const missing = await read(ada, 2_000_000_000);
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toMatchObject({ success: false, message: "Notification not found" });
    expect(await isRead(ids.lectBola!)).toBe(false);
    expect((await recent(bola)).json().data.unreadCount).toBe(1);
  });

  it("rejects an id that is not a positive whole number", async () => {
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"]) {
      const res = await read(ada, id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json().errors[0].path).toBe("id");
    }
  });

  it("pages all of the caller's notifications (not only the week's), filtered by what they are about and read state", async () => {
    const res = await call(ada, "GET", "/api/Notification/list?pageSize=10");
    expect(res.statusCode).toBe(200);
    const { items, meta } = res.json().data;
    // Newest first, the eight-day-old one included, none of Bola's.
    expect(items.map((item: { message: string }) => item.message)).toEqual([
      "message oneHour",
      "message twoDays",
      "message sixDays",
      "message eightDays",
    ]);
    expect(meta.totalCount).toBe(4);
    expect(items[0]).toMatchObject({ about: "Course registration", notificationCategory: "courseApproval" });
    const [unreadRows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${ada.id} AND NOT is_read`,
    );
    const unread = (await call(ada, "GET", "/api/Notification/list?state=Unread")).json().data;
    expect(unread.meta.totalCount).toBe(unreadRows?.n);
    expect(unread.meta.totalCount).toBeGreaterThan(0);
    for (const item of unread.items) expect(item.state).toBe("Unread");
    const lecturers = (await call(bola, "GET", "/api/Notification/list?about=Courses%20and%20scores")).json()
      .data;
    expect(lecturers.items).toEqual([
      expect.objectContaining({ message: "message lectBola", sessionId: 12, semesterId: 2 }),
    ]);
    expect((await call(ada, "GET", "/api/Notification/list?about=Nothing")).json().data.meta.totalCount).toBe(
      0,
    );
    expect((await call(ada, "GET", "/api/Notification/list?userId=2")).statusCode).toBe(400);
    expect((await call(null, "GET", "/api/Notification/list")).statusCode).toBe(401);
  });

  it("marks all of the caller's notifications read, and nobody else's", async () => {
    const before = await isRead(ids.lectBola as number);
    const res = await call(ada, "POST", "/api/Notification/read-all");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.count).toBeGreaterThan(0);
    expect((await call(ada, "GET", "/api/Notification/list?state=Unread")).json().data.meta.totalCount).toBe(
      0,
    );
    expect(await isRead(ids.lectBola as number)).toBe(before);
    expect((await call(ada, "POST", "/api/Notification/read-all")).json()).toMatchObject({
      data: { count: 0 },
      message: "0 notifications marked as read",
    });
  });
});
