/** One `*.json` file of a folder, parsed: what the file checkers (resources, workflows, reports) take. */
export interface JsonFileEntry {
  fileName: string;
  content: unknown;
}

/**
 * Node-only: every `*.json` in `dir` (by name), parsed; a missing folder holds none. A file that is
 * not JSON is refused with `fail`, naming it as `<where>/<file>`. `node:fs` is imported inside the
 * function so nothing reaches the browser bundle.
 */
export async function readJsonFolder(
  dir: URL | string,
  where: string,
  fail: (message: string) => Error,
): Promise<JsonFileEntry[]> {
  const { readdir, readFile } = await import("node:fs/promises");
  const { fileURLToPath } = await import("node:url");
  const path = await import("node:path");
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".json")).sort();
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return [];
    throw error;
  }
  return Promise.all(
    names.map(async (fileName) => {
      const text = await readFile(path.join(folder, fileName), "utf8");
      try {
        return { fileName, content: JSON.parse(text) as unknown };
      } catch (error) {
        throw fail(`${where}/${fileName}: not valid JSON (${(error as Error).message})`);
      }
    }),
  );
}
