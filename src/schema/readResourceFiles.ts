import { readJsonFolder } from "./jsonFolder";
import type { ResourceFile } from "./resourceFile";
import { loadResourceFiles } from "./resourceFileCheck";
import { ResourceFileError } from "./resourceModel";

/**
 * Node-only: reads `schemas/resources/*.json` (readJsonFolder) and checks them with the shared loader.
 */

/** The repository's `schemas/resources/` folder, found from this file. */
export const RESOURCES_DIR = new URL("../../schemas/resources/", import.meta.url);

/** Every `*.json` in `dir`, checked; a missing folder holds no resources. */
export async function readResourceFiles(dir: URL | string = RESOURCES_DIR): Promise<ResourceFile[]> {
  return loadResourceFiles(
    await readJsonFolder(dir, "schemas/resources", (message) => new ResourceFileError(message)),
  );
}
