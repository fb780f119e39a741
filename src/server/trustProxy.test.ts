import { describe, expect, it } from "vitest";
import { PRODUCTION_ENV } from "../../tests/support/productionEnv";
import { ConfigError, loadConfig, startupWarnings } from "./config";

import { fastifyTrustProxy, parseTrustProxy } from "./trustProxy";

/** The environment `npm run dev` gives the server. */
const DEVELOPMENT = { NODE_ENV: "development" };

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default", () => {
    expect(loadConfig(DEVELOPMENT).trustProxy).toBe(false);
    for (const off of ["", "false", "0"]) expect(parseTrustProxy(off)).toBe(false);
    expect(loadConfig({ ...PRODUCTION_ENV }).trustProxy).toBe(false);
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
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: "true" })).toThrow(
      /any client choose its own address/,
    );
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: "10.0.0.0/33,proxy.local" })).toThrow(
      /not understood: 10\.0\.0\.0\/33, proxy\.local/,
    );
    expect(() => loadConfig({ ...DEVELOPMENT, TRUST_PROXY: "99" })).toThrow(/hop count/);
  });

  it("gives Fastify a hop count as a function of the hop", () => {
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect([0, 1, 2].map((hop) => trust("10.0.0.1", hop))).toEqual([true, true, false]);
  });
});

describe("startupWarnings", () => {
  const production = PRODUCTION_ENV;

  it("warns when production's PUBLIC_URL is not https", () => {
    expect(
      startupWarnings(loadConfig({ ...production, PUBLIC_URL: "http://portal.example.edu.ng" })),
    ).toEqual([expect.stringMatching(/PUBLIC_URL is "http:\/\/portal\.example\.edu\.ng"/)]);
    expect(
      startupWarnings(loadConfig({ ...production, PUBLIC_URL: "https://portal.example.edu.ng" })),
    ).toEqual([]);
    expect(startupWarnings(loadConfig(DEVELOPMENT))).toEqual([]);
  });
});
