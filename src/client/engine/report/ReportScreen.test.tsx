import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { madeUpSales } from "../../../../tests/fixtures/reports/madeUpSales";
import { type FakeHttp, type FakeRequest, installFakeHttp } from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { ReportScreen } from "./ReportScreen";

/** The made-up report's groups as the server answers them, by grouping. */
const GROUPS: Record<string, { group: string; sales: number; amount: number }[]> = {
  shop: [
    { group: "Press", sales: 1, amount: 40000 },
    { group: "Farm", sales: 2, amount: 31000 },
    { group: "Bookshop", sales: 2, amount: 30000 },
    { group: "Canteen", sales: 1, amount: 5000 },
  ],
  day: [
    { group: "2026-03-01", sales: 3, amount: 16000 },
    { group: "2026-03-02", sales: 3, amount: 90000 },
  ],
};

function serve(request: FakeRequest) {
  if (request.path === "/Lookups/sessions")
    return {
      status: 200,
      body: {
        data: [
          { id: 1, name: "2025/2026" },
          { id: 2, name: "2026/2027" },
        ],
      },
    };
  if (request.path === "/Reports/made-up-sales/chart") {
    // Every group, whatever page the table shows.
    const rows = GROUPS[request.query.get("groupBy") ?? "shop"] ?? [];
    return {
      status: 200,
      body: {
        data: {
          groupCount: rows.length,
          points: rows.map((row) => ({ group: row.group, value: row.amount })),
        },
      },
    };
  }
  if (request.path === "/Reports/made-up-sales") {
    if (request.query.get("groupBy") === "colour")
      return {
        status: 400,
        body: {
          message: "Group by must be one of: Shop, Day.",
          errors: [{ path: "groupBy", message: "Group by must be one of: Shop, Day." }],
        },
      };
    const rows = GROUPS[request.query.get("groupBy") ?? "shop"] ?? [];
    const narrowed = request.query.get("sessionId") === "2" ? rows.slice(0, 1) : rows;
    // Pages of 5 at most (page 2 of the shops: nothing), as the route pages them.
    const shown = request.query.get("page") === "2" ? [] : narrowed;
    const totals = {
      sales: narrowed.reduce((sum, row) => sum + row.sales, 0),
      amount: narrowed.reduce((sum, row) => sum + row.amount, 0),
    };
    return {
      status: 200,
      body: {
        data: {
          items: shown,
          meta: { pageSize: 10, currentPage: 1, totalCount: narrowed.length, totals },
        },
      },
    };
  }
  return { status: 404, body: { message: "Not found" } };
}

let fake: FakeHttp;
beforeEach(() => {
  fake = installFakeHttp(serve);
});
afterEach(() => {
  cleanup();
  fake.restore();
});

const reportCalls = () =>
  fake.calls("GET", "/Reports/made-up-sales").map((call) => Object.fromEntries(call.query));
/** The table's last request. */
const lastQuery = () => reportCalls().at(-1) ?? {};
const chartCalls = () =>
  fake.calls("GET", "/Reports/made-up-sales/chart").map((call) => Object.fromEntries(call.query));

describe("ReportScreen over a made-up report file", () => {
  it("shows its title, totals, chart and the table of groups in the file's formats", async () => {
    renderWithProviders(<ReportScreen report={madeUpSales} />);
    expect(screen.getByRole("heading", { level: 1, name: "Made-up sales" })).toBeTruthy();
    expect(await screen.findByText("Total: 6 sales · Amount ₦1,060.00")).toBeTruthy();
    const table = screen.getByRole("table", { name: "sales by shop" });
    const farm = within(table).getByRole("row", { name: /Farm/ });
    expect(within(farm).getByText("₦310.00")).toBeTruthy();
    expect(within(farm).getByText("2")).toBeTruthy();
    expect(lastQuery()).toEqual({ page: "1", pageSize: "10", sort: "-amount" });
    // The chart loads lazily, named for people and screen readers, its values in its description.
    const chart = await screen.findByRole(
      "img",
      { name: /Made-up sales: sales by shop/ },
      { timeout: 15_000 },
    );
    expect(chart.textContent).toContain("Press: ₦400.00");
    // The chart's own request: the filters and grouping, no page, no sort (the server draws every group).
    expect(chartCalls()).toEqual([{}]);
  });

  it("draws every group in the chart, not only those on the table's page", async () => {
    renderWithProviders(<ReportScreen report={madeUpSales} />, "/reports/made_up_sales?page=2");
    const table = await screen.findByRole("table", { name: "sales by shop" });
    await within(table).findByText("Your request results will be displayed here");
    const chart = await screen.findByRole(
      "img",
      { name: /Made-up sales: sales by shop/ },
      { timeout: 15_000 },
    );
    for (const shop of ["Press: ₦400.00", "Farm: ₦310.00", "Bookshop: ₦300.00", "Canteen: ₦50.00"])
      expect(chart.textContent).toContain(shop);
    expect(chartCalls()).toEqual([{}]);
  });

  it("sends the filters and the grouping from the filter bar, and keeps them in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<ReportScreen report={madeUpSales} />, "/reports/made_up_sales");
    await screen.findByText("Total: 6 sales · Amount ₦1,060.00");
    await screen.findByRole("option", { name: "2026/2027" });
    await user.selectOptions(screen.getByLabelText("Session"), "2");
    await screen.findByText("Total: 1 sale · Amount ₦400.00");
    expect(lastQuery()).toMatchObject({ sessionId: "2" });
    await user.selectOptions(screen.getByLabelText("Group by"), "day");
    const table = await screen.findByRole("table", { name: "sales by day" });
    expect(lastQuery()).toMatchObject({ sessionId: "2", groupBy: "day" });
    expect(location.search).toContain("groupBy=day");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    // A date group reads as a date.
    expect(within(table).getByText("1 March 2026")).toBeTruthy();
  });

  it("says what is wrong with the filters, naming them, without asking the server", async () => {
    renderWithProviders(
      <ReportScreen report={madeUpSales} />,
      "/reports/made_up_sales?from=2026-03-09&to=2026-03-01&sessionId=two",
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Sold to must be on or after Sold from.")).toBeTruthy();
    expect(within(alert).getByText("Session: must be a whole number.")).toBeTruthy();
    expect(screen.getByText("Correct the filters above to see the report.")).toBeTruthy();
    // The filter bar stays to correct them; nothing was sent.
    expect(screen.getByLabelText("Sold to")).toBeTruthy();
    expect(reportCalls()).toEqual([]);
    expect(chartCalls()).toEqual([]);
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("says what the server refuses", async () => {
    renderWithProviders(<ReportScreen report={madeUpSales} />, "/reports/made_up_sales?groupBy=colour");
    expect(await screen.findByText(/Group by must be one of: Shop, Day/)).toBeTruthy();
  });

  it("exports the filtered report, every grouping, without paging", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportScreen report={madeUpSales} />, "/reports/made_up_sales?sessionId=1");
    await screen.findByText(/Total:/);
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(fake.calls("GET", "/Reports/made-up-sales/export")).toHaveLength(1));
    const query = Object.fromEntries(fake.calls("GET", "/Reports/made-up-sales/export")[0]?.query ?? []);
    expect(query).toEqual({ format: "csv", sessionId: "1", sort: "-amount" });
  });
});
