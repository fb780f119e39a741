import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type FakeHttp, installFakeHttp, listReply } from "../../../tests/support/fakeHttp";
import { endpointListSource, listKeys } from "./listSources";

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp((request) =>
    listReply(
      [{ id: 1, name: `page ${request.query.get("page")}` }],
      Number(request.query.get("page")),
      5,
      9,
    ),
  );
});
afterEach(() => fake.restore());

describe("endpointListSource", () => {
  it("asks the endpoint for the query as list parameters and answers its items and meta", async () => {
    const source = endpointListSource<{ id: number; name: string }>("invoices", "/Payment/staff/invoices");
    const page = await source.fetchPage({
      page: 2,
      pageSize: 5,
      sort: "-createdAt",
      search: "ada",
      filters: {},
    });
    expect(page).toEqual({
      items: [{ id: 1, name: "page 2" }],
      meta: { pageSize: 5, currentPage: 2, totalCount: 9 },
    });
    const [call] = fake.calls("GET", "/Payment/staff/invoices");
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      page: "2",
      pageSize: "5",
      sort: "-createdAt",
      search: "ada",
    });
    expect(source.exportFile).toBeUndefined();
  });

  it("adds fixed filters to every page (over the URL's) and keys them apart", async () => {
    const sundry = endpointListSource("invoices", "/Payment/staff/invoices", {
      fixedFilters: { feePurposeId: "9" },
    });
    await sundry.fetchPage({ page: 1, pageSize: 5, filters: { feePurposeId: "1", paymentStatus: "paid" } });
    const [call] = fake.calls("GET", "/Payment/staff/invoices");
    expect(Object.fromEntries(call?.query ?? [])).toMatchObject({ feePurposeId: "9", paymentStatus: "paid" });
    expect(sundry.queryKey).toEqual([...listKeys.all("invoices"), { feePurposeId: "9" }]);
    const feature = endpointListSource("x", "/x", { queryKey: ["results", "x"] });
    expect(feature.queryKey).toEqual(["results", "x", {}]);
  });
});
