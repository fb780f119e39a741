import { describe, expect, it } from "vitest";
import { type AuthUser, signAccessToken, verifyAccessToken } from "./accessToken";

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

describe("access tokens in canonical form", () => {
  it("carries the session, and only a well-formed one", () => {
    const sessionId = "0b9d2c4e-8f1a-4c3b-9d2e-7a6b5c4d3e2f";
    expect(verifyAccessToken(signAccessToken({ ...user, sessionId }, secret).token, secret)?.sessionId).toBe(
      sessionId,
    );
  });

  it("refuses padding and re-spelled base64 that decode to the same bytes", () => {
    const { token } = signAccessToken(user, secret);
    const [header, body, signature] = token.split(".") as [string, string, string];
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.at(-1) ?? "A");
    const respelled = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    expect(Buffer.from(respelled, "base64url")).toEqual(Buffer.from(signature, "base64url"));
    for (const variant of [
      `${token}=`,
      `${token}==`,
      `${header}.${body}=.${signature}`,
      `${header}.${body}.${respelled}`,
    ])
      expect(verifyAccessToken(variant, secret)).toBeUndefined();
    expect(verifyAccessToken(token, secret)).toEqual(user);
  });
});
