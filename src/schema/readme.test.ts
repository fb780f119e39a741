import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { sharedKeywords } from "./index";
import { keywordTableMarkdown, normalizeTable, withKeywordTable } from "./keywordTable";

const README = new URL("./README.md", import.meta.url);

describe("src/schema/README.md", () => {
  it("lists every keyword, generated from the keywords' own data", async () => {
    const readme = await readFile(README, "utf8");
    const current = withKeywordTable(readme);
    // To refresh the table: UPDATE_README=1 npx vitest run --project unit src/schema/readme.test.ts
    // then `npx biome check --write src/schema` (Biome pads the columns; the check ignores padding).
    if (process.env.UPDATE_README === "1") {
      if (normalizeTable(current) !== normalizeTable(readme)) await writeFile(README, current);
      return;
    }
    expect(normalizeTable(readme), "README keyword table is out of date; see the comment above").toBe(
      normalizeTable(current),
    );
  });

  it("has one row per keyword", () => {
    const rows = keywordTableMarkdown().split("\n").slice(2);
    expect(rows.map((row) => row.split("`")[1])).toEqual(sharedKeywords.map((keyword) => keyword.name));
  });
});
