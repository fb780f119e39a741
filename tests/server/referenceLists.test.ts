import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NIGERIA_STATES } from "../../src/server/db/seed/lists/nigeria";
import { REFERENCE_LISTS, seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import fixture from "../support/lookups.fixture.json";
import { caller, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

type Option = { id: number | string; name: string };

/** Official number of local government areas per state. */
const LGAS_PER_STATE: Record<string, number> = {
  Abia: 17,
  Adamawa: 21,
  "Akwa Ibom": 31,
  Anambra: 21,
  Bauchi: 20,
  Bayelsa: 8,
  Benue: 23,
  Borno: 27,
  "Cross River": 18,
  Delta: 25,
  Ebonyi: 13,
  Edo: 18,
  Ekiti: 16,
  Enugu: 17,
  "Federal Capital Territory": 6,
  Gombe: 11,
  Imo: 27,
  Jigawa: 27,
  Kaduna: 23,
  Kano: 44,
  Katsina: 34,
  Kebbi: 21,
  Kogi: 21,
  Kwara: 16,
  Lagos: 20,
  Nasarawa: 13,
  Niger: 25,
  Ogun: 20,
  Ondo: 18,
  Osun: 30,
  Oyo: 33,
  Plateau: 17,
  Rivers: 23,
  Sokoto: 23,
  Taraba: 16,
  Yobe: 17,
  Zamfara: 14,
};

describe.each(databaseKinds)("reference lists on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let first: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    first = await seedReferenceLists(t.database.db);
  });
  afterAll(async () => t?.close());

  const lookup = async (name: string): Promise<Option[]> => {
    const res = await call(undefined, "GET", `/api/Lookups/${name}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const count = async (query: string) =>
    t.database.session(async (s) => Number((await s.query<{ n: number }>(query))[0]?.n));

  it("seeds every list once (the states come with the migration), and nothing on a second run", async () => {
    const expected = Object.fromEntries(
      REFERENCE_LISTS.filter((list) => list.table !== "states").map((list) => [list.table, list.rows.length]),
    );
    expect(first).toEqual(expected);
    expect(first).toMatchObject({ lgas: 774, genders: 2 });
    expect(await seedReferenceLists(t.database.db)).toEqual({});
    expect(await count("SELECT count(*)::int AS n FROM lgas")).toBe(774);
  });

  it("has the 36 states and the FCT as in the seed data, and every state its local government areas", async () => {
    const rows = await t.database.session((s) =>
      s.query<{ id: number; name: string; code: string; lgas: number }>(
        "SELECT s.id, s.name, s.code, count(l.id)::int AS lgas FROM states s LEFT JOIN lgas l ON l.state_id = s.id GROUP BY s.id ORDER BY s.id",
      ),
    );
    expect(rows).toHaveLength(37);
    expect(rows.map(({ id, name, code }) => ({ id, name, code }))).toEqual(
      NIGERIA_STATES.map(({ id, name, code }) => ({ id, name, code })),
    );
    for (const row of rows) {
      expect(row.lgas, row.name).toBeGreaterThan(0);
      expect(row.lgas, row.name).toBe(LGAS_PER_STATE[row.name]);
    }
    expect(rows.reduce((sum, row) => sum + row.lgas, 0)).toBe(774);
  });

  it("serves the application form's lookups publicly, with the fixture's ids", async () => {
    const mine = [
      "genders",
      "religions",
      "maritalStatuses",
      "relationships",
      "countries",
      "states",
      "olevelExamTypes",
      "olevelSubjects",
      "olevelGrades",
    ] as const;
    for (const name of mine) {
      const options = await lookup(name);
      for (const option of fixture[name] as Option[]) expect(options, name).toContainEqual(option);
    }
    expect((await lookup("lgas")).length).toBe(774);
    expect((await lookup("modesOfStudy")).map((o) => o.id).sort()).toEqual([1, 2, 3]);
  });

  it("keeps the fixed values of spec section 9", async () => {
    expect(await lookup("olevelSubjects")).toContainEqual({ id: 9, name: "English Language" });
    expect((await lookup("paymentTypes")).map((o) => o.id).sort()).toEqual([
      "FirstInstallment",
      "Full",
      "SecondInstallment",
    ]);
    expect((await lookup("olevelGrades")).map((o) => o.id)).toEqual([
      "A1",
      "B2",
      "B3",
      "C4",
      "C5",
      "C6",
      "D7",
      "E8",
      "F9",
    ]);
    expect(await lookup("genders")).toEqual([
      { id: 2, name: "Female" },
      { id: 1, name: "Male" },
    ]);
    expect((await lookup("countries")).find((o) => o.name === "Nigeria")?.id).toBe(1);
  });

  it("numbers new rows after the seeded ones", async () => {
    const res = await call(registrar, "POST", "/api/resources/olevel-subjects", { name: "Tourism" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.id).toBe(
      REFERENCE_LISTS.find((l) => l.table === "olevel_subjects")!.rows.length + 1,
    );
    const lga = await call(registrar, "POST", "/api/resources/lgas", { name: "Ikeja", stateId: 25 });
    expect(lga.statusCode).toBe(409);
    expect(lga.json().message).toBe("A local government area with this name already exists.");
    const sameNameElsewhere = await call(registrar, "POST", "/api/resources/lgas", {
      name: "Ikeja",
      stateId: 28,
    });
    expect(sameNameElsewhere.statusCode, sameNameElsewhere.body).toBe(201);
  });
});
