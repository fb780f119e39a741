import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INT4_MAX } from "../../../src/schema/integerBounds";
import { caller, registrar, writerOf } from "../../support/resourceRequests";
import { createTestApp, type TestApp } from "../../support/testApp";
import { databaseKinds } from "../../support/testDatabase";

/** Larger than any int4 column: without bounds the database answered "out of range" as a 500. */
const HUGE = 99_999_999_999;

type Answer = { statusCode: number; body: string; json(): { errors?: { path: string; message: string }[] } };

function expect400On(res: Answer, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errors?.map((error) => error.path)).toContain(path);
}

describe.each(databaseKinds)("integers beyond their columns on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
  });
  afterAll(async () => t?.close());

  it("answer 400 naming the id, never 500, on the issue's examples", async () => {
    expect400On(await call(registrar, "GET", `/api/resources/users/${HUGE}`), "id");
    expect400On(await call(registrar, "GET", `/api/resources/courses?departmentId=${HUGE}`), "departmentId");
    const courses = t.app.resources.resources.get("courses");
    if (!courses) throw new Error("no courses");
    const body = { ...courses.file.examples?.valid[0], departmentId: HUGE };
    expect400On(await call(writerOf(courses.file), "POST", "/api/resources/courses", body), "departmentId");
  });

  it("answer 400 for every resource's row id, integer filter and integer property", async () => {
    const problems: string[] = [];
    const check = async (what: string, res: Answer, path: string) => {
      const paths = res.statusCode === 400 ? (res.json().errors ?? []).map((error) => error.path) : [];
      if (!paths.includes(path)) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const resource of t.app.resources.resources.values()) {
      const base = `/api/resources/${resource.name}`;
      const reader = { ...registrar, roles: [...resource.file.access.read, "superadmin"] };
      await check(`GET ${base}/${INT4_MAX + 1}`, await call(reader, "GET", `${base}/${INT4_MAX + 1}`), "id");
      for (const field of resource.filters.values()) {
        if (field.type !== "integer") continue;
        const url = `${base}?${field.property}=${HUGE}`;
        await check(`GET ${url}`, await call(reader, "GET", url), field.property);
      }
      if (resource.file.access.write.length === 0) continue;
      const writer = writerOf(resource.file);
      await check(`DELETE ${base}/${HUGE}`, await call(writer, "DELETE", `${base}/${HUGE}`), "id");
      const valid = resource.file.examples?.valid[0] ?? {};
      for (const field of resource.fields) {
        if (field.type !== "integer" || field.readOnly) continue;
        for (const value of [HUGE, -HUGE, 1e308]) {
          const res = await call(writer, "POST", base, { ...valid, [field.property]: value });
          await check(`POST ${base} ${field.property}=${value}`, res, field.property);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
