import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompressPlugin.mjs";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { PRODUCTION_ENV } from "../support/productionEnv";
import { registrar, student } from "../support/resourceRequests";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";

const lecturer: AuthUser = {
  id: 900_020,
  userName: "lecturer",
  userType: "lecturer",
  roles: ["lecturer"],
  claims: [],
};

/** A script large enough to be worth compressing, as most of the build's are. */
const SCRIPT_BODY = Array.from({ length: 200 }, (_, i) => `console.log("line ${i}");`).join("\n");

/** A built client with one script and its source map, as `vite build` leaves it. */
async function builtClient(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "matric-client-"));
  await mkdir(path.join(dir, "assets"));
  await writeFile(path.join(dir, "index.html"), "<!doctype html><title>Matric</title>");
  await writeFile(
    path.join(dir, "assets", "index-abc123.js"),
    `${SCRIPT_BODY}\n//# sourceMappingURL=index-abc123.js.map`,
  );
  await writeFile(
    path.join(dir, "assets", "index-abc123.js.map"),
    '{"version":3,"sources":["src/main.tsx"]}',
  );
  // The build's last step: the .br and .gz copies of every text file.
  await precompress(dir);
  return dir;
}

describe.each([
  ["production", PRODUCTION_ENV],
  ["development", { NODE_ENV: "development" }],
] as const)("what the server hands out in %s", (name, env) => {
  let t: TestApp;
  let clientDir: string;
  const production = name === "production";

  beforeAll(async () => {
    clientDir = await builtClient();
    t = await createTestApp("pglite", { ...env, LOG_LEVEL: "silent", CLIENT_DIR: clientDir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  it(
    production ? "serves scripts but not their source maps" : "serves scripts and their source maps",
    async () => {
      const script = await t.app.inject({ url: "/assets/index-abc123.js" });
      expect(script.statusCode).toBe(200);
      const map = await t.app.inject({ url: "/assets/index-abc123.js.map" });
      expect(map.statusCode).toBe(production ? 404 : 200);
      if (production) expect(map.body).not.toContain("src/main.tsx");
      // Pages still fall through to the single-page app.
      expect((await t.app.inject({ url: "/dashboard" })).body).toContain("<title>Matric</title>");
    },
  );

  it("hands out the build's brotli or gzip copy by Accept-Encoding, cached for good, and compresses large JSON", async () => {
    const script = (encoding?: string) =>
      t.app.inject({
        url: "/assets/index-abc123.js",
        headers: encoding ? { "accept-encoding": encoding } : {},
      });
    const br = await script("br, gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.length).toBeLessThan(SCRIPT_BODY.length / 4);
    const gz = await script("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toContain(SCRIPT_BODY);
    const raw = await script();
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body).toContain(SCRIPT_BODY);

    const api = await t.app.inject({
      url: "/api/openapi.json",
      headers: { ...(await bearer(t.app, registrar)), "accept-encoding": "gzip" },
    });
    expect(api.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(api.rawPayload).toString())).toHaveProperty("openapi");
    // Small answers go out as they are.
    const small = await t.app.inject({ url: "/api/health", headers: { "accept-encoding": "gzip" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("serves the OpenAPI document only to signed-in staff", async () => {
    const as = async (user?: AuthUser) =>
      (await t.app.inject({ url: "/api/openapi.json", headers: user ? await bearer(t.app, user) : {} }))
        .statusCode;
    expect(await as()).toBe(401);
    expect(await as(student)).toBe(403);
    expect(await as(registrar)).toBe(200);
    expect(await as(lecturer)).toBe(200);
  });
});
