import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { useMemo } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FakeHttp,
  type FakeRequest,
  installFakeHttp,
  listReply,
} from "../../../../tests/support/fakeHttp";
import { renderWithProviders } from "../../../../tests/support/renderWithProviders";
import { resourceListSource } from "../../api/resources";
import { Grid } from "./Grid";
import type { GridConfig } from "./gridConfig";
import { useListController } from "./useListController";

const config: GridConfig = {
  columns: [
    { field: "name", label: "Department", format: "text", sortable: true },
    { field: "code", label: "Code", format: "text", sortable: true },
    { field: "facultyId", label: "School", format: "lookup", sortable: false, lookup: "faculties" },
    { field: "fee", label: "Fee", format: "naira", sortable: true },
    { field: "active", label: "Status", format: "badge", sortable: false },
  ],
  filters: [{ field: "active", label: "Status", options: [{ value: "true", label: "Active" }] }],
  defaultSort: "name",
  searchable: true,
  searchLabel: "Search departments",
};

const departments = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Department ${String(index + 1).padStart(2, "0")}`,
  code: `D${index + 1}`,
  facultyId: (index % 2) + 1,
  fee: 1_250_000,
  active: index % 3 !== 0,
}));

/** A tiny list endpoint that pages, sorts by name and searches like the real one. */
function serve(request: FakeRequest) {
  if (request.path === "/Lookups/faculties") {
    return {
      status: 200,
      body: {
        data: [
          { id: 1, name: "School of Science" },
          { id: 2, name: "School of Arts" },
        ],
      },
    };
  }
  const page = Number(request.query.get("page"));
  const pageSize = Number(request.query.get("pageSize"));
  const search = request.query.get("search") ?? "";
  let rows = departments.filter((row) => row.name.toLowerCase().includes(search.toLowerCase()));
  if (request.query.get("sort") === "-name") rows = [...rows].reverse();
  return listReply(rows.slice((page - 1) * pageSize, page * pageSize), page, pageSize, rows.length);
}

function Harness({ exportable = false }: { exportable?: boolean }) {
  const options = useMemo(() => ({ defaultSort: config.defaultSort, filterFields: ["active"] }), []);
  const list = useListController(options);
  const source = useMemo(() => resourceListSource("departments", exportable), [exportable]);
  return <Grid label="Departments" config={config} list={list} source={source} />;
}

let fake: FakeHttp;
afterEach(() => {
  cleanup();
  fake.restore();
});

function listCalls() {
  return fake.calls("GET", "/resources/departments");
}

function lastListQuery(): Record<string, string> {
  return Object.fromEntries(listCalls().at(-1)?.query ?? []);
}

describe("Grid", () => {
  beforeEach(() => {
    fake = installFakeHttp(serve);
  });

  it("asks for the first page of 10 in the default sort and formats the cells", async () => {
    renderWithProviders(<Harness />);
    expect(await screen.findByText("Department 01")).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: "1", pageSize: "10", sort: "name" });
    expect(screen.getByText("Showing 1–10 of 25")).toBeTruthy();
    const firstRow = screen.getAllByRole("row")[1]!;
    expect(within(firstRow).getByText("₦12,500.00")).toBeTruthy();
    expect(await within(firstRow).findByText("School of Science")).toBeTruthy();
    expect(within(firstRow).getByText("Inactive")).toBeTruthy();
  });

  it("offers page sizes 5, 10, 15, 20, 30 with 10 chosen, and a new size goes back to page 1", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Harness />, "/list?page=2");
    await screen.findByText("Department 11");
    const sizes = screen.getByLabelText("Rows per page") as HTMLSelectElement;
    expect([...sizes.options].map((option) => option.value)).toEqual(["5", "10", "15", "20", "30"]);
    expect(sizes.value).toBe("10");
    await user.selectOptions(sizes, "20");
    await screen.findByText("Showing 1–20 of 25");
    expect(lastListQuery()).toEqual({ page: "1", pageSize: "20", sort: "name" });
    expect(location.search).toBe("?pageSize=20");
  });

  it("pages with the pager and keeps the page in the URL", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Harness />);
    await screen.findByText("Department 01");
    expect((screen.getByRole("button", { name: "Previous page" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Showing 11–20 of 25")).toBeTruthy();
    expect(lastListQuery().page).toBe("2");
    expect(location.search).toBe("?page=2");
    expect(screen.getByText("Page 2 of 3")).toBeTruthy();
  });

  it("sorts from a header button and reports it with aria-sort", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, "/list?page=2");
    await screen.findByText("Department 11");
    const header = screen.getByRole("columnheader", { name: "Department" });
    expect(header.getAttribute("aria-sort")).toBe("ascending");
    expect(screen.getByRole("columnheader", { name: "School" }).getAttribute("aria-sort")).toBeNull();
    await user.click(within(header).getByRole("button", { name: "Department" }));
    expect(await screen.findByText("Department 25")).toBeTruthy();
    expect(lastListQuery()).toEqual({ page: "1", pageSize: "10", sort: "-name" });
    expect(header.getAttribute("aria-sort")).toBe("descending");
    await user.click(screen.getByRole("button", { name: "Code" }));
    await waitFor(() => expect(lastListQuery().sort).toBe("code"));
  });

  it("searches after a pause, once, and says so verbatim when nothing matches", async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<Harness />);
    await screen.findByText("Department 01");
    const before = listCalls().length;
    await user.type(screen.getByRole("searchbox", { name: "Search departments" }), "zzz");
    expect(
      await screen.findByText('No result found for "zzz", check your selection and try again'),
    ).toBeTruthy();
    const searches = listCalls().slice(before);
    expect(searches.map((request) => request.query.get("search"))).toEqual(["zzz"]);
    expect(location.search).toBe("?search=zzz");
  });

  it("shows the plain empty text when there is no search", async () => {
    fake.restore();
    fake = installFakeHttp((request) =>
      request.path.startsWith("/Lookups") ? serve(request) : listReply([], 1, 10, 0),
    );
    renderWithProviders(<Harness />);
    expect(await screen.findByText("Your request results will be displayed here")).toBeTruthy();
  });

  it("restores the view from a shared link", async () => {
    renderWithProviders(<Harness />, "/list?page=2&pageSize=5&sort=-name&search=Department&active=true");
    await screen.findByText("Showing 6–10 of 25");
    expect(lastListQuery()).toEqual({
      page: "2",
      pageSize: "5",
      sort: "-name",
      search: "Department",
      active: "true",
    });
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("Department");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("true");
  });

  it("filters from a drop-down and goes back to page 1", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, "/list?page=2");
    await screen.findByText("Department 11");
    await user.selectOptions(screen.getByLabelText("Status"), "true");
    await waitFor(() =>
      expect(lastListQuery()).toEqual({ page: "1", pageSize: "10", sort: "name", active: "true" }),
    );
  });

  it("shows an error with a retry that asks again", async () => {
    let fail = true;
    fake.restore();
    fake = installFakeHttp((request) =>
      fail ? { status: 500, body: { success: false, message: "Database unavailable" } } : serve(request),
    );
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    expect(await screen.findByText("Database unavailable")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Department 01")).toBeTruthy();
  });

  it("exports the current query as CSV", async () => {
    const createObjectURL = vi.fn(() => "blob:export");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fake.restore();
    fake = installFakeHttp((request) =>
      request.path.endsWith("/export")
        ? {
            status: 200,
            body: new Blob(["a,b"]),
            headers: { "content-disposition": 'attachment; filename="departments.csv"' },
          }
        : serve(request),
    );
    const user = userEvent.setup();
    function WithExport() {
      const options = useMemo(() => ({ defaultSort: "name", filterFields: ["active"] }), []);
      const list = useListController(options);
      const source = useMemo(() => resourceListSource("departments", true), []);
      return (
        <>
          <Grid label="Departments" config={config} list={list} source={source} />
          {source.exportFile ? (
            <button type="button" onClick={() => void source.exportFile?.(list.query, "csv")}>
              Export
            </button>
          ) : null}
        </>
      );
    }
    renderWithProviders(<WithExport />, "/list?search=Dep&active=true&page=2");
    await screen.findByText("Department 11");
    await user.click(screen.getByRole("button", { name: "Export" }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [exported] = fake.calls("GET", "/resources/departments/export");
    expect(Object.fromEntries(exported?.query ?? [])).toEqual({
      format: "csv",
      page: "2",
      pageSize: "10",
      sort: "name",
      search: "Dep",
      active: "true",
    });
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  it("has no serious or critical accessibility problems with data", async () => {
    const { container } = renderWithProviders(<Harness />);
    await screen.findByText("Department 01");
    await screen.findAllByText("School of Science");
    let results: axe.AxeResults | undefined;
    await act(async () => {
      results = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    });
    const serious =
      results?.violations.filter((v) => v.impact === "serious" || v.impact === "critical") ?? [];
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(" | ")}`)).toEqual([]);
  });
});
