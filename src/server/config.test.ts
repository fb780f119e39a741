import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../../tests/support/productionEnv";
import { ConfigError, DEV_JWT_SECRET, DEV_RECEIPT_SIGNING_KEY, loadConfig } from "./config";

const strong = "x".repeat(40);

const remita = {
  REMITA_BASE_URL: "https://login.remita.net",
  REMITA_MERCHANT_ID: "2547916",
  REMITA_SERVICE_TYPE_ID: "4430731",
  REMITA_API_KEY: "1946",
};

/** The environment `npm run dev` gives the server. */
const DEVELOPMENT = { NODE_ENV: "development" };

describe("loadConfig", () => {
  it("has working development defaults", () => {
    const config = loadConfig(DEVELOPMENT);
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

  it("signs receipts with RECEIPT_SIGNING_KEY, required in production, a development key elsewhere", () => {
    expect(loadConfig(DEVELOPMENT).receiptSigningKey).toBe(DEV_RECEIPT_SIGNING_KEY);
    expect(loadConfig({ ...DEVELOPMENT, RECEIPT_SIGNING_KEY: strong }).receiptSigningKey).toBe(strong);
    const production = { NODE_ENV: "production", JWT_SECRET: strong, COOKIE_SECRET: strong, ...remita };
    expect(() => loadConfig(production)).toThrow(/RECEIPT_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, RECEIPT_SIGNING_KEY: "short" })).toThrow(/RECEIPT_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, RECEIPT_SIGNING_KEY: DEV_RECEIPT_SIGNING_KEY })).toThrow(
      /RECEIPT_SIGNING_KEY/,
    );
    expect(loadConfig({ ...production, RECEIPT_SIGNING_KEY: strong }).receiptSigningKey).toBe(strong);
  });

  it("runs one process unless WORKERS asks for more, which needs PostgreSQL and a real gateway", () => {
    expect(loadConfig({ NODE_ENV: "development" }).workers).toBe(1);
    const remita = {
      PAYMENT_GATEWAY: "remita",
      REMITA_MERCHANT_ID: "2547916",
      REMITA_SERVICE_TYPE_ID: "4430731",
      REMITA_API_KEY: "1946",
    };
    const cluster = { NODE_ENV: "development", DATABASE_URL: "postgres://db/matric", ...remita };
    expect(loadConfig({ ...cluster, WORKERS: "4" }).workers).toBe(4);
    expect(() => loadConfig({ ...cluster, WORKERS: "two" })).toThrow(
      /WORKERS must be a whole number from 1 to 32/,
    );
    expect(() => loadConfig({ ...cluster, WORKERS: "0" })).toThrow(/WORKERS/);
    expect(() => loadConfig({ ...cluster, WORKERS: "4", DATABASE_URL: "" })).toThrow(
      /needs PostgreSQL: set DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://db/matric", WORKERS: "2" }),
    ).toThrow(/sandbox gateway keeps its payments in one process/);
  });

  it("never seeds demo data in production", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: strong,
      COOKIE_SECRET: strong,
      RECEIPT_SIGNING_KEY: strong,
      SEED_DEMO: "true",
      ...remita,
    });
    expect(config.seedDemo).toBe(false);
  });

  it("needs a real payment gateway in production and the sandbox elsewhere", () => {
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        JWT_SECRET: strong,
        COOKIE_SECRET: strong,
        RECEIPT_SIGNING_KEY: strong,
      }),
    ).toThrow(/REMITA_MERCHANT_ID/);
    const production = loadConfig({
      NODE_ENV: "production",
      JWT_SECRET: strong,
      COOKIE_SECRET: strong,
      RECEIPT_SIGNING_KEY: strong,
      ...remita,
    });
    expect(production.payments.gateway).toBe("remita");
    expect(loadConfig(DEVELOPMENT).payments.gateway).toBe("sandbox");
    expect(loadConfig({ ...DEVELOPMENT, PAYMENT_RECONCILE_INTERVAL_MS: "0" }).paymentReconcileEveryMs).toBe(
      0,
    );
    expect(() => loadConfig({ ...DEVELOPMENT, PAYMENT_RECONCILE_INTERVAL_MS: "soon" })).toThrow(
      /PAYMENT_RECONCILE_INTERVAL_MS/,
    );
  });

  it("uses the development secrets only when NODE_ENV is exactly development or test", () => {
    for (const name of ["development", "test"] as const) {
      const config = loadConfig({ NODE_ENV: name });
      expect(config.env).toBe(name);
      expect(config.jwtSecret).toBe(DEV_JWT_SECRET);
    }
    expect(() => loadConfig({})).toThrow(/NODE_ENV is not set, so Matric runs as production/);
    expect(() => loadConfig({ NODE_ENV: "" })).toThrow(/NODE_ENV is not set/);
    for (const misspelled of ["developement", "Development", "dev", "prod", "staging"])
      expect(() => loadConfig({ NODE_ENV: misspelled })).toThrow(
        new RegExp(
          `NODE_ENV is "${misspelled}".*set NODE_ENV=development.*JWT_SECRET, COOKIE_SECRET, RECEIPT_SIGNING_KEY`,
        ),
      );
  });

  it("runs as production when NODE_ENV is unset or misspelled but real secrets are given", () => {
    const secrets = { JWT_SECRET: strong, COOKIE_SECRET: strong, RECEIPT_SIGNING_KEY: strong, ...remita };
    expect(loadConfig(secrets)).toMatchObject({ env: "production", seedDemo: false, jwtSecret: strong });
    expect(loadConfig({ ...secrets, NODE_ENV: "prod" }).env).toBe("production");
  });

  it("listens on this machine only outside production unless HOST says otherwise", () => {
    expect(loadConfig(DEVELOPMENT).host).toBe("localhost");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("localhost");
    expect(loadConfig({ ...DEVELOPMENT, HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ ...PRODUCTION_ENV }).host).toBe("0.0.0.0");
  });

  it("rejects a port that is not a port", () => {
    expect(() => loadConfig({ ...DEVELOPMENT, PORT: "eighty" })).toThrow(/PORT/);
  });
});
