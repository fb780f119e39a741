import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../../src/server/modules/auth/accessToken";
import { MAX_FIELD_ERRORS, MAX_JSON_DEPTH } from "../../../src/server/validation/inputLimits";
import { makeApplicant } from "../../support/applicantSession";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

const superadmin: AuthUser = {
  id: 1,
  userName: "superadmin",
  userType: "official",
  roles: ["superadmin"],
  claims: ["impersonate"],
};

/** `{"a":{"a":…{"a":1}}}` `depth` objects deep, as JSON text (JSON.stringify would recurse). */
function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
}

describe.each(databaseKinds)("no input gives a 500, on %s", (kind) => {
  let t: TestApp;
  let bearer: string;
  /** The drafts API is an applicant's: a signed-in applicant's cookie. */
  let applicant: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    bearer = `Bearer ${await sessionToken(t.app, superadmin)}`;
    applicant = { cookie: (await makeApplicant(t.database.db)).cookie };
  });
  afterAll(async () => t?.close());

  const send = (
    method: "GET" | "POST" | "PUT",
    url: string,
    payload?: unknown,
    signedIn: boolean | { cookie: string } = true,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(signedIn === true ? { authorization: bearer } : {}),
        ...(typeof signedIn === "object" ? signedIn : {}),
        ...(typeof payload === "string" ? { "content-type": "application/json" } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

  const expectFieldError = (res: { statusCode: number; json(): unknown }, path: string, message: RegExp) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: { path: string; message: string }[] };
    expect(body.errors).toContainEqual({ path, message: expect.stringMatching(message) });
  };

  it("refuses a NUL character in the user name of an unauthenticated sign-in, naming the field", async () => {
    const res = await send(
      "POST",
      "/api/Authentication/login",
      { userName: "a\u0000b", password: "x" },
      false,
    );
    expectFieldError(res, "userName", /NUL/);
  });

  it("refuses NUL and unpaired surrogates in verify-user and rating comments", async () => {
    expectFieldError(
      await send(
        "POST",
        "/api/Authentication/verify-user",
        { userName: "NCE/2025/CSC/0142", contact: "x\u0000" },
        false,
      ),
      "contact",
      /NUL/,
    );
    expectFieldError(
      await send("POST", "/api/Dashboard/create-rating", '{"rating":5,"comment":"ok \\ud800 then"}'),
      "comment",
      /unpaired surrogate/,
    );
  });

  it("refuses NUL in a list's and an export's search, and in an object key", async () => {
    expectFieldError(await send("GET", "/api/resources/departments?search=%00"), "search", /NUL/);
    expectFieldError(
      await send("GET", "/api/resources/departments/export?format=csv&search=%00"),
      "search",
      /NUL/,
    );
    expectFieldError(
      await send("PUT", "/api/ApplicationDrafts/nce", { personal: { "bad\u0000key": "x" } }, applicant),
      "personal.bad\\u0000key",
      /NUL/,
    );
  });

  it("refuses a 3,000-deep draft submit with a 400, and lets the limit's depth through to the draft's own checks", async () => {
    const res = await send("POST", "/api/ApplicationDrafts/nce/submit", nested(3000), applicant);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].message).toMatch(/nested too deeply/);
    const atLimit = await send("PUT", "/api/ApplicationDrafts/nce", nested(MAX_JSON_DEPTH - 1), applicant);
    expect(atLimit.statusCode).toBeLessThan(500);
    expect(atLimit.body).not.toMatch(/nested too deeply/);
  });

  it("answers integers beyond int4 (and 1e308) with a 400 naming the field", async () => {
    expectFieldError(
      await send("POST", "/api/Authentication/toggle-user-activation-status?userId=2147483648"),
      "userId",
      /must be at most 2147483647/,
    );
    expectFieldError(
      await send(
        "POST",
        "/api/Authentication/impersonate",
        '{"userIdToImpersonate":1e308,"reason":"checking a report","minutes":5}',
      ),
      "userIdToImpersonate",
      /must be at most 2147483647/,
    );
    expectFieldError(
      await send("POST", "/api/Notification/read-notification/99999999999"),
      "id",
      /must be at most/,
    );
    expectFieldError(
      await send(
        "POST",
        "/api/Authentication/send-setup-password-email",
        { userId: 2 ** 40, email: "a@b.ng", setupToken: "x".repeat(43) },
        false,
      ),
      "userId",
      /must be at most 2147483647/,
    );
  });

  it("caps the errors of an answer, however many unknown keys a body has", async () => {
    const body = Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1]));
    const res = await send("POST", "/api/Authentication/login", body, false);
    expect(res.statusCode).toBe(400);
    const { errors } = res.json() as { errors: { path: string; message: string }[] };
    expect(errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(errors.at(-1)?.message).toMatch(/and \d+ more problems/);
    expect(res.body.length).toBeLessThan(10_000);
  });

  it("answers a NUL, broken UTF-8 or oversized session cookie as no session, never a 500", async () => {
    const routes = [
      ["POST", "/api/Authentication/refresh-token", 401],
      ["POST", "/api/Authentication/logout", 200],
      ["GET", "/api/Applicant/session", 401],
      ["GET", "/api/ApplicationDrafts/nce", 401],
      ["POST", "/api/Authentication/impersonation/refresh-token", 401],
      ["POST", "/api/Authentication/end-impersonation", 200],
    ] as const;
    const prefix = t.app.appConfig.cookiePrefix;
    for (const value of ["%00abc", "abc%FF%FE", "a\u00e9", "x".repeat(4000)]) {
      const cookie = ["refresh", "applicant", "impersonation"].map((name) => `${prefix}_${name}=${value}`);
      for (const [method, url, status] of routes) {
        const res = await t.app.inject({ method, url, headers: { cookie: cookie.join("; ") } });
        expect({ url, value: value.slice(0, 12), status: res.statusCode }).toEqual({
          url,
          value: value.slice(0, 12),
          status,
        });
      }
    }
  });
});
