import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/server/config";
import { startEnvironment } from "./startEnvironment.mjs";

describe("startEnvironment", () => {
  it("runs a person's first `npm start` at a terminal in development, and says so", () => {
    const { env, note } = startEnvironment({}, true);
    expect(env.NODE_ENV).toBe("development");
    expect(note).toMatch(/NODE_ENV is not set: running in development/);
    expect(loadConfig(env).env).toBe("development");
  });

  it("assumes nothing without a terminal: the server refuses the development secrets", () => {
    const { env, note } = startEnvironment({}, false);
    expect(env.NODE_ENV).toBeUndefined();
    expect(note).toBeUndefined();
    expect(() => loadConfig(env)).toThrow(/NODE_ENV is not set/);
  });

  it("passes on a NODE_ENV that is set, misspelled or not", () => {
    expect(startEnvironment({ NODE_ENV: "developement" }, true).env.NODE_ENV).toBe("developement");
    expect(startEnvironment({ NODE_ENV: "production" }, true).env.NODE_ENV).toBe("production");
  });
});
