import { readSchemaFiles, SCHEMAS_DIR } from "../loadSchemas";
import {
  APPLICATION_FILES,
  type ApplicationFolder,
  type ApplicationType,
  ApplicationTypeError,
  applicationFile,
  checkApplicationTypes,
} from "./applicationFolders";
import { isJsonObject, type JsonObject } from "./mergeDeep";
import { resolveApplicationFolders } from "./resolveFolders";
import { UI_FRAGMENT_SUFFIX, type UiFragmentLibrary } from "./uiFragments";

/**
 * Node-only (node:fs is imported when called, as in loadSchemas.ts): reads every
 * schemas/applications/<type>/ folder, resolves `extends` and UI fragments, and checks it with
 * `checkApplicationTypes`, the loader the browser uses too. Server start-up and the build's
 * precompile step call this.
 */
export async function readApplicationTypes(dir: URL = SCHEMAS_DIR): Promise<ApplicationType[]> {
  const library = Object.fromEntries((await readSchemaFiles(dir)).map((file) => [file.id, file.schema]));
  return checkApplicationTypes(await readResolvedFolders(dir), library);
}

/** Every folder of schemas/applications with `extends` and UI fragments resolved (not yet checked). */
export async function readResolvedFolders(dir: URL = SCHEMAS_DIR): Promise<ApplicationFolder[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const root = new URL("applications/", dir);
  const entries = await readdir(root, { withFileTypes: true }).catch(() => []);
  const problems: string[] = [];
  const folders: ApplicationFolder[] = [];
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const files: Record<string, unknown> = {};
    for (const [key, name] of Object.entries(APPLICATION_FILES)) {
      const text = await readFile(new URL(`${entry.name}/${name}`, root), "utf8").catch(() => undefined);
      if (text === undefined) continue;
      try {
        files[key] = JSON.parse(text);
      } catch (error) {
        const file = applicationFile(entry.name, key as keyof typeof APPLICATION_FILES);
        problems.push(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
        files[key] = null;
      }
    }
    folders.push({ folder: entry.name, ...files });
  }
  if (problems.length > 0) throw new ApplicationTypeError(problems);
  return resolveApplicationFolders(folders, await readUiFragments(dir));
}

/** The UI fragments of schemas/common (`*.ui.json`) by their path below schemas/. */
export async function readUiFragments(dir: URL = SCHEMAS_DIR): Promise<UiFragmentLibrary> {
  const { readdir, readFile } = await import("node:fs/promises");
  const common = new URL("common/", dir);
  const names = (await readdir(common).catch(() => [] as string[])).filter((name) =>
    name.endsWith(UI_FRAGMENT_SUFFIX),
  );
  const fragments: Record<string, JsonObject> = {};
  for (const name of names.sort()) {
    const value: unknown = JSON.parse(await readFile(new URL(name, common), "utf8"));
    if (!isJsonObject(value))
      throw new Error(`schemas/common/${name}: a UI fragment must hold a JSON object`);
    fragments[`common/${name}`] = value;
  }
  return fragments;
}
