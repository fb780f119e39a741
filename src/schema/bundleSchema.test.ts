import { describe, expect, it } from "vitest";
import { schemaFixtures } from "../../tests/support/schemaFixtures";
import { bundleSchema, createAjv, readSchemaFiles, type SchemaLibrary } from "./index";

async function library(): Promise<SchemaLibrary> {
  const files = await readSchemaFiles();
  return Object.fromEntries(files.map((file) => [file.id, file.schema]));
}

describe("bundleSchema (one self-contained schema for rjsf)", () => {
  it("inlines references across files and within a file", async () => {
    const bundled = bundleSchema("common/next-of-kin.schema.json", await library());
    expect(JSON.stringify(bundled)).not.toContain("$ref");
    expect(bundled.$id).toBe("common/next-of-kin.schema.json");
    expect(bundled.properties.mobileNumber).toMatchObject({ title: "Mobile number", nigerianPhone: true });
  });

  it("validates like the separate files, for every schema and fixture", async () => {
    const schemas = await library();
    const separate = createAjv();
    for (const schema of Object.values(schemas)) separate.addSchema(schema);
    for (const id of Object.keys(schemas)) {
      const whole = createAjv().compile(bundleSchema(id, schemas));
      const live = separate.getSchema(id);
      if (!live) throw new Error(`no validator for ${id}`);
      const fixtures = schemaFixtures[id];
      for (const data of [...(fixtures?.valid ?? []), ...(fixtures?.invalid ?? [])]) {
        const a = whole(structuredClone(data));
        const b = live(structuredClone(data));
        expect({ id, data, valid: a, paths: whole.errors?.map((e) => [e.instancePath, e.message]) }).toEqual({
          id,
          data,
          valid: b,
          paths: live.errors?.map((e) => [e.instancePath, e.message]),
        });
      }
    }
  });

  it("keeps non-annotation siblings of a $ref with allOf, and refuses cycles", () => {
    const schemas: SchemaLibrary = {
      "a.schema.json": {
        $id: "a.schema.json",
        type: "object",
        properties: { x: { $ref: "b.schema.json", maxLength: 3 } },
      },
      "b.schema.json": { $id: "b.schema.json", type: "string", minLength: 1 },
      "loop.schema.json": { $id: "loop.schema.json", properties: { self: { $ref: "loop.schema.json" } } },
    };
    expect(bundleSchema("a.schema.json", schemas).properties.x).toEqual({
      maxLength: 3,
      allOf: [{ type: "string", minLength: 1 }],
    });
    expect(() => bundleSchema("loop.schema.json", schemas)).toThrow(/circular/);
  });
});
