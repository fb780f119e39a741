import type { Ajv, AnySchemaObject } from "ajv";

/**
 * Node-only: reads the schema files. `node:fs` is imported inside the functions so this module can
 * be re-exported from `src/schema/index.ts` without breaking the browser bundle (the client never
 * calls it; it gets precompiled validators instead).
 *
 * The `$id` / `$ref` convention:
 * - every `*.schema.json` under `schemas/` has `"$id"` equal to its path below `schemas/`, e.g.
 *   `"$id": "common/olevel-sitting.schema.json"` (checked here: a copied file with a stale id fails);
 * - a `$ref` is the relative path from the referring file to the target file, exactly like a file
 *   link (plus an optional `#/definitions/...` fragment): `"subject-grade.schema.json"` inside
 *   `common/`, `"../../common/person-names.schema.json"` from `applications/nce/form.schema.json`.
 * Standard URI resolution of relative ids then gives ajv, editors and readers the same answer.
 */

/** The repository's `schemas/` folder, found from this file (`src/schema/` → `../../schemas/`). */
export const SCHEMAS_DIR = new URL("../../schemas/", import.meta.url);

export const SCHEMA_FILE_SUFFIX = ".schema.json";

export interface SchemaFile {
  /** The schema's `$id`: its path below `schemas/`, with forward slashes. */
  readonly id: string;
  readonly schema: AnySchemaObject;
}

async function toDirectoryUrl(dir: URL | string): Promise<URL> {
  if (dir instanceof URL) return dir.href.endsWith("/") ? dir : new URL(`${dir.href}/`);
  const { pathToFileURL } = await import("node:url");
  return pathToFileURL(dir.endsWith("/") ? dir : `${dir}/`);
}

function isSchemaObject(value: unknown): value is AnySchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Every `*.schema.json` below `dir`, sorted by id, each checked to carry its own path as `$id`; not
 * the form.schema.json of a type that extends another (an override, see `isTypeOverride`).
 */
export async function readSchemaFiles(dir: URL | string = SCHEMAS_DIR): Promise<SchemaFile[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const root = await toDirectoryUrl(dir);
  const entries = await readdir(root, { recursive: true });
  const ids = entries
    .map((entry) => entry.split("\\").join("/"))
    .filter((entry) => entry.endsWith(SCHEMA_FILE_SUFFIX))
    .sort();
  const files: SchemaFile[] = [];
  for (const id of ids) {
    if (await isTypeOverride(root, id)) continue;
    const text = await readFile(new URL(id, root), "utf8");
    const schema: unknown = JSON.parse(text);
    if (!isSchemaObject(schema)) throw new Error(`schemas/${id}: a schema file must hold a JSON object`);
    if (schema.$id !== id) {
      throw new Error(
        `schemas/${id}: "$id" must be "${id}" (its path below schemas/), found ${JSON.stringify(schema.$id)}`,
      );
    }
    files.push({ id, schema });
  }
  return files;
}

const TYPE_SCHEMA = /^applications\/([^/]+)\/form\.schema\.json$/;

/**
 * Whether `id` is the form.schema.json of a type that `"extends"` another (its meta.json says so):
 * then it holds only what differs from the other type's form (src/schema/applicationTypes,
 * resolveFolders.ts) — an override, not a schema of its own — so it is no schema to load.
 */
async function isTypeOverride(root: URL, id: string): Promise<boolean> {
  const folder = TYPE_SCHEMA.exec(id)?.[1];
  if (!folder) return false;
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(new URL(`applications/${folder}/meta.json`, root), "utf8").catch(() => "");
  try {
    const meta: unknown = JSON.parse(text);
    return isSchemaObject(meta) && meta.extends !== undefined;
  } catch {
    return false; // the type's loader reports a broken meta.json, naming it
  }
}

/**
 * Adds every schema file to `ajv` (so `$ref`s between files resolve), then compiles each one so a
 * broken reference or an unknown keyword fails here, naming the file, rather than at first use.
 */
export async function loadSchemas(ajv: Ajv, dir: URL | string = SCHEMAS_DIR): Promise<SchemaFile[]> {
  const files = await readSchemaFiles(dir);
  for (const file of files) {
    if (!ajv.getSchema(file.id)) ajv.addSchema(file.schema);
  }
  for (const file of files) {
    try {
      ajv.getSchema(file.id);
    } catch (error) {
      throw new Error(`schemas/${file.id}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return files;
}
