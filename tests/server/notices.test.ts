import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { notices } from "../../src/server/db/schema";
import { seedDemoData } from "../../src/server/db/seed/seed";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import type { NoticeReader } from "../../src/server/modules/notices/noticeAudience";
import { createNotice, listCurrentNotices } from "../../src/server/modules/notices/noticeService";
import { VISITOR_NOTICES_SECONDS } from "../../src/server/modules/notices/routes";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const DAY = 86_400_000;

describe.each(databaseKinds)("notices on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("answers an empty list in the envelope when there are no notices", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/Notices/recent" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it("lists only active, started, unexpired notices, newest first", async () => {
    const now = Date.now();
    const base = { category: "Prospective Students", description: "<p>Body</p>", senderName: "Registry" };
    await createNotice(t.database.db, { ...base, title: "Older", startDate: new Date(now - 3 * DAY) });
    await createNotice(t.database.db, { ...base, title: "Newest", startDate: new Date(now - DAY) });
    await createNotice(t.database.db, { ...base, title: "Future", startDate: new Date(now + DAY) });
    await createNotice(t.database.db, {
      ...base,
      title: "Expired",
      startDate: new Date(now - 5 * DAY),
      endDate: new Date(now - 2 * DAY),
    });
    await createNotice(t.database.db, {
      ...base,
      title: "Hidden",
      startDate: new Date(now - DAY),
      active: false,
    });

    // The visitors' list is kept a while, and dropped when the database says the notices changed:
    // at once on PGlite, within moments (a NOTIFY) on PostgreSQL.
    const body = await vi.waitFor(async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/Notices/recent" });
      const answer = res.json();
      expect(answer.data.map((n: { title: string }) => n.title)).toEqual(["Newest", "Older"]);
      return answer;
    });
    expect(body.success).toBe(true);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: "Newest",
      category: "Prospective Students",
      description: "<p>Body</p>",
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      senderName: "Registry",
    });
    await t.database.db.delete(notices);
  });

  it("cleans the description when a notice is saved", async () => {
    const saved = await createNotice(t.database.db, {
      title: "Careful",
      category: "All Students",
      description:
        '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror="alert(2)"></p><a href="javascript:alert(3)">x</a>',
      startDate: new Date(Date.now() - DAY),
      senderName: "ICT",
    });
    expect(saved.description).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(saved.description).toContain("Hi");
    await t.database.db.delete(notices);
  });

  it("rejects a notice with no title or description, naming the fields", async () => {
    await expect(
      createNotice(t.database.db, {
        title: " ",
        category: "Staff",
        description: "<script>only script</script>",
        startDate: new Date(),
        senderName: "Registry",
      }),
    ).rejects.toMatchObject({
      statusCode: 400,
      errors: [
        { path: "title", message: "please input a title" },
        { path: "description", message: "please input a description" },
      ],
    });
    expect(await listCurrentNotices(t.database.db)).toEqual([]);
  });

  it("lets visitors' browsers keep the list briefly, never a signed-in reader's, and drops the server's copy on any change", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/Notices/recent" });
    expect(first.headers["cache-control"]).toBe(`public, max-age=${VISITOR_NOTICES_SECONDS}`);
    expect(first.headers.vary).toMatch(/authorization/i);
    const staff = await t.app.inject({
      method: "GET",
      url: "/api/Notices/recent",
      headers: await bearer(t.app, {
        id: 910_100,
        userName: "reader",
        userType: "lecturer",
        roles: ["lecturer"],
        claims: [],
      }),
    });
    expect(staff.headers["cache-control"]).toBe("no-store");
    const before = first.json().data.length;
    await createNotice(t.database.db, {
      title: "Just posted",
      category: "Prospective Students",
      description: "<p>Body</p>",
      senderName: "Registry",
      startDate: new Date(Date.now() - 1000),
    });
    await vi.waitFor(async () => {
      const res = await t.app.inject({ method: "GET", url: "/api/Notices/recent" });
      expect(res.json().data).toHaveLength(before + 1);
    });
    await t.database.db.delete(notices);
  });

  it("lists the notice categories", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/Notices/categories" });
    expect(res.json().data.map((c: { name: string }) => c.name)).toEqual([
      "Undergraduate",
      "Prospective Students",
      "Postgraduate",
      "All Students",
      "Staff",
    ]);
  });

  it("seeds demo notices once, however often it runs", async () => {
    expect((await seedDemoData(t.database.db)).notices).toBeGreaterThanOrEqual(3);
    expect((await seedDemoData(t.database.db)).notices).toBe(0);
    // Every demo notice reaches someone: a visitor, staff, an NCE or a postgraduate student.
    const readers: NoticeReader[] = [
      { kind: "public" },
      { kind: "staff" },
      { kind: "student", postgraduate: false },
      { kind: "student", postgraduate: true },
    ];
    const categories = new Set<string>();
    for (const reader of readers)
      for (const notice of await listCurrentNotices(t.database.db, reader)) categories.add(notice.category);
    expect(categories.size).toBeGreaterThanOrEqual(5);
    await t.database.db.delete(notices);
  });

  describe("who sees which notice", () => {
    const CATEGORIES = ["Prospective Students", "All Students", "Undergraduate", "Postgraduate", "Staff"];
    const person = (id: number, userType: string, roles: string[]): AuthUser => ({
      id,
      userName: `reader-${id}`,
      userType,
      roles,
      claims: [],
    });
    const nceStudent = person(910_001, "student", ["student"]);
    const pgStudent = person(910_002, "student", ["student"]);
    const lecturer = person(910_003, "lecturer", ["lecturer"]);
    const readAs = async (user: AuthUser | undefined) => {
      const headers = user ? await bearer(t.app, user) : {};
      const res = await t.app.inject({ method: "GET", url: "/api/Notices/recent", headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { category: string }[]).map((notice) => notice.category).sort();
    };

    beforeAll(async () => {
      for (const [index, category] of CATEGORIES.entries())
        await createNotice(t.database.db, {
          title: `${category} notice`,
          category,
          description: "<p>Body</p>",
          senderName: "Registry",
          startDate: new Date(Date.now() - (index + 1) * DAY),
        });
      // Their accounts, with the student types the server reads: NCE (1) and Postgraduate (7).
      for (const user of [nceStudent, pgStudent, lecturer]) await bearer(t.app, user);
      await t.database.session((s) =>
        s.query("UPDATE users SET student_type_id = CASE id WHEN $1 THEN 1 ELSE 7 END WHERE id IN ($1, $2)", [
          nceStudent.id,
          pgStudent.id,
        ]),
      );
    });
    afterAll(async () => t.database.db.delete(notices));

    it("shows an NCE student the students' and undergraduate notices, neither the staff's nor the postgraduate ones", async () => {
      expect(await readAs(nceStudent)).toEqual(["All Students", "Undergraduate"]);
    });

    it("shows a postgraduate student the students' and postgraduate notices", async () => {
      expect(await readAs(pgStudent)).toEqual(["All Students", "Postgraduate"]);
    });

    it("shows staff the staff notices, and visitors those for prospective students", async () => {
      expect(await readAs(lecturer)).toEqual(["Staff"]);
      await vi.waitFor(async () => expect(await readAs(undefined)).toEqual(["Prospective Students"]));
    });

    it("shows a category set for everyone to every reader", async () => {
      await t.database.session((s) =>
        s.query("UPDATE notice_categories SET audience = 'everyone' WHERE name = 'Staff'"),
      );
      // Written beside the app, as a script would: its kept answers go once it hears of the change.
      await t.app.changeFeed.heardAll();
      try {
        expect(await readAs(nceStudent)).toContain("Staff");
        await vi.waitFor(async () => expect(await readAs(undefined)).toContain("Staff"));
      } finally {
        await t.database.session((s) =>
          s.query("UPDATE notice_categories SET audience = 'staff' WHERE name = 'Staff'"),
        );
      }
    });
  });
});
