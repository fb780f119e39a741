import type { ApplicationFolder } from "../applicationTypes";
import { readResolvedFolders, readUiFragments } from "../applicationTypes/readApplicationTypes";
import type { UiFragmentLibrary } from "../applicationTypes/uiFragments";
import type { SchemaLibrary } from "../bundleSchema";
import { readSchemaFiles, SCHEMAS_DIR } from "../loadSchemas";

/**
 * Node-only (node:fs imported when called, as in loadSchemas.ts): the repository's
 * schemas/applications/<type>/ files as parsed JSON, with `extends` and UI fragments resolved (a
 * version row holds a type whole), and schemas/common's pieces by `$id` — what the server seeds as
 * version 1 of each type and checks published versions against, and the UI fragments of
 * schemas/common (a file pasted into the editor may `$ref` them). The server has already checked
 * the same folders at start (`readApplicationTypes`).
 */
export async function readApplicationFolders(
  dir: URL = SCHEMAS_DIR,
): Promise<{ folders: ApplicationFolder[]; library: SchemaLibrary; fragments: UiFragmentLibrary }> {
  const files = await readSchemaFiles(dir);
  const library: SchemaLibrary = Object.fromEntries(
    files.filter((file) => file.id.startsWith("common/")).map((file) => [file.id, file.schema]),
  );
  return { folders: await readResolvedFolders(dir), library, fragments: await readUiFragments(dir) };
}
