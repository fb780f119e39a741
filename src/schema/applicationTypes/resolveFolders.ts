import { type ApplicationFolder, ApplicationTypeError, applicationFile } from "./applicationFile";
import { isJsonObject, mergeDeep } from "./mergeDeep";
import { EXTENDS_KEY } from "./metaExtends";
import { resolveUiFragments, type UiFragmentLibrary } from "./uiFragments";

/**
 * Folders as written (with `"extends"` in meta.json and UI fragment `$ref`s in form.ui.json) to
 * folders as the checker reads them: every type whole. Runs before `checkApplicationTypes` in
 * every reader (server, build, browser, the registry's seed), so all see the same resolved type.
 *
 * `"extends": "<type>"` in meta.json: the folder starts from that type's resolved files and merges
 * its own over them (`mergeDeep`: objects merge, arrays and scalars replace, `null` removes).
 * meta.json must still give what is the type's own (`id`, `name`, `applicationMode`, routes …);
 * form.schema.json and form.ui.json may be left out (the other type's, under this type's `$id`) or
 * hold only what differs (form.schema.json then carries its own `$id`, as every schema file does).
 * A type may extend a type that extends another; a circle is a problem.
 */

export { EXTENDS_KEY };

const uiFileId = (folder: string) => `applications/${folder}/form.ui.json`;
const schemaId = (folder: string) => `applications/${folder}/form.schema.json`;

function over(base: unknown, own: unknown): unknown {
  if (own === undefined) return base;
  return isJsonObject(base) && isJsonObject(own) ? mergeDeep(base, own) : own;
}

/** Every folder with `extends` and UI fragments resolved; problems are thrown together, naming the file. */
export function resolveApplicationFolders(
  folders: readonly ApplicationFolder[],
  fragments: UiFragmentLibrary = {},
): ApplicationFolder[] {
  const problems: string[] = [];
  const byName = new Map(folders.map((folder) => [folder.folder, folder]));
  const resolved = new Map<string, ApplicationFolder | null>();

  function resolve(folder: ApplicationFolder, chain: readonly string[]): ApplicationFolder | null {
    const known = resolved.get(folder.folder);
    if (known !== undefined) return known;
    const result = resolveOne(folder, chain);
    resolved.set(folder.folder, result);
    return result;
  }

  function resolveOne(folder: ApplicationFolder, chain: readonly string[]): ApplicationFolder | null {
    let ui = folder.ui;
    if (isJsonObject(ui)) {
      try {
        ui = resolveUiFragments(ui, uiFileId(folder.folder), fragments);
      } catch (error) {
        problems.push(
          `${applicationFile(folder.folder, "ui")}: ${error instanceof Error ? error.message : error}`,
        );
        return null;
      }
    }
    const meta = folder.meta;
    if (!isJsonObject(meta) || meta[EXTENDS_KEY] === undefined) return { ...folder, ui };
    const metaFile = applicationFile(folder.folder, "meta");
    const parentName = meta[EXTENDS_KEY];
    const parentFolder = typeof parentName === "string" ? byName.get(parentName) : undefined;
    if (!parentFolder) {
      problems.push(`${metaFile}: "${EXTENDS_KEY}" names no type folder (${JSON.stringify(parentName)})`);
      return null;
    }
    if (chain.includes(parentFolder.folder)) {
      problems.push(
        `${metaFile}: "${EXTENDS_KEY}" goes round in a circle: ${[...chain, parentFolder.folder].join(" -> ")}`,
      );
      return null;
    }
    const parent = resolve(parentFolder, [...chain, parentFolder.folder]);
    if (!parent) {
      problems.push(`${metaFile}: the type it extends (${parentFolder.folder}) is broken`);
      return null;
    }
    const { [EXTENDS_KEY]: _extends, ...ownMeta } = meta;
    const inheritedSchema = isJsonObject(parent.schema)
      ? { ...parent.schema, $id: schemaId(folder.folder) }
      : parent.schema;
    return {
      folder: folder.folder,
      meta: over(parent.meta, ownMeta),
      schema: over(inheritedSchema, folder.schema),
      ui: over(parent.ui, ui),
    };
  }

  const out: ApplicationFolder[] = [];
  for (const folder of folders) {
    const result = resolve(folder, [folder.folder]);
    if (result) out.push(result);
  }
  if (problems.length > 0) throw new ApplicationTypeError([...new Set(problems)]);
  return out;
}
