import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPER_ADMIN_ROLE } from "../../src/schema/access";
import type { AuthUser } from "../../src/server/modules/auth/accessToken";
import { UNREADABLE_UPLOAD } from "../../src/server/plugins/uploads";
import { multipartFile } from "../support/resourceRequests";
import { bearer } from "../support/sessionToken";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const superAdmin: AuthUser = {
  id: 900_010,
  userName: "superadmin",
  userType: "official",
  roles: [SUPER_ADMIN_ROLE],
  claims: [],
};

/** A body whose headers promise a file that never ends: no closing boundary, cut mid-file. */
function truncated(): { payload: Buffer; headers: Record<string, string> } {
  const whole = multipartFile("list.csv", Buffer.from("a,b,c\n".repeat(200)), "text/csv");
  return { headers: whole.headers, payload: whole.payload.subarray(0, whole.payload.length / 2) };
}

const MALFORMED = {
  "no boundary": () => ({
    headers: { "content-type": "multipart/form-data" },
    payload: Buffer.from('Content-Disposition: form-data; name="file"\r\n\r\nx'),
  }),
  "a truncated body": truncated,
};

describe.each(databaseKinds)("malformed multipart uploads on %s", (kind) => {
  let t: TestApp;
  // Every route that takes a file, found from the routes themselves (a new one is covered at once).
  let uploadRoutes: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    uploadRoutes = t.app.accessTable
      .filter((route) => route.method === "POST" && /upload/i.test(route.url) && !/passport/.test(route.url))
      // The score sheet routes name their course and term in the query; a resource list's upload
      // takes only its own filters there (a preset's fixed values), so it gets none.
      .map((route) =>
        route.url.includes("/resources/")
          ? route.url.replace(":name", "notices")
          : `${route.url}?courseId=1&sessionId=1`,
      );
  });
  afterAll(async () => t?.close());

  it("finds the file upload routes", () => {
    expect(uploadRoutes).toEqual(
      expect.arrayContaining([
        "/api/resources/notices/upload",
        "/api/AdmissionList/upload?courseId=1&sessionId=1",
        "/api/Results/upload-result-score-sheet?courseId=1&sessionId=1",
        "/api/Results/cbt-result-upload?courseId=1&sessionId=1",
      ]),
    );
  });

  for (const [what, body] of Object.entries(MALFORMED)) {
    it(`answers 400 on the file, not 500, to ${what} on every upload route`, async () => {
      const headers = await bearer(t.app, superAdmin);
      for (const url of uploadRoutes) {
        const { payload, headers: contentType } = body();
        const res = await t.app.inject({
          method: "POST",
          url,
          payload,
          headers: { ...headers, ...contentType },
        });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
        expect(res.json().errors).toEqual([{ path: "file", message: UNREADABLE_UPLOAD }]);
      }
    });
  }
});
