import { describe, expect, it } from "vitest";
import { rolesInToken } from "./tokenRoles";

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("rolesInToken", () => {
  it("reads the roles from an access token's payload", () => {
    const token = `${encode({ alg: "HS256" })}.${encode({ sub: "7", roles: ["lecturer", "hod"] })}.sig`;
    expect(rolesInToken(token)).toEqual(["lecturer", "hod"]);
  });

  it("gives no roles for a token it cannot read", () => {
    expect(rolesInToken("not-a-token")).toEqual([]);
    expect(rolesInToken("a.!!!.c")).toEqual([]);
    expect(rolesInToken(`a.${encode({ roles: "admin" })}.c`)).toEqual([]);
  });
});
