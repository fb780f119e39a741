import { describe, expect, it } from "vitest";
import { madeUpSales } from "../../../../tests/fixtures/reports/madeUpSales";
import { chartCoverage, chartFilters } from "./chartModel";
import { filtersOf, gridConfigOf, groupedTitle, totalsLine, urlFields } from "./reportView";

describe("reportView", () => {
  it("turns the filters' schema into the filter bar, in ui:order", () => {
    expect(filtersOf(madeUpSales)).toEqual([
      {
        field: "shop",
        label: "Shop",
        options: ["Bookshop", "Canteen", "Press", "Farm"].map((v) => ({ value: v, label: v })),
      },
      { field: "sessionId", label: "Session", lookup: "sessions" },
      { field: "from", label: "Sold from", input: "date" },
      { field: "to", label: "Sold to", input: "date" },
    ]);
    expect(urlFields(madeUpSales)).toEqual(["shop", "sessionId", "from", "to", "groupBy"]);
  });

  it("builds the grid of the chosen grouping, the group in its column's format, money in ₦", () => {
    const byDay = gridConfigOf(madeUpSales, "day");
    expect(byDay.columns.map((column) => [column.field, column.label, column.format])).toEqual([
      ["group", "Day", "date"],
      ["sales", "Sales", "text"],
      ["amount", "Amount", "naira"],
    ]);
    expect(byDay.defaultSort).toBe("-amount");
    // An unknown grouping in the URL falls back to the first.
    expect(gridConfigOf(madeUpSales, "colour").columns[0]?.label).toBe("Shop");
    expect(groupedTitle(madeUpSales, "day")).toBe("sales by day");
  });

  it("says the totals in words, singular for one", () => {
    const naira = (value: number) => `₦${value / 100}`;
    expect(totalsLine(madeUpSales, { sales: 6, amount: 106000 }, naira)).toBe(
      "Total: 6 sales · Amount ₦1060",
    );
    expect(totalsLine(madeUpSales, { sales: 1, amount: 100 }, naira)).toBe("Total: 1 sale · Amount ₦1");
  });
});

describe("the chart's query", () => {
  it("keeps the filters and grouping, nothing of the table's page", () => {
    expect(chartFilters({ sessionId: "2", groupBy: "day", shop: "" })).toEqual({
      sessionId: "2",
      groupBy: "day",
    });
  });

  it("says when it cannot draw every group", () => {
    expect(chartCoverage({ type: "bar" }, 30, 30)).toBeUndefined();
    expect(chartCoverage({ type: "pie" }, 500, 612)).toBe("the 500 largest of 612 groups");
    expect(chartCoverage({ type: "line" }, 500, 612)).toBe("the first 500 of 612 groups");
  });
});
