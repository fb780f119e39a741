import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isAllowed } from "../../src/schema/access";
import {
  DEMO_DEPARTMENTS,
  DEMO_SCHOOLS,
  DEMO_SESSIONS,
  seedSchoolSetup,
} from "../../src/server/db/seed/schoolSetup";
import { buildRegistry, readResourceFiles } from "../../src/server/modules/resources/resourceRegistry";
import { caller, listAll, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

const registry = buildRegistry(await readResourceFiles());

describe.each(databaseKinds)("school setup on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
  });
  afterAll(async () => t?.close());

  const all = (name: string) => listAll(call, registrar, name);

  it("holds the fixed ids of spec section 9 after migrating", async () => {
    const semesters = await all("semesters");
    expect(semesters.map(({ id, name }) => [id, name])).toEqual([
      [1, "First Semester"],
      [2, "Second Semester"],
    ]);
    const types = new Map((await all("student-types")).map((row) => [row.name, row.id]));
    expect(Object.fromEntries(types)).toMatchObject({ NCE: 1, "Pre-NCE": 5, Postgraduate: 7, UTME: 8 });
    const groups = new Map((await all("programme-groups")).map((row) => [row.name, row.id]));
    expect(Object.fromEntries(groups)).toMatchObject({
      Undergraduate: 1,
      "Inter-university Transfer": 2,
      Diploma: 3,
      JUPEB: 8,
      Sandwich: 9,
      "Sandwich Diploma": 10,
      Postgraduate: 222,
    });
    expect((await all("levels")).map((row) => row.value)).toEqual([0, 100, 200, 300, 400]);
  });

  it("seeds the demo college once, however often it runs", async () => {
    const first = await seedSchoolSetup(t.database.db);
    expect(first).toMatchObject({
      faculties: DEMO_SCHOOLS.length,
      departments: DEMO_DEPARTMENTS.length,
      sessions: DEMO_SESSIONS.length,
    });
    expect(first.programmeDepartments).toBeGreaterThan(20);
    expect(await seedSchoolSetup(t.database.db)).toEqual({
      faculties: 0,
      departments: 0,
      departmentOptions: 0,
      areasOfSpecialisation: 0,
      sessions: 0,
      programmes: 0,
      programmeDepartments: 0,
    });
    expect(await all("faculties")).toHaveLength(DEMO_SCHOOLS.length + 1);
    expect(await all("departments")).toHaveLength(DEMO_DEPARTMENTS.length + 1);
    const current = (await all("sessions")).filter((row) => row.isCurrent);
    expect(current.map((row) => row.name)).toEqual(["2026/2027"]);
  });

  it("seeds only rows its own resource schemas accept, so every demo row can be edited", async () => {
    // Every list the registrar reads (the audit log and user management are other people's).
    const readable = [...registry.resources.values()].filter((resource) =>
      isAllowed(registrar, { roles: resource.file.access.read }),
    );
    for (const resource of readable) {
      for (const row of await all(resource.name)) {
        const { id: _id, ...values } = row;
        const data = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
        expect(resource.validate(data), `${resource.name} ${JSON.stringify(row)}`).toBe(true);
      }
    }
  });

  it("offers departments as a lookup, by name, with their School", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/Lookups/departments" });
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as { name: string }[]).map((option) => option.name);
    expect(names).toContain("Automobile Technology Education");
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("keeps one current session: a second is refused until the first is switched off", async () => {
    const sessions = await all("sessions");
    const current = sessions.find((row) => row.name === "2026/2027")!;
    const next = { name: "2027/2028", startDate: "2027-10-04", endDate: "2028-08-25", isCurrent: true };
    const refused = await call(registrar, "POST", "/api/resources/sessions", next);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: "isCurrent",
        message: "another session is already the current session; make it not current first",
      },
    ]);
    const { id: _id, ...currentValues } = current;
    const off = await call(registrar, "PUT", `/api/resources/sessions/${current.id}`, {
      ...currentValues,
      isCurrent: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    const created = await call(registrar, "POST", "/api/resources/sessions", next);
    expect(created.statusCode, created.body).toBe(201);
    expect((await all("sessions")).filter((row) => row.isCurrent).map((row) => row.name)).toEqual([
      "2027/2028",
    ]);
  });

  it("refuses to switch off the current semester from the grid, in the file's words (400, not 500)", async () => {
    const res = await call(registrar, "PATCH", "/api/resources/semesters/1/active", { active: false });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([
      { path: "isCurrent", message: "the current semester must be active" },
    ]);
    expect((await all("semesters")).find((row) => row.id === 1)).toMatchObject({
      active: true,
      isCurrent: true,
    });
  });

  it("refuses to delete a School that has departments (409)", async () => {
    const school = (await all("faculties")).find((row) => row.code === "STE")!;
    const res = await call(registrar, "DELETE", `/api/resources/faculties/${school.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("This school is used by other records; deactivate it instead.");
  });
});
