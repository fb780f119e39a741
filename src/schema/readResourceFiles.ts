import type { ResourceFile } from "./resourceFile";
import { loadResourceFiles } from "./resourceFileCheck";
import { ResourceFileError } from "./resourceModel";

/**
 * Node-only: reads `schemas/resources/*.json` and checks them with the shared loader. `node:fs` is
 * imported inside the function (as in `loadSchemas.ts`) so nothing reaches the browser bundle.
 */

/** The repository's `schemas/resources/` folder, found from this file. */
export const RESOURCES_DIR = new URL("../../schemas/resources/", import.meta.url);

/** Every `*.json` in `dir`, checked; a missing folder holds no resources. */
export async function readResourceFiles(dir: URL | string = RESOURCES_DIR): Promise<ResourceFile[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const { fileURLToPath } = await import("node:url");
  const path = await import("node:path");
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".json"));
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  const entries = await Promise.all(
    names.map(async (fileName) => {
      const text = await readFile(path.join(folder, fileName), "utf8");
      try {
        return { fileName, content: JSON.parse(text) as unknown };
      } catch (error) {
        throw new ResourceFileError(
          `schemas/resources/${fileName}: not valid JSON (${(error as Error).message})`,
        );
      }
    }),
  );
  return loadResourceFiles(entries);
}
