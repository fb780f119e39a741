import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notices } from "../../src/server/db/schema";
import { seedDemoData } from "../../src/server/db/seed/seed";
import { createNotice, listCurrentNotices } from "../../src/server/modules/notices/noticeService";
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
    const base = { category: "Staff", description: "<p>Body</p>", senderName: "Registry" };
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

    const res = await t.app.inject({ method: "GET", url: "/api/Notices/recent" });
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(["Newest", "Older"]);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: "Newest",
      category: "Staff",
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
    const current = await listCurrentNotices(t.database.db);
    expect(new Set(current.map((n) => n.category)).size).toBeGreaterThanOrEqual(3);
    await t.database.db.delete(notices);
  });
});
