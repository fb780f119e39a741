import { afterEach, describe, expect, it } from "vitest";
import { migrate, readMigrations } from "../../src/server/db/migrate";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../support/testDatabase";

describe.each(databaseKinds)("migrations on %s", (kind) => {
  let t: TestDatabase;
  afterEach(async () => t?.drop());

  it("applies every checked-in migration once", async () => {
    t = await createTestDatabase(kind, { migrated: false });
    const all = (await readMigrations()).map((m) => m.id);
    expect(await migrate(t.database)).toEqual(all);
    expect(await migrate(t.database)).toEqual([]);
  });

  it("rolls back a failing migration and names it", async () => {
    t = await createTestDatabase(kind, { migrated: false });
    await expect(
      migrate(t.database, [
        { id: "0001_ok", sql: "CREATE TABLE a (id int)" },
        { id: "0002_bad", sql: "CREATE TABLE b (id int); SELECT * FROM missing_table" },
      ]),
    ).rejects.toThrow(/Migration 0002_bad failed/);
    const tables = await t.database.session((s) =>
      s.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_name IN ('a','b') AND table_schema = current_schema()",
      ),
    );
    expect(tables.map((r) => r.name)).toEqual(["a"]);
  });
});
