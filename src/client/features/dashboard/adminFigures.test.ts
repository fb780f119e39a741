import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAllowed } from "../../../schema/access";
import type { ResourceFile } from "../../../schema/resourceFile";
import { ADMIN_FIGURES } from "./adminFigures";

const RESOURCES = path.resolve(import.meta.dirname, "../../../../schemas/resources");

async function resourceFiles(): Promise<ResourceFile[]> {
  const names = (await readdir(RESOURCES)).filter((name) => name.endsWith(".json"));
  return Promise.all(
    names.map(async (name) => JSON.parse(await readFile(path.join(RESOURCES, name), "utf8")) as ResourceFile),
  );
}

describe("the officials' figure cards", () => {
  it("link only to admin lists that exist and that every official may read", async () => {
    const byRoute = new Map((await resourceFiles()).map((file) => [file.route, file]));
    const anyOfficial = { userType: "official", roles: ["bursar"], claims: [] };
    for (const figure of ADMIN_FIGURES.filter((f) => f.route)) {
      const file = byRoute.get(figure.route!);
      expect(file, `${figure.label} → ${figure.route}`).toBeDefined();
      expect(isAllowed(anyOfficial, { roles: file!.access.read }), figure.label).toBe(true);
      expect(figure.linkText, figure.label).toBeTruthy();
    }
  });

  it("have distinct keys and labels", () => {
    expect(new Set(ADMIN_FIGURES.map((f) => f.key)).size).toBe(ADMIN_FIGURES.length);
    expect(new Set(ADMIN_FIGURES.map((f) => f.label)).size).toBe(ADMIN_FIGURES.length);
  });
});
