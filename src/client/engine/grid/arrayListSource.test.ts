import { describe, expect, it } from "vitest";
import { arrayListSource, pageOfRows } from "./arrayListSource";

const rows = [
  { id: "nce", name: "NCE Programme", versions: 3, status: "published" },
  { id: "pg", name: "Postgraduate", versions: 1, status: "published" },
  { id: "jupeb", name: "JUPEB Foundation", versions: 2, status: "draft" },
  { id: "pre_nce", name: "Pre-NCE Programme", versions: 10, status: "published" },
];
const query = { page: 1, pageSize: 2, filters: {} };

describe("pageOfRows", () => {
  it("pages and counts every matching row", () => {
    expect(pageOfRows(rows, query)).toEqual({
      items: rows.slice(0, 2),
      meta: { pageSize: 2, currentPage: 1, totalCount: 4 },
    });
    expect(pageOfRows(rows, { ...query, page: 2 }).items.map((row) => row.id)).toEqual(["jupeb", "pre_nce"]);
  });

  it("sorts numbers as numbers and text in reading order, either way", () => {
    const ids = (sort: string) =>
      pageOfRows(rows, { ...query, pageSize: 5, sort }).items.map((row) => row.id);
    expect(ids("versions")).toEqual(["pg", "jupeb", "nce", "pre_nce"]);
    expect(ids("-versions")).toEqual(["pre_nce", "nce", "jupeb", "pg"]);
    expect(ids("name")).toEqual(["jupeb", "nce", "pg", "pre_nce"]);
  });

  it("searches the given fields for every word, and filters exactly", () => {
    const found = pageOfRows(rows, { ...query, pageSize: 5, search: "nce PROG" }, ["name"]);
    expect(found.items.map((row) => row.id)).toEqual(["nce", "pre_nce"]);
    expect(pageOfRows(rows, { ...query, search: "nce" }).meta.totalCount).toBe(0);
    const drafts = pageOfRows(rows, { ...query, filters: { status: "draft" } });
    expect(drafts.items.map((row) => row.id)).toEqual(["jupeb"]);
  });
});

describe("arrayListSource", () => {
  it("answers pages of what it loads, loading again for each page", async () => {
    let loads = 0;
    const source = arrayListSource(["types"], async () => {
      loads += 1;
      return rows;
    });
    expect((await source.fetchPage({ ...query, page: 2 })).items.map((row) => row.id)).toEqual([
      "jupeb",
      "pre_nce",
    ]);
    await source.fetchPage(query);
    expect(loads).toBe(2);
  });
});
