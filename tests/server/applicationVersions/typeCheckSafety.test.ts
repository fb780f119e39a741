import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATTERN_VALUE_MAX_LENGTH } from "../../../src/schema/publishedTypes/safePattern";
import { MAX_TYPE_BYTES, MAX_TYPE_FIELDS } from "../../../src/schema/publishedTypes/typeSize";
import { queryRows } from "../../../src/server/db/database";
import { sessionToken } from "../../support/sessionToken";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";
import { nceFilesWith } from "../../support/typeEditorFiles";

type Json = Record<string, unknown>;

/** `count` plain text fields, "extra1"…: a long form a registrar might paste into the editor. */
const manyFields = (count: number): Record<string, Json> =>
  Object.fromEntries(
    Array.from({ length: count }, (_, index) => [
      `extra${index + 1}`,
      { type: "string", title: `Extra ${index + 1}`, maxLength: 50 },
    ]),
  );

describe.each(databaseKinds)("the type editor's check cannot stall the server, on %s", (kind) => {
  let t: TestApp;
  let registrar: string;
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: "POST", url, headers: { authorization: registrar }, payload: payload as object });
  const versionsOfNce = async () =>
    (
      (await queryRows<{ count: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS count FROM application_type_versions WHERE type_key = 'nce'`,
      )) as [{ count: number }]
    )[0].count;

  beforeAll(async () => {
    t = await createTestApp(kind);
    registrar = `Bearer ${await sessionToken(t.app, { id: 9201, userName: "registrar", userType: "official", roles: ["registrar"], claims: [] })}`;
  }, 180_000);
  afterAll(async () => t?.close());

  it("refuses a pattern that backtracks catastrophically on check and publish, naming the field", async () => {
    const { files, section } = await nceFilesWith({
      code: { type: "string", title: "Code", pattern: "^(a+)+$", maxLength: 60 },
    });
    const path = `schema: properties.${section}.properties.code.pattern`;
    const checked = await post("/api/ApplicationTypes/admin/nce/check", files);
    expect(checked.statusCode, checked.body).toBe(200);
    expect(checked.json().data.problems).toEqual([
      { path, message: expect.stringContaining("repeats a group that itself repeats") },
    ]);
    expect(checked.json().data.preview).toBeNull();
    const published = await post("/api/ApplicationTypes/admin/nce/publish", files);
    expect(published.statusCode, published.body).toBe(400);
    expect(published.json().errors).toEqual([{ path, message: expect.stringContaining("(a+)+") }]);
    expect(await versionsOfNce()).toBe(1);
  });

  it("publishes a safe pattern, whose field refuses a hostile value at once", async () => {
    const { files, section } = await nceFilesWith({
      code: { type: "string", title: "Code", pattern: "^[a]+$", maxLength: PATTERN_VALUE_MAX_LENGTH },
    });
    const unbounded = await nceFilesWith({ code: { type: "string", title: "Code", pattern: "^[a]+$" } });
    expect(
      (await post("/api/ApplicationTypes/admin/nce/check", unbounded.files)).json().data.problems,
    ).toEqual([
      {
        path: `schema: properties.${section}.properties.code.pattern`,
        message: expect.stringContaining("maxLength"),
      },
    ]);
    const published = await post("/api/ApplicationTypes/admin/nce/publish", files);
    expect(published.statusCode, published.body).toBe(201);
    const form = await t.app.applicationTypeRegistry.form("nce", published.json().data.version);
    const problems = form?.validate({ [section]: { code: `${"a".repeat(38)}!` } }) ?? [];
    expect(problems).toEqual(expect.arrayContaining([expect.objectContaining({ path: `${section}.code` })]));
  });

  it("refuses a type with too many fields or too many bytes with a clear message, before compiling it", async () => {
    const tooMany = await nceFilesWith(manyFields(MAX_TYPE_FIELDS));
    const many = await post("/api/ApplicationTypes/admin/nce/check", tooMany.files);
    expect(many.json().data.problems).toEqual([
      { path: "schema", message: expect.stringContaining(`at most ${MAX_TYPE_FIELDS} are allowed`) },
    ]);
    const huge = await nceFilesWith({
      notes: { type: "string", title: "Notes", description: "x".repeat(MAX_TYPE_BYTES), maxLength: 10 },
    });
    const big = await post("/api/ApplicationTypes/admin/nce/publish", huge.files);
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      { path: "schema", message: expect.stringContaining("The type is too large to check") },
    ]);
  });

  it("answers /api/health promptly all through a large check", async () => {
    const { files } = await nceFilesWith(manyFields(MAX_TYPE_FIELDS - 60));
    let checkDone = false;
    const started = performance.now();
    const checking = post("/api/ApplicationTypes/admin/nce/check", files).then((res) => {
      checkDone = true;
      return res;
    });
    // Health, one request after another, for as long as the check runs: on the request thread the
    // compile would hold one of them for most of the check; off it, each answers at once.
    const latencies: number[] = [];
    // Bounded, so a check that never answers fails the test instead of looping.
    while (!checkDone && latencies.length < 2000) {
      const asked = performance.now();
      const health = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - asked);
    }
    const checked = await checking;
    const checkTook = performance.now() - started;
    expect(checked.json().data.problems).toEqual([]);
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(checkTook / 4);
  });
});
