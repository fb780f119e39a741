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

describe("a 401 on a signed-in call", () => {
  it("signs out and remembers that the server ended the session (the sign-in page says why); signing in forgets it", async () => {
    const { installFakeHttp } = await import("../../../tests/support/fakeHttp");
    const { http } = await import("../api/http");
    const { installHttpAuth } = await import("./httpAuth");
    const { sessionStore } = await import("./sessionStore");
    installHttpAuth();
    const server = installFakeHttp(() => ({
      status: 401,
      body: { success: false, message: "Token expired" },
    }));
    const signIn = () =>
      sessionStore.signIn({
        userId: 7,
        userType: "official",
        fullName: "Mrs. Ngozi Okafor",
        birthday: null,
        studentTypeId: null,
        jwtToken: { token: "a.b.c", expires: "2030-01-01T00:00:00.000Z" },
        displayCSATModal: false,
        impersonatorUsername: null,
        isImpersonating: false,
        menuItems: ["dashboard"],
        oldUser: true,
        twoFactor: false,
      });
    try {
      signIn();
      expect(sessionStore.endedByServer()).toBe(false);
      await expect(http.get("/ApplicationTypes/admin/types")).rejects.toThrow();
      expect(sessionStore.get()).toBeNull();
      expect(sessionStore.endedByServer()).toBe(true);
      signIn();
      expect(sessionStore.endedByServer()).toBe(false);
    } finally {
      server.restore();
      sessionStore.signOut();
    }
  });
});
