import type { ApplicationFolder } from "../applicationTypes";
import { APPLICATION_FILES } from "../applicationTypes";
import type { SchemaLibrary } from "../bundleSchema";
import { readSchemaFiles, SCHEMAS_DIR } from "../loadSchemas";

/**
 * Node-only (node:fs imported when called, as in loadSchemas.ts): the repository's
 * schemas/applications/<type>/ files as parsed JSON, and schemas/common's pieces by `$id` — what
 * the server seeds as version 1 of each type and checks published versions against. The server
 * has already checked the same folders at start (`readApplicationTypes`).
 */
export async function readApplicationFolders(
  dir: URL = SCHEMAS_DIR,
): Promise<{ folders: ApplicationFolder[]; library: SchemaLibrary }> {
  const { readdir, readFile } = await import("node:fs/promises");
  const files = await readSchemaFiles(dir);
  const library: SchemaLibrary = Object.fromEntries(
    files.filter((file) => file.id.startsWith("common/")).map((file) => [file.id, file.schema]),
  );
  const root = new URL("applications/", dir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const folders: ApplicationFolder[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const parsed: Record<string, unknown> = {};
    for (const [key, name] of Object.entries(APPLICATION_FILES))
      parsed[key] = JSON.parse(await readFile(new URL(`${entry.name}/${name}`, root), "utf8"));
    folders.push({ folder: entry.name, ...parsed });
  }
  return { folders, library };
}
