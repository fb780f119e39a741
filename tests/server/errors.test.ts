import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { ConflictError } from "../../src/server/errors";
import { createTestApp, type TestApp } from "../support/testApp";
import { createTestDatabase, databaseKinds } from "../support/testDatabase";

describe.each(databaseKinds)("the error envelope on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {}, { ready: false });
    // Routes that exist only in this test, registered on the real app with its real error handler.
    t.app.post(
      "/api/test/echo",
      {
        config: { access: "public" },
        schema: {
          body: {
            type: "object",
            additionalProperties: false,
            required: ["surname", "age"],
            properties: { surname: { type: "string", minLength: 2 }, age: { type: "integer" } },
          },
        },
      },
      async (request) => ({ success: true, data: request.body }),
    );
    t.app.get("/api/test/crash", { config: { access: "public" } }, async () => {
      throw new Error("secret internals at /srv/matric/db.ts:42");
    });
    t.app.get("/api/test/conflict", { config: { access: "public" } }, async () => {
      throw new ConflictError("This department is still used by 3 programmes");
    });
    await t.app.ready();
  });
  afterAll(async () => t?.close());

  it("answers a JSON 404 for an unknown API route", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/no/such/thing?x=1" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      title: "Not found",
      message: "No route GET /api/no/such/thing",
      errors: [],
    });
  });

  it("names each invalid field with its message", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { surname: "A", extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, title: "Validation failed" });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: "age", message: "please input Age" },
        { path: "surname", message: "must be at least 2 characters long" },
        { path: "extra", message: "Extra is not an allowed field" },
      ]),
    );
  });

  it("rejects unknown fields instead of silently dropping them, and never coerces body types", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      payload: { surname: "Ade", age: "19" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "age", message: "must be a whole number" }]);
  });

  it("answers malformed JSON with a 400 in the envelope", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, errors: [] });
  });

  it("maps a service's typed error to its status", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/conflict" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      title: "Conflict",
      message: "This department is still used by 3 programmes",
      errors: [],
    });
  });

  it("hides internals of an unexpected failure", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/secret|\/srv|stack|at /);
    expect(res.json()).toMatchObject({ success: false, title: "Server error" });
  });

  it("sends a strict Content-Security-Policy and other security headers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-(eval|inline)/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });
});

describe("route access declarations", () => {
  it("refuses to register an API route that declares no access", async () => {
    const { database, drop } = await createTestDatabase("pglite");
    const app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database });
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(/declares no access/);
    await app.close();
    await drop();
  });
});
