import {
  type ApplicationType,
  checkApplicationTypes,
  groupApplicationFiles,
  resolveApplicationFolders,
  type UiFragmentLibrary,
} from "../../../schema/applicationTypes";
import type { SchemaLibrary } from "../../../schema/bundleSchema";

/**
 * Every application type folder, checked and bundled by the loader the server and the build use
 * (src/schema/applicationTypes), so each form here is exactly the schema its precompiled
 * validators were made for. Vite inlines the JSON at build time; no request at run time.
 */
const folders = import.meta.glob("../../../../schemas/applications/*/*.json", {
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

/** The folders resolved and the shared pieces, for a check of changed folders (the limits' tests). */
export const resolvedFolders = resolveApplicationFolders(groupApplicationFiles(folders), fragments);
export const sharedPieces: SchemaLibrary = library;

export const applicationTypes: readonly ApplicationType[] = checkApplicationTypes(resolvedFolders, library);

/** The type whose folder is `id`; the route table only names existing folders. */
export function applicationType(id: string): ApplicationType {
  const type = applicationTypes.find((candidate) => candidate.meta.id === id);
  if (!type) throw new Error(`There is no application type "${id}" in schemas/applications.`);
  return type;
}
