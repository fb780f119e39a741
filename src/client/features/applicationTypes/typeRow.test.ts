import { describe, expect, it } from "vitest";
import { typeRow } from "./ApplicationTypesPage";

describe("an application type as a list row", () => {
  it("says its versions in words, and whether a draft is open", () => {
    const row = typeRow({
      typeKey: "nce",
      name: "NCE Programme",
      latestVersion: 2,
      versions: [
        { version: 1, status: "published", publishedAt: null, publishedBy: null },
        { version: 2, status: "published", publishedAt: "2026-03-02T10:00:00Z", publishedBy: "registrar" },
        { version: 3, status: "draft", publishedAt: null, publishedBy: null },
      ],
    } as Parameters<typeof typeRow>[0]);
    expect(row).toMatchObject({ id: "nce", latestVersion: 2, drafting: "Draft open" });
    expect(row.versions).toMatch(/^Version 1; Version 2 — .*2026 by registrar; Draft 3$/);
  });
});
