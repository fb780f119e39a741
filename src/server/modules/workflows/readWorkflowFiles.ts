import { readJsonFolder } from "../../../schema/jsonFolder";
import { checkWorkflowFiles, type Workflow, WorkflowFileError } from "../../../schema/workflows";

/** Reads `schemas/workflows/*.json` and checks them with the model (src/schema/workflows). */
export const WORKFLOWS_DIR = new URL("../../../../schemas/workflows/", import.meta.url);

/** Every `*.json` in `dir`, checked; a missing folder holds no workflows. */
export async function readWorkflowFiles(dir: URL | string = WORKFLOWS_DIR): Promise<Workflow[]> {
  return checkWorkflowFiles(
    await readJsonFolder(dir, "schemas/workflows", (message) => new WorkflowFileError(message)),
  );
}
