import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ResourceFile } from "../../src/schema/resourceFile";
import { NIGERIA_STATES } from "../../src/server/db/seed/lists/nigeria";
import { seedReferenceLists } from "../../src/server/db/seed/referenceLists";
import { buildRegistry, readResourceFiles } from "../../src/server/modules/resources/resourceRegistry";
import { caller, registrar } from "../support/resourceRequests";
import { createTestApp, type TestApp } from "../support/testApp";
import { databaseKinds } from "../support/testDatabase";

type Option = { id: number | string; name: string };

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(databaseKinds)("lookup lists on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    call = caller(t.app, t.config.jwtSecret);
    await seedReferenceLists(t.database.db);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => call(undefined, "GET", url);
  const options = async (url: string): Promise<Option[]> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  describe("filters declared by the lookup's file", () => {
    it("lists only the LGAs of the state asked for, by name", async () => {
      const lagos = NIGERIA_STATES.find((state) => state.name === "Lagos");
      const lgas = await options(`/api/Lookups/lgas?stateId=${lagos?.id}`);
      expect(lgas.map((lga) => lga.name)).toEqual([...(lagos?.lgas ?? [])].sort(byName));
      expect(lgas).toContainEqual({ id: 516, name: "Ikeja" });
      // Ikole is in Ekiti, not Lagos.
      expect(lgas.map((lga) => lga.id)).not.toContain(253);
    });

    it("answers the whole list without a filter or with an empty one, and nothing for an unknown state", async () => {
      expect(await options("/api/Lookups/lgas")).toHaveLength(774);
      expect(await options("/api/Lookups/lgas?stateId=")).toHaveLength(774);
      expect(await options("/api/Lookups/lgas?stateId=999")).toEqual([]);
    });

    it("leaves out switched-off rows under a filter too", async () => {
      const off = await call(registrar, "PATCH", "/api/resources/lgas/516/active", { active: false });
      expect(off.statusCode, off.body).toBe(200);
      try {
        expect((await options("/api/Lookups/lgas?stateId=25")).map((lga) => lga.id)).not.toContain(516);
      } finally {
        await call(registrar, "PATCH", "/api/resources/lgas/516/active", { active: true });
      }
    });

    it.each([
      ["/api/Lookups/lgas?stateId=Lagos", "stateId", "stateId must be a whole number from 1 to 2147483647"],
      [
        "/api/Lookups/lgas?stateId=99999999999999999999",
        "stateId",
        "stateId must be a whole number from 1 to 2147483647",
      ],
      [
        "/api/Lookups/lgas?stateId=2147483648",
        "stateId",
        "stateId must be a whole number from 1 to 2147483647",
      ],
      ["/api/Lookups/lgas?stateId=0", "stateId", "stateId must be a whole number from 1 to 2147483647"],
      ["/api/Lookups/lgas?stateId=1.5", "stateId", "stateId must be a whole number from 1 to 2147483647"],
      [
        "/api/Lookups/lgas?name=Ikeja",
        "name",
        "name is not a filter of the lgas list; it can be filtered by stateId",
      ],
      ["/api/Lookups/states?code=LA", "code", "the states list cannot be filtered"],
    ])("refuses %s with a 400 naming the parameter", async (url, path, message) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message, errors: [{ path, message }] });
    });
  });

  describe("order", () => {
    it("lists Nigeria first, then the other countries alphabetically", async () => {
      const countries = await options("/api/Lookups/countries");
      expect(countries[0]).toEqual({ id: 1, name: "Nigeria" });
      const rest = countries.slice(1).map((country) => country.name);
      expect(rest).toEqual([...rest].sort(byName));
      expect(rest).toContain("Ghana");
    });

    it("lets the registry pin another country: pinned ones first, each group alphabetically", async () => {
      const ghana = { name: "Ghana", code: "GH" };
      const res = await call(registrar, "PUT", "/api/resources/countries/2", { ...ghana, pinned: true });
      expect(res.statusCode, res.body).toBe(200);
      try {
        const names = (await options("/api/Lookups/countries")).map((country) => country.name);
        expect(names.slice(0, 2)).toEqual(["Ghana", "Nigeria"]);
        expect(names.slice(2)).toEqual([...names.slice(2)].sort(byName));
      } finally {
        await call(registrar, "PUT", "/api/resources/countries/2", { ...ghana, pinned: false });
      }
    });

    it("orders grades by their points (A1 to F9), not alphabetically", async () => {
      expect((await options("/api/Lookups/olevelGrades")).map((grade) => grade.id)).toEqual([
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
    });

    it("orders semesters First then Second, and levels by their value", async () => {
      expect(await options("/api/Lookups/semesters")).toEqual([
        { id: 1, name: "First Semester" },
        { id: 2, name: "Second Semester" },
      ]);
      // "Pre-NCE" would sort after "400 Level" by name.
      expect((await options("/api/Lookups/levels")).map((level) => level.name)).toEqual([
        "Pre-NCE",
        "100 Level",
        "200 Level",
        "300 Level",
        "400 Level",
      ]);
    });

    it("keeps the other lists alphabetical", async () => {
      for (const name of ["genders", "religions", "relationships", "olevelSubjects", "states"]) {
        const labels = (await options(`/api/Lookups/${name}`)).map((option) => option.name);
        expect(labels, name).toEqual([...labels].sort(byName));
      }
    });
  });

  it("gives JUPEB its own student type (50, programme group JUPEB), apart from Pre-NCE (5)", async () => {
    const types = await call(registrar, "GET", "/api/resources/student-types?pageSize=30&sort=id");
    expect(types.statusCode, types.body).toBe(200);
    const rows: { id: number; name: string; programmeGroupId: number | null }[] = types.json().data.items;
    expect(rows.find((row) => row.id === 5)).toMatchObject({ name: "Pre-NCE" });
    expect(rows.find((row) => row.id === 50)).toMatchObject({ name: "JUPEB", programmeGroupId: 8 });
    expect(rows.find((row) => row.id === 1)).toMatchObject({ name: "NCE" });
  });
});

describe("lookup declarations in resource files", () => {
  const withLookup = async (name: string, lookup: Partial<NonNullable<ResourceFile["lookup"]>>) => {
    const files = await readResourceFiles();
    return files.map((file) =>
      file.name === name && file.lookup ? { ...file, lookup: { ...file.lookup, ...lookup } } : file,
    );
  };

  it("stop the server at start-up when a filter or an order key is not a property", async () => {
    expect(() => buildRegistry([])).not.toThrow();
    const badFilter = await withLookup("lgas", { filters: ["stateCode"] });
    expect(() => buildRegistry(badFilter)).toThrow(
      'schemas/resources/lgas.json: "lookup.filters" names "stateCode", which is not a readable text, integer or boolean property',
    );
    const badOrder = await withLookup("countries", { order: ["-pinnned", "name"] });
    expect(() => buildRegistry(badOrder)).toThrow(
      'schemas/resources/countries.json: "lookup.order" names "pinnned", which is not a property',
    );
  });
});
