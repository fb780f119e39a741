import { readdir, readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";

const root = new URL("../../schemas/", import.meta.url);

describe("application fees", () => {
  it("offer exactly the application types there are folders for, by their meta.json id and name", async () => {
    const folders = (await readdir(new URL("applications/", root), { withFileTypes: true })).filter((entry) =>
      entry.isDirectory(),
    );
    const types = await Promise.all(
      folders.map(async (folder) => {
        const meta = JSON.parse(
          await readFile(new URL(`applications/${folder.name}/meta.json`, root), "utf8"),
        );
        return { const: meta.id as string, title: meta.name as string };
      }),
    );
    const file = JSON.parse(await readFile(new URL("resources/application-fees.json", root), "utf8"));
    const offered = file.schema.properties.applicationType.oneOf as { const: string; title: string }[];
    const byId = (a: { const: string }, b: { const: string }) => a.const.localeCompare(b.const);
    expect([...offered].sort(byId)).toEqual(types.sort(byId));
  });
});
