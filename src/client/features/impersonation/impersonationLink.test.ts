import { describe, expect, it } from "vitest";
import { readImpersonationLink } from "./impersonationLink";

const TOKEN = "q0B6yXx3Jf5_ZkHbq1-2lmNOPqrstuvwxyzABCDEFGH";

describe("readImpersonationLink", () => {
  it("reads the three values of a link", () => {
    const params = new URLSearchParams({ userIdToImpersonate: "10", impersonatorId: "1", token: TOKEN });
    expect(readImpersonationLink(params)).toEqual({
      userIdToImpersonate: 10,
      impersonatorId: 1,
      token: TOKEN,
    });
  });

  it("refuses a link with a value missing or malformed", () => {
    for (const query of [
      `impersonatorId=1&token=${TOKEN}`,
      `userIdToImpersonate=0&impersonatorId=1&token=${TOKEN}`,
      `userIdToImpersonate=x&impersonatorId=1&token=${TOKEN}`,
      "userIdToImpersonate=10&impersonatorId=1&token=short",
      `userIdToImpersonate=10&impersonatorId=1&token=${TOKEN}%3Cscript%3E`,
    ])
      expect(readImpersonationLink(new URLSearchParams(query)), query).toBeUndefined();
  });
});
