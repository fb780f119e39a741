import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/server/config";

const strong = "x".repeat(40);

describe("loadConfig", () => {
  it("has working development defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: "development", port: 3000, seedDemo: true, databaseUrl: undefined });
    expect(config.dataDir).toMatch(/data$/);
  });

  it("refuses to start in production on default secrets", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: strong })).toThrow(/COOKIE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: "production", JWT_SECRET: "short", COOKIE_SECRET: strong })).toThrow(
      /JWT_SECRET/,
    );
  });

  it("never seeds demo data in production", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: strong,
      COOKIE_SECRET: strong,
      SEED_DEMO: "true",
    });
    expect(config.seedDemo).toBe(false);
  });

  it("rejects a port that is not a port", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
