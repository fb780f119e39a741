import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createTestDatabase, type TestDatabase } from "../support/testDatabase";

/** The server's log, as written, for a development server and a production-format one. */
describe.each([
  ["development", {}],
  ["development with LOG_FORMAT=json", { LOG_FORMAT: "json" }],
])("the request log in %s", (_name, env) => {
  let testDatabase: TestDatabase;
  const written: string[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  const json = "LOG_FORMAT" in env;

  beforeAll(async () => {
    testDatabase = await createTestDatabase("pglite");
    const config = loadConfig({
      NODE_ENV: "development",
      LOG_LEVEL: "info",
      CLIENT_DIR: "/nonexistent-client-dir",
      ...env,
    });
    app = await buildApp({
      config,
      database: testDatabase.database,
      logDestination: { write: (text: string) => written.push(text) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDatabase?.drop();
  });

  it(json ? "keeps JSON records" : "says each request once, in a line a person reads", async () => {
    written.length = 0;
    // A route that logs at info (the health check logs only problems).
    expect((await app.inject({ url: "/api/no-such-route" })).statusCode).toBe(404);
    const lines = written
      .join("")
      .split("\n")
      .filter((line) => line.includes("/api/no-such-route"));
    if (json) {
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    } else {
      expect(lines).toEqual([
        expect.stringMatching(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/no-such-route 404 \(\d+ ms\)$/),
      ]);
    }
  });
});
