import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApplicationType } from "../../../src/schema/applicationTypes";
import type { SchemaLibrary } from "../../../src/schema/bundleSchema";
import { readApplicationFolders } from "../../../src/schema/publishedTypes/readApplicationFolders";
import { queryRows } from "../../../src/server/db/database";
import {
  ApplicationTypeRegistry,
  REPOSITORY,
} from "../../../src/server/modules/applicationTypes/typeRegistry";
import { validApplication } from "../../support/applicationFixtures";
import { createTestApp, type TestApp } from "../../support/testApp";

type Json = Record<string, unknown>;

/** schemas/common with the surname's longest length cut to `maxLength`, as a later deploy might. */
function withSurnameOf(library: SchemaLibrary, maxLength: number): SchemaLibrary {
  const names = structuredClone(library["common/person-names.schema.json"]) as Json & {
    definitions: { surname: Json };
  };
  names.definitions.surname.maxLength = maxLength;
  return { ...library, "common/person-names.schema.json": names };
}

const surnameOf = (type: ApplicationType) =>
  (type.schema as { properties: { personal: { properties: { surname: Json } } } }).properties.personal
    .properties.surname;

describe("a published version is frozen: a common piece changed later does not change what it asks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  }, 180_000);
  afterAll(async () => t?.close());

  it("keeps no $ref into schemas/common in a stored version", async () => {
    const [row] = await queryRows<{ bundled_schema: unknown }>(
      t.database.db,
      sql`SELECT bundled_schema FROM application_type_versions WHERE type_key = 'putme' AND version = 1`,
    );
    const text = JSON.stringify(row?.bundled_schema);
    expect(text).toContain('"surname"');
    expect(text).not.toContain(`"$ref":`);
  });

  it("asks exactly what it asked after the piece changed; the change reaches a new version only", async () => {
    const registry = t.app.applicationTypeRegistry;
    const before = (await registry.version("putme", 1))!.type;
    const application = validApplication(before);
    (application.personal as Json).surname = "Adebayo";
    expect((await registry.form("putme", 1))!.validate(application)).toEqual([]);

    // The next deploy: the same folders, the surname piece now at most 5 letters.
    const { folders, library } = await readApplicationFolders();
    const live: ApplicationType[] = [];
    const deployed = new ApplicationTypeRegistry(
      () => t.database.db,
      folders,
      withSurnameOf(library, 5),
      live,
    );
    await deployed.start();
    deployed.close();

    // Version 1, read afresh from its row, is what it was, field by field, and still accepts the name.
    const after = (await deployed.version("putme", 1))!.type;
    expect(after.schema).toEqual(before.schema);
    expect(after.uiSchema).toEqual(before.uiSchema);
    expect(surnameOf(after).maxLength).toBe(50);
    expect((await deployed.form("putme", 1))!.validate(application)).toEqual([]);

    // The changed piece made putme's next version (the repository's), which refuses the long name.
    expect(await deployed.latestVersion("putme")).toBe(2);
    const [row] = await queryRows<{ published_by_name: string }>(
      t.database.db,
      sql`SELECT published_by_name FROM application_type_versions WHERE type_key = 'putme' AND version = 2`,
    );
    expect(row?.published_by_name).toBe(REPOSITORY);
    expect(surnameOf((await deployed.version("putme", 2))!.type).maxLength).toBe(5);
    const refused = (await deployed.form("putme", 2))!.validate(application);
    expect(refused.map((error) => error.path)).toContain("personal.surname");
    expect(live.find((type) => type.meta.id === "putme")?.schema).toEqual(
      (await deployed.version("putme", 2))!.type.schema,
    );
  });

  it("bundles versions published before versions were frozen, once, at start", async () => {
    await queryRows(
      t.database.db,
      sql`UPDATE application_type_versions SET bundled_schema = NULL WHERE type_key = 'nce' AND version = 1`,
    );
    const { folders, library } = await readApplicationFolders();
    const registry = new ApplicationTypeRegistry(() => t.database.db, folders, library, []);
    await registry.start();
    registry.close();
    const [row] = await queryRows<{ bundled_schema: unknown }>(
      t.database.db,
      sql`SELECT bundled_schema FROM application_type_versions WHERE type_key = 'nce' AND version = 1`,
    );
    expect(JSON.stringify(row?.bundled_schema)).not.toContain(`"$ref":`);
    expect((await registry.version("nce", 1))!.type.schema).toEqual(
      (await t.app.applicationTypeRegistry.version("nce", 1))!.type.schema,
    );
  });
});
