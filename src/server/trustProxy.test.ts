import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, startupWarnings } from "./config";

/** A production environment that starts: strong secrets and the payment gateway's settings. */
const productionBase = {
  NODE_ENV: "production",
  JWT_SECRET: "x".repeat(40),
  COOKIE_SECRET: "y".repeat(40),
  REMITA_BASE_URL: "https://login.remita.net",
  REMITA_MERCHANT_ID: "2547916",
  REMITA_SERVICE_TYPE_ID: "4430731",
  REMITA_API_KEY: "1946",
};

import { fastifyTrustProxy, parseTrustProxy } from "./trustProxy";

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ["", "false", "0"]) expect(parseTrustProxy(off)).toBe(false);
    expect(loadConfig({ ...productionBase }).trustProxy).toBe(false);
  });

  it("takes a hop count or a list of addresses and subnets", () => {
    expect(parseTrustProxy("1")).toBe(1);
    expect(parseTrustProxy(" 10.0.0.0/8, 127.0.0.1 ,::1,fd00::/8,loopback")).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses to trust every hop, and names what it cannot read", () => {
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/any client choose its own address/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33,proxy.local" })).toThrow(
      /not understood: 10\.0\.0\.0\/33, proxy\.local/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "99" })).toThrow(/hop count/);
  });

  it("gives Fastify a hop count as a function of the hop", () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
  });
});

describe("startupWarnings", () => {
  const production = productionBase;

  it("warns when production's PUBLIC_URL is not https", () => {
    expect(
      startupWarnings(loadConfig({ ...production, PUBLIC_URL: "http://portal.example.edu.ng" })),
    ).toEqual([expect.stringMatching(/PUBLIC_URL is "http:\/\/portal\.example\.edu\.ng"/)]);
    expect(
      startupWarnings(loadConfig({ ...production, PUBLIC_URL: "https://portal.example.edu.ng" })),
    ).toEqual([]);
    expect(startupWarnings(loadConfig({}))).toEqual([]);
  });
});
