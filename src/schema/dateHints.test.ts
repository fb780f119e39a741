import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SCHEMAS = fileURLToPath(new URL("../../schemas", import.meta.url));
/** Where a person reads a field's hint: its description, UI help, UI description or placeholder. */
const HINT_KEYS = new Set(["description", "ui:help", "ui:description", "ui:placeholder"]);
/** A typed date layout: the browser's date picker shows its own (mm/dd/yyyy in Chromium's en-US). */
const TYPED_LAYOUT = /\b(yyyy|dd[-/]mm|mm[-/]dd)\b/i;

async function jsonFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return jsonFiles(full);
      return Promise.resolve(entry.name.endsWith(".json") ? [full] : []);
    }),
  );
  return nested.flat();
}

function hintsNamingALayout(node: unknown, where: string, found: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      hintsNamingALayout(item, `${where}[${index}]`, found);
    });
    return;
  }
  if (typeof node !== "object" || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (HINT_KEYS.has(key) && typeof value === "string" && TYPED_LAYOUT.test(value))
      found.push(`${where}.${key}: "${value}"`);
    else hintsNamingALayout(value, `${where}.${key}`, found);
  }
}

/**
 * Date fields use the browser's date picker, which shows the day in the reader's own layout: a
 * hint saying "yyyy-mm-dd" above a box showing mm/dd/yyyy contradicted it (the newcomer's date of
 * birth). Hints say how to give the date, never a layout to type.
 */
describe("the hints of the schema files", () => {
  it("name no typed date layout", async () => {
    const found: string[] = [];
    for (const file of await jsonFiles(SCHEMAS)) {
      const content: unknown = JSON.parse(await readFile(file, "utf8"));
      hintsNamingALayout(content, path.relative(SCHEMAS, file), found);
    }
    expect(found).toEqual([]);
  });
});
