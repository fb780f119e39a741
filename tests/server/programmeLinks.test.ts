import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STUDENT_TYPE_PROGRAMMES, seedProgrammeLinks } from "../../src/server/db/seed/programmeLinks";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { buildRegistry, readResourceFiles } from "../../src/server/modules/resources/resourceRegistry";
import { caller, listAll, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * "Assign AOS" (which areas of specialisation a programme offers, only areas whose department
 * offers the programme) and the programmes a student type may be admitted to, on the demo college.
 */
const registry = buildRegistry(await readResourceFiles());
const AOS = "/api/resources/programme-specialisations";
const NOT_OFFERED = "this area of specialisation belongs to a department that does not offer the programme";

describe.each(databaseKinds)("programme links on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  const all = (name: string) => listAll(call, registrar, name);
  const query = <T>(text: string, params: unknown[] = []) =>
    t.database.session((session) => session.query<T>(text, params));
  const idOf = async (table: "programmes" | "areas_of_specialisation" | "departments", where: string) => {
    const column = table === "areas_of_specialisation" ? "name" : "code";
    const [row] = await query<{ id: number }>(`SELECT id FROM ${table} WHERE ${column} = $1`, [where]);
    if (!row) throw new Error(`no ${table} row ${where}`);
    return row.id;
  };
  const assignmentsOf = (programmeId: number, areaId: number) =>
    query<{ id: number; active: boolean }>(
      "SELECT id, active FROM programme_areas_of_specialisation WHERE programme_id = $1 AND area_of_specialisation_id = $2",
      [programmeId, areaId],
    );

  it("seeds the demo links once, each area with a programme its department offers", async () => {
    const first = await seedProgrammeLinks(t.database.db);
    expect(first.programmeAreas).toBeGreaterThan(30);
    expect(first.studentTypeProgrammes).toBeGreaterThan(8);
    expect(await seedProgrammeLinks(t.database.db)).toEqual({ programmeAreas: 0, studentTypeProgrammes: 0 });

    const broken = await query<{ id: number }>(`
      SELECT l.id FROM programme_areas_of_specialisation l
      JOIN areas_of_specialisation a ON a.id = l.area_of_specialisation_id
      WHERE NOT EXISTS (SELECT 1 FROM programme_departments pd
                        WHERE pd.department_id = a.department_id AND pd.programme_id = l.programme_id)`);
    expect(broken).toEqual([]);
    const nce = await idOf("programmes", "NCE");
    const nceAreas = (await all("programme-specialisations")).filter((row) => row.programmeId === nce);
    expect(nceAreas.length).toBeGreaterThanOrEqual(16);

    // Every seeded student type but Pre-degree leads somewhere; NCE to the NCE programme.
    const typeProgrammes = await all("student-type-programmes");
    for (const [type] of DEMO_STUDENT_TYPE_PROGRAMMES)
      expect(
        typeProgrammes.some((row) => row.studentTypeId === type),
        `student type ${type}`,
      ).toBe(true);
    const ofNce = await call(registrar, "GET", "/api/resources/student-type-programmes?studentTypeId=1");
    expect(ofNce.json().data.items.map((row: { programmeId: number }) => row.programmeId)).toEqual([nce]);

    // The seeded rows pass their own lists' schemas, so each can be edited as it is.
    for (const name of ["programme-specialisations", "student-type-programmes"]) {
      const resource = registry.resources.get(name)!;
      for (const { id: _id, ...row } of await all(name))
        expect(resource.validate(row), `${name} ${JSON.stringify(row)}`).toBe(true);
    }
  });

  it("refuses an area whose department does not offer the programme (400) and writes nothing", async () => {
    // Motor Vehicle Mechanics Work belongs to Automobile Technology; only Educational Foundations runs the PGDE.
    const area = await idOf("areas_of_specialisation", "Motor Vehicle Mechanics Work");
    const pgde = await idOf("programmes", "PGDE");
    const res = await call(registrar, "POST", AOS, { programmeId: pgde, areaOfSpecialisationId: area });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      errors: [{ path: "areaOfSpecialisationId", message: NOT_OFFERED }],
    });
    expect(await assignmentsOf(pgde, area)).toEqual([]);
    const audited = await query("SELECT id FROM audit_log WHERE entity = 'programme-specialisations'");
    expect(audited).toEqual([]);
  });

  it("assigns an area its department's programme, and answers 409 to the same pair again", async () => {
    const edf = await idOf("departments", "EDF");
    const pgde = await idOf("programmes", "PGDE");
    const area = await call(registrar, "POST", "/api/resources/areas-of-specialisation", {
      name: "Guidance and Counselling",
      departmentId: edf,
    });
    expect(area.statusCode, area.body).toBe(201);
    const areaId = area.json().data.id as number;

    const made = await call(registrar, "POST", AOS, { programmeId: pgde, areaOfSpecialisationId: areaId });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      message: "Programme area of specialisation created",
      data: { programmeId: pgde, areaOfSpecialisationId: areaId, active: true },
    });

    const again = await call(registrar, "POST", AOS, { programmeId: pgde, areaOfSpecialisationId: areaId });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().errors).toEqual([
      {
        path: "areaOfSpecialisationId",
        message: "this area of specialisation is already assigned to the programme",
      },
    ]);
    expect(await assignmentsOf(pgde, areaId)).toHaveLength(1);

    // The programme department the assignment relies on cannot be deleted under it.
    const [offer] = await query<{ id: number }>(
      "SELECT id FROM programme_departments WHERE department_id = $1 AND programme_id = $2",
      [edf, pgde],
    );
    const removed = await call(registrar, "DELETE", `/api/resources/programme-departments/${offer!.id}`);
    expect(removed.statusCode, removed.body).toBe(409);
    expect(removed.json().message).toBe(
      "This programme department is used by other records; deactivate it instead.",
    );
  });

  it("keeps switched-off assignments free of the rule, and checks it again when one is switched on", async () => {
    // Furniture Making belongs to Woodwork Technology, which does not run the PGDE.
    const area = await idOf("areas_of_specialisation", "Furniture Making");
    const pgde = await idOf("programmes", "PGDE");
    const off = await call(registrar, "POST", AOS, {
      programmeId: pgde,
      areaOfSpecialisationId: area,
      active: false,
    });
    expect(off.statusCode, off.body).toBe(201);
    const id = off.json().data.id as number;
    const on = await call(registrar, "PUT", `${AOS}/${id}`, {
      programmeId: pgde,
      areaOfSpecialisationId: area,
      active: true,
    });
    expect(on.statusCode, on.body).toBe(400);
    expect(on.json().errors).toEqual([{ path: "areaOfSpecialisationId", message: NOT_OFFERED }]);
    // The grid's Activate button (PATCH .../active) meets the same rule, in the same words.
    const activated = await call(registrar, "PATCH", `${AOS}/${id}/active`, { active: true });
    expect(activated.statusCode, activated.body).toBe(400);
    expect(activated.json().errors).toEqual([{ path: "areaOfSpecialisationId", message: NOT_OFFERED }]);
    expect(await assignmentsOf(pgde, area)).toEqual([{ id, active: false }]);
  });

  it("refuses to move an assigned area to a department that does not offer its programmes", async () => {
    // Motor Vehicle Mechanics Work is assigned to the B.Tech.; Educational Foundations does not run it.
    const area = await idOf("areas_of_specialisation", "Motor Vehicle Mechanics Work");
    const edf = await idOf("departments", "EDF");
    const moved = await call(registrar, "PUT", `/api/resources/areas-of-specialisation/${area}`, {
      name: "Motor Vehicle Mechanics Work",
      departmentId: edf,
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors).toEqual([
      {
        path: "departmentId",
        message:
          "this area is assigned to programmes that department does not offer; switch those assignments off first",
      },
    ]);
    const [row] = await query<{ department_id: number }>(
      "SELECT department_id FROM areas_of_specialisation WHERE id = $1",
      [area],
    );
    expect(row?.department_id).toBe(await idOf("departments", "AUT"));
  });

  it("answers 409 to a student type given the same programme twice", async () => {
    const res = await call(registrar, "POST", "/api/resources/student-type-programmes", {
      studentTypeId: 5,
      programmeId: await idOf("programmes", "PNCE"),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([
      { path: "programmeId", message: "this student type may already be admitted to the programme" },
    ]);
  });
});
