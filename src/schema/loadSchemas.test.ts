import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createAjv, loadSchemas, readSchemaFiles } from "./index";

const temporaryDirs: string[] = [];

async function schemaTree(files: Record<string, unknown>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "matric-schemas-"));
  temporaryDirs.push(dir);
  for (const [file, schema] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), JSON.stringify(schema));
  }
  return dir;
}

afterEach(async () => {
  for (const dir of temporaryDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe("loadSchemas", () => {
  it("loads every schema under schemas/, keyed by its path", async () => {
    const ajv = createAjv();
    const files = await loadSchemas(ajv);
    const ids = files.map((file) => file.id);
    expect(ids).toContain("common/olevel-sitting.schema.json");
    expect(ids).toEqual([...ids].sort());
    for (const id of ids) expect(ajv.getSchema(id)).toBeTypeOf("function");
  });

  it("resolves relative $refs across folders like file links", async () => {
    const dir = await schemaTree({
      "common/phone.schema.json": { $id: "common/phone.schema.json", type: "string", nigerianPhone: true },
      "common/contact.schema.json": {
        $id: "common/contact.schema.json",
        type: "object",
        properties: { mobileNumber: { $ref: "phone.schema.json" } },
      },
      "applications/nce/form.schema.json": {
        $id: "applications/nce/form.schema.json",
        type: "object",
        properties: { contact: { $ref: "../../common/contact.schema.json" } },
      },
      "resources/departments.json": { name: "not a schema file, skipped" },
    });
    const ajv = createAjv();
    const files = await loadSchemas(ajv, dir);
    expect(files.map((file) => file.id)).toEqual([
      "applications/nce/form.schema.json",
      "common/contact.schema.json",
      "common/phone.schema.json",
    ]);
    const validate = ajv.getSchema("applications/nce/form.schema.json");
    expect(validate?.({ contact: { mobileNumber: "0803" } })).toBe(false);
    expect(validate?.errors?.map((error) => [error.instancePath, error.message])).toEqual([
      ["/contact/mobileNumber", "invalid phone number"],
    ]);
  });

  it("refuses a file whose $id is not its path", async () => {
    const dir = await schemaTree({ "common/a.schema.json": { $id: "common/b.schema.json", type: "string" } });
    await expect(readSchemaFiles(dir)).rejects.toThrow(/"\$id" must be "common\/a.schema.json"/);
  });

  it("names the file when a schema does not compile", async () => {
    const dir = await schemaTree({
      "common/a.schema.json": {
        $id: "common/a.schema.json",
        type: "object",
        properties: { x: { $ref: "missing.schema.json" } },
      },
    });
    await expect(loadSchemas(createAjv(), dir)).rejects.toThrow(/schemas\/common\/a.schema.json/);
  });
});
