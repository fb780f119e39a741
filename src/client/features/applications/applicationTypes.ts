import {
  type ApplicationType,
  checkApplicationTypes,
  groupApplicationFiles,
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

export const applicationTypes: readonly ApplicationType[] = checkApplicationTypes(
  groupApplicationFiles(folders),
  library,
);

/** The type whose folder is `id`; the route table only names existing folders. */
export function applicationType(id: string): ApplicationType {
  const type = applicationTypes.find((candidate) => candidate.meta.id === id);
  if (!type) throw new Error(`There is no application type "${id}" in schemas/applications.`);
  return type;
}
