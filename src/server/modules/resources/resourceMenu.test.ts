import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { RESOURCES_DIR } from "../../../schema/readResourceFiles";
import { readResourceFiles } from "./resourceRegistry";

const dirs: string[] = [];
afterAll(async () => Promise.all(dirs.map((dir) => rm(dir, { recursive: true }))));

/** A folder holding one real resource file with `menu` set to `menu`. */
async function folderWithMenu(menu: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "resource-menu-"));
  dirs.push(dir);
  const file = JSON.parse(await readFile(new URL("genders.json", RESOURCES_DIR), "utf8"));
  await writeFile(path.join(dir, "genders.json"), JSON.stringify({ ...file, menu }));
  return dir;
}

describe("a resource file's menu entry", () => {
  it("is read when well-formed", async () => {
    const [file] = await readResourceFiles(await folderWithMenu({ name: "utilities", roles: ["registrar"] }));
    expect(file?.menu).toEqual({ name: "utilities", roles: ["registrar"] });
  });

  it("refuses the file at start-up, naming the file and the setting", async () => {
    await expect(readResourceFiles(await folderWithMenu({ name: "Utilities" }))).rejects.toThrow(
      'schemas/resources/genders.json: "menu.name" must be a menu name',
    );
  });
});
