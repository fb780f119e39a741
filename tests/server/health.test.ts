import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

describe.each(databaseKinds)("GET /api/health on %s", (kind) => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it("answers ok when the database answers", async () => {
    t = await createTestApp(kind);
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", db: "ok" });
  });

  it("answers 503 with db down when the database does not answer", async () => {
    t = await createTestApp(kind);
    await t.database.close();
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ db: "down" });
  });
});
