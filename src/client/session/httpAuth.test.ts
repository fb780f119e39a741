import { describe, expect, it } from "vitest";
import { leavesForNoAccess } from "./httpAuth";

describe("leavesForNoAccess", () => {
  it("sends a refused read to /no_access", () => {
    expect(leavesForNoAccess(403, "get")).toBe(true);
    expect(leavesForNoAccess(403, "GET")).toBe(true);
    expect(leavesForNoAccess(403, undefined)).toBe(true);
  });

  it("keeps a refused write on its screen, where its message shows", () => {
    for (const method of ["post", "put", "patch", "delete"])
      expect(leavesForNoAccess(403, method)).toBe(false);
  });

  it("ignores every other status", () => {
    expect(leavesForNoAccess(401, "get")).toBe(false);
    expect(leavesForNoAccess(404, "get")).toBe(false);
  });
});
