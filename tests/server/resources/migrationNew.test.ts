import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIGRATIONS_DIR, migrate, readMigrations } from "../../../src/server/db/migrate";
import { migrationSql } from "../../../src/server/modules/resources/migrationSql";
import { newMigration } from "../../../src/server/modules/resources/newMigration";
import { loadRegistry } from "../../../src/server/modules/resources/resourceRegistry";
import { tableProblems } from "../../../src/server/modules/resources/resourceTables";
import { readTableShapes } from "../../../src/server/modules/resources/tableShape";
import { createTestDatabase, databaseKinds } from "../../support/testDatabase";

const RESOURCES = fileURLToPath(new URL("../../../schemas/resources/", import.meta.url));
const DORMITORIES = fileURLToPath(new URL("fixtures/dormitories.json", import.meta.url));

/**
 * `npm run migration:new -- <resource>` on a copy of the repository's folders: a new file (dormitories, a made-up list: the real hostels have their own migration)
 * gets CREATE TABLE, a changed one (genders with a new property) ALTER TABLE, and with the written
 * migrations applied the start-up check finds nothing wrong.
 */
describe("migration:new", () => {
  let work: string;
  let resourcesDir: string;
  let migrationsDir: string;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), "matric-migration-"));
    resourcesDir = path.join(work, "resources");
    migrationsDir = path.join(work, "migrations");
    await cp(RESOURCES, resourcesDir, { recursive: true });
    await cp(MIGRATIONS_DIR, migrationsDir, { recursive: true });
    await cp(DORMITORIES, path.join(resourcesDir, "dormitories.json"));
    const gendersFile = path.join(resourcesDir, "genders.json");
    const genders = JSON.parse(await readFile(gendersFile, "utf8"));
    genders.schema.properties.shortName = { type: "string", title: "Short name", maxLength: 3 };
    await writeFile(gendersFile, JSON.stringify(genders));
  });
  afterAll(async () => {
    await rm(work, { recursive: true, force: true });
  });

  it("writes the next migration: CREATE TABLE for a new file, ALTER TABLE for a changed one", async () => {
    const before = (await readdir(migrationsDir)).sort();
    const last = Number(before.at(-1)?.slice(0, 4));
    const dormitories = await newMigration({ name: "dormitories", resourcesDir, migrationsDir });
    expect(path.basename(dormitories?.file ?? "")).toBe(
      `${String(last + 1).padStart(4, "0")}_dormitories.sql`,
    );
    expect(dormitories?.sql).toContain(`CREATE TABLE dormitories (
  id serial PRIMARY KEY,
  name text NOT NULL,
  code text NOT NULL,
  campus_id integer NOT NULL REFERENCES campuses (id),
  beds integer,
  opened_on date,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (code)
);
CREATE INDEX dormitories_campus_id_idx ON dormitories (campus_id);`);
    const genders = await newMigration({ name: "genders", resourcesDir, migrationsDir });
    expect(path.basename(genders?.file ?? "")).toBe(`${String(last + 2).padStart(4, "0")}_genders.sql`);
    expect(genders?.sql).toContain("ALTER TABLE genders ADD COLUMN short_name text;");
    await expect(newMigration({ name: "dormitory", resourcesDir, migrationsDir })).rejects.toThrow(
      'there is no resource file named "dormitory.json"',
    );
  });

  it.each(databaseKinds)(
    "gives tables the start-up check accepts, with nothing left to write, on %s",
    async (kind) => {
      const t = await createTestDatabase(kind, { migrated: false });
      try {
        await migrate(t.database, await readMigrations(migrationsDir));
        const registry = await loadRegistry(resourcesDir);
        const tables = await readTableShapes(t.database.db);
        const problems = ["dormitories", "genders"].flatMap((name) => {
          const resource = registry.resources.get(name);
          return resource ? tableProblems(resource, tables.get(resource.table)) : [`no ${name}`];
        });
        expect(problems).toEqual([]);
        const lookupTables = new Map(
          [...registry.lookups].map(([name, source]) => [name, source.resource.table]),
        );
        for (const resource of registry.resources.values())
          expect(
            migrationSql(resource, tables.get(resource.table), lookupTables),
            resource.name,
          ).toBeUndefined();
      } finally {
        await t.drop();
      }
    },
  );
});
