import { describe, expect, it } from "vitest";
import { ConfigError, DEV_RECEIPT_SIGNING_KEY, loadConfig } from "./config";

const strong = "x".repeat(40);

const remita = {
  REMITA_BASE_URL: "https://login.remita.net",
  REMITA_MERCHANT_ID: "2547916",
  REMITA_SERVICE_TYPE_ID: "4430731",
  REMITA_API_KEY: "1946",
};

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

  it("signs receipts with RECEIPT_SIGNING_KEY, required in production, a development key elsewhere", () => {
    expect(loadConfig({}).receiptSigningKey).toBe(DEV_RECEIPT_SIGNING_KEY);
    expect(loadConfig({ RECEIPT_SIGNING_KEY: strong }).receiptSigningKey).toBe(strong);
    const production = { NODE_ENV: "production", JWT_SECRET: strong, COOKIE_SECRET: strong, ...remita };
    expect(() => loadConfig(production)).toThrow(/RECEIPT_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, RECEIPT_SIGNING_KEY: "short" })).toThrow(/RECEIPT_SIGNING_KEY/);
    expect(() => loadConfig({ ...production, RECEIPT_SIGNING_KEY: DEV_RECEIPT_SIGNING_KEY })).toThrow(
      /RECEIPT_SIGNING_KEY/,
    );
    expect(loadConfig({ ...production, RECEIPT_SIGNING_KEY: strong }).receiptSigningKey).toBe(strong);
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
    expect(loadConfig({}).payments.gateway).toBe("sandbox");
    expect(loadConfig({ PAYMENT_RECONCILE_INTERVAL_MS: "0" }).paymentReconcileEveryMs).toBe(0);
    expect(() => loadConfig({ PAYMENT_RECONCILE_INTERVAL_MS: "soon" })).toThrow(
      /PAYMENT_RECONCILE_INTERVAL_MS/,
    );
  });

  it("rejects a port that is not a port", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
  });
});
