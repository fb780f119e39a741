import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkWorkflowFiles, type Workflow, WorkflowFileError } from "../../../schema/workflows";

/** Reads `schemas/workflows/*.json` and checks them with the model (src/schema/workflows). */
export const WORKFLOWS_DIR = new URL("../../../../schemas/workflows/", import.meta.url);

/** Every `*.json` in `dir`, checked; a missing folder holds no workflows. */
export async function readWorkflowFiles(dir: URL | string = WORKFLOWS_DIR): Promise<Workflow[]> {
  const folder = dir instanceof URL ? fileURLToPath(dir) : dir;
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.endsWith(".json")).sort();
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
        throw new WorkflowFileError(
          `schemas/workflows/${fileName}: not valid JSON (${(error as Error).message})`,
        );
      }
    }),
  );
  return checkWorkflowFiles(entries);
}
