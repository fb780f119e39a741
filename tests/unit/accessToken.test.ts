import { describe, expect, it } from "vitest";
import { type AuthUser, signAccessToken, verifyAccessToken } from "../../src/server/modules/auth/accessToken";

const user: AuthUser = {
  id: 7,
  userName: "registrar",
  userType: "official",
  roles: ["registrar"],
  claims: [],
};
const secret = "s".repeat(40);

describe("access tokens", () => {
  it("round-trips the user", () => {
    const { token, expires } = signAccessToken(user, secret);
    expect(verifyAccessToken(token, secret)).toEqual(user);
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now());
  });

  it("rejects a token signed with another secret, tampered or expired", () => {
    const { token } = signAccessToken(user, secret);
    expect(verifyAccessToken(token, "x".repeat(40))).toBeUndefined();
    const [h, , s] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "1", roles: ["superadmin"], exp: 9e9 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${h}.${forged}.${s}`, secret)).toBeUndefined();
    const old = signAccessToken(user, secret, { seconds: 60, now: Date.now() - 120_000 });
    expect(verifyAccessToken(old.token, secret)).toBeUndefined();
    expect(verifyAccessToken("garbage", secret)).toBeUndefined();
  });

  it("carries the impersonator", () => {
    const { token } = signAccessToken({ ...user, impersonatorId: 1 }, secret);
    expect(verifyAccessToken(token, secret)?.impersonatorId).toBe(1);
  });
});
