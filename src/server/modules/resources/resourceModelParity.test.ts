import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { activeFieldOf, gridConfigOf } from "../../../client/engine/crud/gridConfigOf";
import { readResourceFiles } from "../../../schema/readResourceFiles";
import { columnOf } from "../../../schema/resourceFile";
import { loadResourceFiles } from "../../../schema/resourceFileCheck";
import { scopedResourceFile } from "../../../schema/resourceScope";
import { buildRegistry } from "./resourceRegistry";

/**
 * Every resource file, read by the server (the registry it serves the list from) and by the
 * client (the grid it shows): both must see the same fields, titles, sort keys, search, filters,
 * active field and lookups, or a header sorts what the server refuses.
 */
const files = await readResourceFiles();
const registry = buildRegistry(files);

describe("the client's glob and the server's folder go through one checked loader", () => {
  it("and give the same files, schemas bounded", async () => {
    const dir = new URL("../../../../schemas/resources/", import.meta.url);
    const names = (await readdir(dir)).filter((name) => name.endsWith(".json"));
    // What Vite's glob hands screens/resources.ts: the parsed JSON under its path.
    const globbed = await Promise.all(
      names.map(async (fileName) => ({
        fileName,
        content: JSON.parse(await readFile(new URL(fileName, dir), "utf8")),
      })),
    );
    expect(loadResourceFiles(globbed)).toEqual(files);
    expect(files.length).toBe(names.length);
  });
});

describe.each(files.map((file) => [file.name, file] as const))(
  "%s: server and client see one model",
  (name, file) => {
    const server = registry.resources.get(name);
    if (!server) throw new Error(`the registry has no ${name}`);
    const client = gridConfigOf(file);

    it("labels every column and filter with the server's title", () => {
      for (const column of client.columns) {
        const entry = file.grid.columns.map(columnOf).find((c) => c.field === column.field);
        const field = server.byProperty.get(column.field);
        if (entry?.label === undefined && field) expect(column.label).toBe(field.title);
        if (column.format === "lookup") expect(column.lookup).toBe(field?.lookup);
      }
      expect(client.filters.map((filter) => [filter.field, filter.label])).toEqual([
        ...[...server.filters.values()].map((field) => [field.property, field.title]),
        // grid.ranges: the query parameters the server reads as bounds, "<title> from" / "to".
        ...[...server.ranges].map(([parameter, bound]) => [parameter, `${bound.field.title} ${bound.side}`]),
      ]);
    });

    it("offers to sort exactly what the server sorts by", () => {
      for (const column of client.columns) {
        if (column.text !== undefined) expect(column.sortable).toBe(false);
        else expect(column.sortable, column.field).toBe(server.sortable.has(column.field));
      }
      if (client.defaultSort) expect(server.sortable.has(client.defaultSort)).toBe(true);
    });

    it("gives each scoped screen a model of its own (the fixed column, filter and sort left out)", () => {
      for (const { scope, field } of server.scopes) {
        const scoped = scopedResourceFile(file, field.property, scope.title);
        const config = gridConfigOf(scoped);
        expect(config.columns.map((column) => column.field)).not.toContain(field.property);
        expect(config.filters.map((filter) => filter.field)).not.toContain(field.property);
      }
    });

    it("searches when the server searches, and switches rows on and off by the same field", () => {
      expect(client.searchable).toBe(server.search.length > 0);
      expect(activeFieldOf(file)).toBe(server.activeField?.property);
    });

    it("bounds every integer in the schema both sides validate with", () => {
      const properties = file.schema.properties as Record<string, Record<string, unknown>>;
      for (const field of server.fields.filter((f) => f.type === "integer")) {
        const property = properties[field.property] ?? {};
        expect(property.minimum, field.property).toBeGreaterThanOrEqual(field.lookup ? 1 : -2_147_483_648);
        expect(property.maximum, field.property).toBeLessThanOrEqual(2_147_483_647);
        expect([property.minimum, property.maximum]).toEqual([field.minimum, field.maximum]);
      }
      expect(server.schema).toEqual(file.schema);
    });
  },
);
