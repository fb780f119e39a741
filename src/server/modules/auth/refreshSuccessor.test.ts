import { describe, expect, it } from "vitest";
import { openSuccessor, sealSuccessor } from "./refreshSuccessor";

describe("the sealed successor of a refresh token", () => {
  it("opens only with the old token", () => {
    const sealed = sealSuccessor("old-token", "new-token");
    expect(sealed).not.toContain("new-token");
    expect(openSuccessor("old-token", sealed)).toBe("new-token");
    expect(openSuccessor("another-token", sealed)).toBeUndefined();
    const [iv, tag, body = ""] = sealed.split(".");
    const tampered = `${iv}.${tag}.${body.startsWith("A") ? "B" : "A"}${body.slice(1)}`;
    expect(openSuccessor("old-token", tampered)).toBeUndefined();
    expect(openSuccessor("old-token", "not.sealed")).toBeUndefined();
  });
});
