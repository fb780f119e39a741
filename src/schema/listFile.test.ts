import { describe, expect, it } from "vitest";
import transcriptRequests from "../../schemas/lists/transcript-requests.json";
import { loadListFile } from "./listFile";
import { modelOf } from "./resourceModel";

const base = {
  name: "made-up",
  title: "Made up",
  singular: "Row",
  route: "/made_up",
  table: "made_up_rows",
  access: { read: ["registrar"], write: [] },
  schema: { type: "object", properties: { name: { type: "string" }, count: { type: "integer" } } },
  grid: { columns: ["name", "count"], filters: ["count"] },
};

describe("loadListFile", () => {
  it("reads a list file as the resource model the Grid and the server share, integers bounded", () => {
    const file = loadListFile(base);
    const model = modelOf(file);
    expect([...model.sortable.keys()]).toEqual(["name", "-name", "count", "-count"]);
    expect([...model.filters.keys()]).toEqual(["count"]);
    expect(model.byProperty.get("count")?.maximum).toBe(2_147_483_647);
  });

  it("names the list file when it is malformed or has actions that would change rows", () => {
    expect(() => loadListFile({ ...base, grid: {} })).toThrow(
      'schemas/lists/made-up.json: "grid.columns" must be a list',
    );
    expect(() => loadListFile({ ...base, grid: { ...base.grid, upload: true } })).toThrow(/read-only/);
  });

  it("accepts every list file of the repository", () => {
    expect(loadListFile(transcriptRequests).name).toBe("transcript-requests");
  });
});
