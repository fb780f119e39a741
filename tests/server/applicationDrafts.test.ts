import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collegeYear } from "../../src/schema";
import { buildApp } from "../../src/server/app";
import { queryRows } from "../../src/server/db/database";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { DRAFT_ABANDONED_DAYS } from "../../src/server/modules/applications/draftCleanup";
import {
  DRAFT_BYTES_PER_ADDRESS,
  DRAFT_MAX_BYTES,
  DRAFT_SAVES_PER_DRAFT,
  DRAFT_TOO_LARGE,
} from "../../src/server/modules/applications/draftLimits";
import { ALREADY_SUBMITTED } from "../../src/server/modules/applications/draftService";
import { makeApplicant } from "../support/applicantSession";
import { validNceApplication } from "../support/nceFixtures";
import { dataUrlOf, noisePng } from "../support/pictures";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const URL = "/api/ApplicationDrafts/nce";

describe.each(databaseKinds)("application drafts of signed-in applicants on %s", (kind) => {
  let t: TestApp;
  // Each test uses its own address, so the rate-limit test cannot starve the others.
  let address = 0;
  const nextAddress = () => `10.0.0.${++address}`;

  const call = (
    method: "GET" | "PUT" | "DELETE" | "POST",
    url: string,
    { cookie, payload, ip = "10.0.1.1" }: { cookie?: string; payload?: unknown; ip?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      remoteAddress: ip,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Submitting checks the chosen LGA against the state's LGAs, as on a real first start.
    await seedReferenceLists(t.database.db);
    // The School → department → course option choices the forms offer (and the server checks).
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  /** A new applicant with a paid NCE invoice and a live session: their session cookie. */
  const signedIn = async () => (await makeApplicant(t.database.db)).cookie;

  it("refuses every draft call without an applicant session (401), and ignores staff-looking or forged cookies", async () => {
    for (const cookie of [undefined, "fcet_applicant=not-a-token", `fcet_applicant=${"A".repeat(43)}`]) {
      for (const [method, url] of [
        ["GET", URL],
        ["PUT", URL],
        ["DELETE", URL],
        ["POST", `${URL}/submit`],
      ] as const) {
        const res = await call(method, url, {
          ...(cookie ? { cookie } : {}),
          ...(method === "PUT" || method === "POST" ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${method} ${url} ${cookie}`).toBe(401);
        expect(res.json()).toMatchObject({
          success: false,
          message: "Please sign in with your paid invoice to open your application.",
        });
      }
    }
    const [rows] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM application_drafts WHERE applicant_id IS NULL`,
    );
    expect(rows?.n).toBe(0);
  });

  it("creates the applicant's draft on the first save, recording the address", async () => {
    const applicant = await makeApplicant(t.database.db);
    const ip = nextAddress();
    const res = await call("PUT", URL, {
      cookie: applicant.cookie,
      payload: { personal: { surname: "Okafor" } },
      ip,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Saved",
      data: { applicationType: "nce", data: { personal: { surname: "Okafor" } }, submittedAt: null },
    });
    const rows = await queryRows<{ ip: string; data: unknown }>(
      t.database.db,
      sql`SELECT ip, data FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
    );
    expect(rows).toEqual([{ ip, data: { personal: { surname: "Okafor" } } }]);
  });

  it("reads the draft back, and updates it in place with the same cookie", async () => {
    const ip = nextAddress();
    const applicant = await makeApplicant(t.database.db);
    const { cookie } = applicant;
    expect(
      (await call("PUT", URL, { cookie, payload: { personal: { surname: "Okafor" } }, ip })).statusCode,
    ).toBe(201);
    const read = await call("GET", URL, { cookie });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.data).toEqual({ personal: { surname: "Okafor" } });

    const updated = await call("PUT", URL, {
      cookie,
      payload: { personal: { surname: "Okafor", firstname: "Ada" }, programme: { facultyId: 1 } },
      ip,
    });
    expect(updated.statusCode).toBe(200);
    const again = await call("GET", URL, { cookie });
    expect(again.json().data.data).toEqual({
      personal: { surname: "Okafor", firstname: "Ada" },
      programme: { facultyId: 1 },
    });
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM application_drafts WHERE applicant_id = ${applicant.applicantId}`,
    );
    expect(count?.n).toBe(1);
  });

  it("one applicant can neither read nor change another's application (404), nor one of another type", async () => {
    const ip = nextAddress();
    const mine = await signedIn();
    const theirs = await signedIn();
    await call("PUT", URL, { cookie: mine, payload: { personal: { surname: "Mine" } }, ip });
    // Theirs has no draft yet: they see none, not mine.
    expect((await call("GET", URL, { cookie: theirs })).statusCode).toBe(404);
    expect((await call("DELETE", URL, { cookie: theirs })).statusCode).toBe(404);
    await call("PUT", URL, { cookie: theirs, payload: { personal: { surname: "Theirs" } }, ip });
    expect((await call("GET", URL, { cookie: theirs })).json().data.data).toEqual({
      personal: { surname: "Theirs" },
    });
    expect((await call("GET", URL, { cookie: mine })).json().data.data).toEqual({
      personal: { surname: "Mine" },
    });

    // An NCE applicant's session opens no other type's form (another type's URL is a missing draft).
    const other = t.app.applicationTypes.find((type) => type.meta.id !== "nce");
    if (other) {
      const url = `/api/ApplicationDrafts/${other.meta.id}`;
      expect((await call("GET", url, { cookie: mine })).statusCode).toBe(404);
      expect((await call("PUT", url, { cookie: mine, payload: {}, ip })).statusCode).toBe(404);
    }
  });

  it("discards a draft", async () => {
    const cookie = await signedIn();
    await call("PUT", URL, { cookie, payload: {}, ip: nextAddress() });
    const res = await call("DELETE", URL, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Draft discarded" });
    expect((await call("GET", URL, { cookie })).statusCode).toBe(404);
    expect((await call("DELETE", URL, { cookie })).statusCode).toBe(404);
  });

  it("rejects keys that are not sections of the form, and bodies that are not objects", async () => {
    const ip = nextAddress();
    const cookie = await signedIn();
    const res = await call("PUT", URL, {
      cookie,
      payload: { personal: {}, script: "<script>alert(1)</script>" },
      ip,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: "script", message: "script is not an allowed field" }]);
    expect((await call("PUT", URL, { cookie, payload: [1, 2], ip })).statusCode).toBe(400);
  });

  it("submits a valid application, which is then read-only (409) but still readable", async () => {
    const ip = nextAddress();
    const cookie = await signedIn();
    await call("PUT", URL, { cookie, payload: { personal: { surname: "Okafor" } }, ip });
    const application = validNceApplication();
    const res = await call("POST", `${URL}/submit`, { cookie, payload: application, ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: "Application submitted" });
    expect(res.json().data.submittedAt).toEqual(expect.any(String));

    const read = await call("GET", URL, { cookie });
    expect(read.statusCode).toBe(200);
    // Stored as sent (ajv's defaults are not written into it).
    expect(read.json().data.data).toEqual(application);
    expect(read.json().data.submittedAt).toBe(res.json().data.submittedAt);

    for (const [method, url] of [
      ["PUT", URL],
      ["POST", `${URL}/submit`],
      ["DELETE", URL],
    ] as const) {
      const blocked = await call(method, url, {
        cookie,
        ip,
        ...(method === "DELETE" ? {} : { payload: application }),
      });
      expect(blocked.statusCode, `${method} ${url}`).toBe(409);
      expect(blocked.json()).toMatchObject({
        success: false,
        message: ALREADY_SUBMITTED,
      });
    }
  });

  it("refuses an invalid application with the shared messages at each field's path", async () => {
    const ip = nextAddress();
    const cookie = await signedIn();
    await call("PUT", URL, { cookie, payload: {}, ip });
    const application = validNceApplication();
    application.personal.mobileNumber = "0803123456";
    application.personal.dateOfBirth = `${collegeYear() - 14}-01-01`;
    delete application.programme.modeOfStudyId;
    const res = await call("POST", `${URL}/submit`, { cookie, payload: application, ip });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, title: "Validation failed" });
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { path: "personal.mobileNumber", message: "invalid phone number" },
        { path: "personal.dateOfBirth", message: "you must be at least 15 years old" },
        { path: "programme.modeOfStudyId", message: "please input Mode of study" },
      ]),
    );
    // Nothing was submitted: the draft is still open.
    const read = await call("GET", URL, { cookie });
    expect(read.json().data).toMatchObject({ data: {}, submittedAt: null });
  });

  it("will not submit before the applicant saved a draft", async () => {
    const res = await call("POST", `${URL}/submit`, {
      cookie: await signedIn(),
      payload: validNceApplication(),
      ip: nextAddress(),
    });
    expect(res.statusCode).toBe(404);
  });

  it("answers 404 for an unknown application type", async () => {
    const cookie = await signedIn();
    for (const [method, url] of [
      ["GET", "/api/ApplicationDrafts/phd"],
      ["PUT", "/api/ApplicationDrafts/phd"],
      ["DELETE", "/api/ApplicationDrafts/phd"],
      ["POST", "/api/ApplicationDrafts/phd/submit"],
      ["GET", "/api/ApplicationDrafts/..%2Fcommon"],
    ] as const) {
      const res = await call(method, url, {
        cookie,
        ...(method === "PUT" || method === "POST" ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "There is no such application type." });
    }
  });

  it("refuses a body over 512 KB with 413", async () => {
    const res = await call("PUT", URL, {
      cookie: await signedIn(),
      payload: { uploads: { passport: `data:image/png;base64,${"A".repeat(520 * 1024)}` } },
      ip: nextAddress(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: DRAFT_TOO_LARGE });
    // A realistic one (a ~270 KB passport data URL) is fine.
    const fits = await call("PUT", URL, {
      cookie: await signedIn(),
      payload: { uploads: { passport: dataUrlOf("image/png", noisePng(270 * 1024)) } },
      ip: nextAddress(),
    });
    expect(fits.statusCode).toBe(201);
  });

  it("limits saves per draft (429 with Retry-After), not the other drafts of the address", async () => {
    const ip = nextAddress();
    const cookie = await signedIn();
    await call("PUT", URL, { cookie, payload: {}, ip });
    for (let i = 0; i < DRAFT_SAVES_PER_DRAFT.limit; i += 1) {
      const res = await call("PUT", URL, { cookie, payload: { personal: { surname: `N${i}` } }, ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await call("PUT", URL, { cookie, payload: {}, ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ success: false });
    expect(
      (await call("POST", `${URL}/submit`, { cookie, payload: validNceApplication(), ip })).statusCode,
    ).toBe(429);
    // Reading is not limited, and the next applicant at the same address still saves.
    expect((await call("GET", URL, { cookie, ip })).statusCode).toBe(200);
    expect((await call("PUT", URL, { cookie: await signedIn(), payload: {}, ip })).statusCode).toBe(201);
  });

  it("stops 60 applicants' 500 KB drafts from one address growing the database without bound", {
    timeout: 240_000,
  }, async () => {
    const ip = nextAddress();
    const big = { uploads: { passport: dataUrlOf("image/png", noisePng(500 * 1024)) } };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1)
      statuses.push((await call("PUT", URL, { cookie: await signedIn(), payload: big, ip })).statusCode);
    const stored = statuses.filter((status) => status === 201).length;
    expect(stored).toBeLessThanOrEqual(Math.ceil(DRAFT_BYTES_PER_ADDRESS.limit / (500 * 1024)));
    expect(statuses.slice(stored).every((status) => status === 429)).toBe(true);
    const [row] = await queryRows<{ n: number; bytes: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n, coalesce(sum(octet_length(data::text)), 0)::int AS bytes
          FROM application_drafts WHERE ip = ${ip}`,
    );
    expect(row?.n).toBe(stored);
    expect(row?.bytes).toBeLessThanOrEqual(DRAFT_BYTES_PER_ADDRESS.limit + DRAFT_MAX_BYTES);
    // Growing small drafts into big ones is charged to the address too.
    const growIp = nextAddress();
    const cookies: string[] = [];
    for (let i = 0; i < 60; i += 1) {
      const cookie = await signedIn();
      await call("PUT", URL, { cookie, payload: {}, ip: growIp });
      cookies.push(cookie);
    }
    const grown: number[] = [];
    for (const cookie of cookies)
      grown.push((await call("PUT", URL, { cookie, payload: big, ip: growIp })).statusCode);
    expect(grown.filter((status) => status === 200).length).toBeLessThan(60);
    expect(grown.at(-1)).toBe(429);
    // Another address is not held up by either.
    expect(
      (await call("PUT", URL, { cookie: await signedIn(), payload: big, ip: nextAddress() })).statusCode,
    ).toBe(201);
  });

  it("deletes drafts abandoned for the set number of days, at start and then periodically; submitted ones stay", async () => {
    const ip = nextAddress();
    const gone = await makeApplicant(t.database.db);
    const abandoned = gone.cookie;
    const recent = await signedIn();
    await call("PUT", URL, { cookie: abandoned, payload: { personal: { surname: "Gone" } }, ip });
    await call("PUT", URL, { cookie: recent, payload: { personal: { surname: "Kept" } }, ip });
    await t.database.db.execute(
      sql`UPDATE application_drafts SET updated_at = now() - make_interval(days => ${DRAFT_ABANDONED_DAYS + 1})
          WHERE applicant_id = ${gone.applicantId}`,
    );
    await t.database.db.execute(
      sql`UPDATE application_drafts SET updated_at = now() - make_interval(days => ${DRAFT_ABANDONED_DAYS + 1})
          WHERE submitted_at IS NOT NULL`,
    );
    // A server starting on this database clears them before it answers.
    const restarted = await buildApp({ config: t.config, database: t.database });
    await restarted.ready();
    await restarted.close();
    expect((await call("GET", URL, { cookie: abandoned, ip })).statusCode).toBe(404);
    expect((await call("GET", URL, { cookie: recent, ip })).statusCode).toBe(200);
    const [submitted] = await queryRows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM application_drafts WHERE submitted_at IS NOT NULL`,
    );
    expect(submitted?.n).toBeGreaterThan(0);
  });
});
