import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readResourceFiles } from "../../../src/schema/readResourceFiles";
import type { ResourceFile } from "../../../src/schema/resourceFile";
import { buildApp } from "../../../src/server/app";
import { loadConfig } from "../../../src/server/config";
import { buildRegistry } from "../../../src/server/modules/resources/resourceRegistry";
import { checkResourceTables, tableProblems } from "../../../src/server/modules/resources/resourceTables";
import { readTableShapes } from "../../../src/server/modules/resources/tableShape";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../support/testDatabase";

const files = await readResourceFiles();

/** The departments file with one change to its schema's properties. */
function departmentsWith(change: (properties: Record<string, unknown>) => void): ResourceFile[] {
  return files.map((file) => {
    if (file.name !== "departments") return file;
    const properties = structuredClone(file.schema.properties) as Record<string, unknown>;
    change(properties);
    return { ...file, schema: { ...file.schema, properties } };
  });
}

describe.each(databaseKinds)("resource files against their tables on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t.drop();
  });

  it("every file in schemas/resources agrees with its table", async () => {
    const tables = await readTableShapes(t.database.db);
    const problems = [...buildRegistry(files).resources.values()].flatMap((resource) =>
      tableProblems(resource, tables.get(resource.table)),
    );
    expect(problems).toEqual([]);
  });

  it("refuses to start when a file names a column its table does not have, naming the file and column", async () => {
    const resources = buildRegistry(
      departmentsWith((properties) => {
        properties.officeNumber = { type: "string", title: "Office number", maxLength: 20 };
      }),
    );
    const config = loadConfig({ NODE_ENV: "test", CLIENT_DIR: "/nonexistent-client-dir" });
    await expect(buildApp({ config, database: t.database, resources })).rejects.toThrow(
      'schemas/resources/departments.json: column departments.office_number (property "officeNumber") does not exist',
    );
  });

  it("names a missing table, a wrong type and a nullable schema over a NOT NULL column", async () => {
    const tables = await readTableShapes(t.database.db);
    const wrongType = buildRegistry(
      departmentsWith((properties) => {
        properties.code = { type: "integer", title: "Code" };
        properties.name = { type: ["string", "null"], title: "Name", maxLength: 100 };
      }),
    ).resources.get("departments");
    if (!wrongType) throw new Error("no departments");
    expect(tableProblems(wrongType, tables.get("departments"))).toEqual(
      expect.arrayContaining([
        'schemas/resources/departments.json: column departments.code (property "code") is text, but the schema says integer: use integer',
        'schemas/resources/departments.json: column departments.name (property "name") is NOT NULL, but the schema allows null',
      ]),
    );
    expect(tableProblems(wrongType, undefined)).toEqual([
      'schemas/resources/departments.json: table "departments" does not exist; write its migration with npm run migration:new -- departments',
    ]);
    const registry = buildRegistry(
      files.map((file) => (file.name === "genders" ? { ...file, table: "sexes" } : file)),
    );
    await expect(checkResourceTables(t.database.db, registry)).rejects.toThrow(
      'table "sexes" does not exist',
    );
  });
});
