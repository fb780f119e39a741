import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { seedSchoolSetup } from "../../src/server/db/seed/schoolSetup";
import { caller, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

/**
 * School → department → course option (and programme) on the demo college (seedSchoolSetup): the lists the
 * forms' drop-downs ask for are narrowed by the parent chosen, and an admin form's write of a
 * child outside its parent is refused on the child, naming the parent (issue 20, item 18).
 */
type Option = { id: number; name: string };

describe.each(databaseKinds)("School, department and course option choices on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedReferenceLists(t.database.db);
    await seedSchoolSetup(t.database.db);
  });
  afterAll(async () => t?.close());

  const idOf = async (table: "faculties" | "departments", code: string) => {
    const [row] = await t.database.session((s) =>
      s.query<{ id: number }>(`SELECT id FROM ${table} WHERE code = $1`, [code]),
    );
    if (!row) throw new Error(`no ${table} row ${code}`);
    return row.id;
  };
  const names = async (url: string) => {
    const res = await call(undefined, "GET", url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as Option[]).map((option) => option.name);
  };

  it("lists only the chosen School's departments and the chosen department's course options", async () => {
    const science = await idOf("faculties", "SSE");
    expect(await names(`/api/Lookups/departments?facultyId=${science}`)).toEqual([
      "Biology Education",
      "Chemistry Education",
      "Computer Science Education",
      "Integrated Science Education",
      "Mathematics Education",
      "Physics Education",
    ]);
    const biology = await idOf("departments", "BIO");
    expect(await names(`/api/Lookups/departmentOptions?departmentId=${biology}`)).toEqual([
      "Biology and Chemistry",
      "Biology and Integrated Science",
    ]);
  });

  it("lists only the programmes the chosen department offers (through programme-departments)", async () => {
    const computing = await idOf("departments", "CSC");
    expect((await names(`/api/Lookups/programmes?departmentId=${computing}`)).sort()).toEqual([
      "Bachelor of Science in Education in Affiliation",
      "NCE Sandwich",
      "Nigeria Certificate in Education",
      "Pre-NCE",
    ]);
    const foundations = await idOf("departments", "EDF");
    expect(await names(`/api/Lookups/programmes?departmentId=${foundations}`)).toContain(
      "Postgraduate Diploma in Education",
    );
  });

  describe("the student record form (admin)", () => {
    const URL = "/api/resources/students";
    const record = async (departmentCode: string, optionName: string | undefined) => {
      const departmentId = await idOf("departments", departmentCode);
      const [option] = optionName
        ? await t.database.session((s) =>
            s.query<{ id: number }>("SELECT id FROM department_options WHERE name = $1", [optionName]),
          )
        : [];
      return {
        regNumber: `NCE/2026/${departmentCode}/0001`,
        lastName: "Adeyemi",
        firstName: "Tolulope",
        programmeId: 1,
        departmentId,
        ...(option ? { departmentOptionId: option.id } : {}),
        levelId: 2,
        studentTypeId: 1,
        modeOfEntryId: 1,
        modeOfStudyId: 1,
        sessionOfEntryId: 1,
        status: "active",
      };
    };
    const count = async () =>
      (await t.database.session((s) => s.query<{ n: number }>("SELECT count(*)::int AS n FROM students")))[0]
        ?.n;

    it("refuses a course option of another department, on the option, and writes nothing", async () => {
      const before = await count();
      const res = await call(registrar, "POST", URL, await record("CSC", "Biology and Chemistry"));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Course option must belong to the chosen Department",
        errors: [{ path: "departmentOptionId", message: "must belong to the chosen Department" }],
      });
      expect(await count()).toBe(before);
    });

    it("refuses a programme the chosen department does not offer, on the programme", async () => {
      const [pgde] = await t.database.session((s) =>
        s.query<{ id: number }>("SELECT id FROM programmes WHERE code = 'PGDE'"),
      );
      const res = await call(registrar, "POST", URL, {
        ...(await record("CSC", undefined)),
        programmeId: pgde?.id,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        message: "Programme must belong to the chosen Department",
        errors: [{ path: "programmeId", message: "must belong to the chosen Department" }],
      });
    });

    it("saves an option of the chosen department, and refuses a move to a department the option is not of", async () => {
      const created = await call(registrar, "POST", URL, await record("CSC", "Computer Science and Physics"));
      expect(created.statusCode, created.body).toBe(201);
      const { id, ...row } = created.json().data;
      const moved = await call(registrar, "PUT", `${URL}/${id}`, {
        ...(await record("CSC", "Computer Science and Physics")),
        departmentId: await idOf("departments", "BIO"),
      });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json().errors).toEqual([
        { path: "departmentOptionId", message: "must belong to the chosen Department" },
      ]);
      expect(row.departmentId).toBe(await idOf("departments", "CSC"));

      // An option switched off since still belongs to its department: the record stays editable.
      await t.database.session((s) =>
        s.query("UPDATE department_options SET active = false WHERE id = $1", [row.departmentOptionId]),
      );
      const edited = await call(registrar, "PUT", `${URL}/${id}`, {
        ...(await record("CSC", "Computer Science and Physics")),
        firstName: "Tolu",
      });
      expect(edited.statusCode, edited.body).toBe(200);
    });
  });
});
