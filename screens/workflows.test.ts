import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { WorkflowFile } from "../src/schema/workflows/workflowFormat";
import { workflowScreens } from "./workflows";

const DIR = path.resolve(__dirname, "../schemas/workflows");
const files = readdirSync(DIR)
  .filter((name) => name.endsWith(".json"))
  .map((name) => JSON.parse(readFileSync(path.join(DIR, name), "utf8")) as WorkflowFile);

describe("the workflow screens", () => {
  it("are exactly the screens the workflow files name, with the file's access unless narrowed", () => {
    const named = files.flatMap((file) =>
      (file.screens ?? []).map((screen) => ({
        path: screen.path,
        access: screen.access ?? file.access,
        group: screen.group,
      })),
    );
    expect(named.length).toBeGreaterThanOrEqual(4);
    expect(workflowScreens.map(({ path: route, access, group }) => ({ path: route, access, group }))).toEqual(
      expect.arrayContaining(named),
    );
    expect(workflowScreens).toHaveLength(named.length);
    for (const screen of workflowScreens) expect(typeof screen.load).toBe("function");
  });
});
