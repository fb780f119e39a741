import {
  type ApplicationType,
  checkApplicationTypes,
  groupApplicationFiles,
  resolveApplicationFolders,
  type UiFragmentLibrary,
} from "../../../schema/applicationTypes";
import type { SchemaLibrary } from "../../../schema/bundleSchema";

/**
 * An application type's folder checked and bundled in the browser, by the loader the server and
 * the build use (src/schema/applicationTypes): what ./applicationTypes.ts falls back on outside a
 * build (tests, `npm run dev` before one), when there is no prebuilt type. Only the type's own
 * form files and those of the types it `extends` are read, not every type's.
 */
const formFiles = import.meta.glob<unknown>("../../../../schemas/applications/*/form.*.json", {
  import: "default",
});
const metaFiles = import.meta.glob<unknown>("../../../../schemas/applications/*/meta.json", {
  eager: true,
  import: "default",
});
const common = import.meta.glob<SchemaLibrary[string]>("../../../../schemas/common/*.schema.json", {
  eager: true,
  import: "default",
});
const library: SchemaLibrary = Object.fromEntries(
  Object.values(common).map((schema) => [String(schema.$id), schema]),
);

const fragmentFiles = import.meta.glob<UiFragmentLibrary[string]>("../../../../schemas/common/*.ui.json", {
  eager: true,
  import: "default",
});
/** UI fragments by their path below schemas/ ("common/person.ui.json"), as the server reads them. */
const fragments: UiFragmentLibrary = Object.fromEntries(
  Object.entries(fragmentFiles).map(([path, fragment]) => [path.slice(path.indexOf("common/")), fragment]),
);

const folderPath = (folder: string) => `../../../../schemas/applications/${folder}/`;

/** The folder and those it extends, nearest first (the checker reports a missing or circular one). */
function extendsChain(folder: string): string[] {
  const chain: string[] = [];
  for (let next: unknown = folder; typeof next === "string" && !chain.includes(next); ) {
    chain.push(next);
    const meta = metaFiles[`${folderPath(next)}meta.json`];
    next = typeof meta === "object" && meta !== null ? Reflect.get(meta, "extends") : undefined;
  }
  return chain;
}

/** The type whose folder is `id`, checked here. */
export async function checkedApplicationType(id: string): Promise<ApplicationType> {
  const files: Record<string, unknown> = {};
  for (const folder of extendsChain(id)) {
    const meta = `${folderPath(folder)}meta.json`;
    if (meta in metaFiles) files[meta] = metaFiles[meta];
    for (const [path, load] of Object.entries(formFiles))
      if (path.startsWith(folderPath(folder))) files[path] = await load();
  }
  const type = checkApplicationTypes(
    resolveApplicationFolders(groupApplicationFiles(files), fragments),
    library,
  ).find((candidate) => candidate.meta.id === id);
  if (!type) throw new Error(`There is no application type "${id}" in schemas/applications.`);
  return type;
}
