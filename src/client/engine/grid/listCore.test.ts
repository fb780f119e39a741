import { describe, expect, it } from "vitest";
import { DEFAULT_LIST_QUERY, type ListQuery, listQueryParams, resourceExportUrl } from "../../api/resources";
import { badgeIsPositive, badgeIsWarning, cellText, hrefOf, lookupNamesMap } from "./cellText";
import { EMPTY_LIST_MESSAGE, emptyMessage } from "./emptyMessage";
import { listReducer } from "./listState";
import { readListQuery, writeListQuery } from "./listUrl";
import { pageCount, pageSummary } from "./pageSummary";
import { ariaSortOf, sortingStateOf, sortOf } from "./sorting";

const onPage3: ListQuery = { page: 3, pageSize: 10, sort: "name", filters: {} };

describe("listReducer", () => {
  it("goes back to page 1 when what matches changes", () => {
    expect(listReducer(onPage3, { type: "search", search: " ed " })).toMatchObject({ page: 1, search: "ed" });
    expect(listReducer(onPage3, { type: "sort", sort: "-name" })).toMatchObject({ page: 1, sort: "-name" });
    expect(listReducer(onPage3, { type: "pageSize", pageSize: 20 })).toMatchObject({ page: 1, pageSize: 20 });
    expect(listReducer(onPage3, { type: "filter", field: "active", value: "true" })).toMatchObject({
      page: 1,
      filters: { active: "true" },
    });
  });

  it("keeps the page for the same search, drops empty filters and refuses odd sizes and pages", () => {
    expect(listReducer({ ...onPage3, search: "ed" }, { type: "search", search: "ed" }).page).toBe(3);
    expect(
      listReducer({ ...onPage3, filters: { a: "1" } }, { type: "filter", field: "a", value: "" }).filters,
    ).toEqual({});
    expect(listReducer(onPage3, { type: "pageSize", pageSize: 25 })).toBe(onPage3);
    expect(listReducer(onPage3, { type: "page", page: 0 })).toBe(onPage3);
    expect(listReducer(onPage3, { type: "page", page: 4 }).page).toBe(4);
  });
});

describe("the list query in the URL", () => {
  const options = { defaultSort: "name", filterFields: ["facultyId", "active"] };

  it("reads defaults from an empty URL (page size 10) and ignores invalid values and foreign params", () => {
    expect(readListQuery(new URLSearchParams(""), options)).toEqual({ ...DEFAULT_LIST_QUERY, sort: "name" });
    const odd = readListQuery(new URLSearchParams("page=-2&pageSize=7&tab=x"), options);
    expect(odd).toEqual({ page: 1, pageSize: 10, sort: "name", search: undefined, filters: {} });
  });

  it("round-trips, leaves defaults out and keeps other parameters", () => {
    const query: ListQuery = {
      page: 2,
      pageSize: 20,
      sort: "-code",
      search: "sci",
      filters: { facultyId: "3" },
    };
    const params = writeListQuery(query, options, new URLSearchParams("tab=staff&page=9"));
    expect(params.toString()).toBe("tab=staff&page=2&pageSize=20&sort=-code&search=sci&facultyId=3");
    expect(readListQuery(params, options)).toEqual(query);
    expect(writeListQuery({ ...DEFAULT_LIST_QUERY, sort: "name" }, options).toString()).toBe("");
  });

  it("keeps two lists of one page apart in the URL with a prefix", () => {
    const history = { defaultSort: "-at", filterFields: ["action"], prefix: "history" };
    const first = writeListQuery(
      { ...DEFAULT_LIST_QUERY, page: 3, sort: "course", filters: { action: "Added" } },
      history,
      new URLSearchParams("page=2&sort=-session&regNumber=X"),
    );
    expect(first.toString()).toBe(
      "page=2&sort=-session&regNumber=X&history.page=3&history.sort=course&history.action=Added",
    );
    // Each list reads only its own parameters.
    expect(readListQuery(first, history)).toEqual({
      ...DEFAULT_LIST_QUERY,
      page: 3,
      sort: "course",
      filters: { action: "Added" },
    });
    expect(readListQuery(first, { defaultSort: "-session", filterFields: ["action"] })).toMatchObject({
      page: 2,
      sort: "-session",
      filters: {},
    });
  });

  it("builds the request parameters and the export URL of the same query", () => {
    const query: ListQuery = {
      page: 2,
      pageSize: 5,
      sort: "name",
      search: "",
      filters: { b: "2", a: "", c: "x" },
    };
    expect(listQueryParams(query)).toEqual({ page: "2", pageSize: "5", sort: "name", b: "2", c: "x" });
    expect(resourceExportUrl("departments", query, "xlsx")).toBe(
      "/api/resources/departments/export?format=xlsx&page=2&pageSize=5&sort=name&b=2&c=x",
    );
  });
});

describe("sorting", () => {
  it("maps the API's sort to TanStack state and aria-sort", () => {
    expect(sortingStateOf("-name")).toEqual([{ id: "name", desc: true }]);
    expect(sortOf([{ id: "code", desc: false }])).toBe("code");
    expect(sortOf(sortingStateOf("-name"))).toBe("-name");
    expect(ariaSortOf("-name", "name")).toBe("descending");
    expect(ariaSortOf("name", "code")).toBe("none");
  });
});

describe("cell text", () => {
  it("formats by column format", () => {
    expect(cellText(1_250_000, "naira")).toBe("₦12,500.00");
    expect(cellText("2026-11-22T10:00:00Z", "date")).toBe("22 November 2026");
    expect(cellText("2026-11-22T10:00:00Z", "datetime")).toMatch(/^22 November 2026.*\d\d:\d\d/);
    expect(cellText(true, "boolean")).toBe("Yes");
    expect(cellText(false, "badge")).toBe("Inactive");
    expect(cellText(null, "text")).toBe("-");
    const faculties = lookupNamesMap([{ id: 1, name: "School of Science" }]);
    expect(cellText(1, "lookup", faculties)).toBe("School of Science");
    expect(cellText(9, "lookup", faculties)).toBe("9");
    expect(badgeIsPositive(true)).toBe(true);
    expect(badgeIsPositive("credited")).toBe(true);
    expect(badgeIsPositive("Admitted")).toBe(true);
    expect(badgeIsPositive("Not admitted")).toBe(false);
    expect(badgeIsWarning("unknown_rrr")).toBe(true);
    expect(badgeIsWarning("credited")).toBe(false);
    expect(cellText(5000, "percent")).toBe("50%");
    expect(cellText(1250, "percent")).toBe("12.5%");
    expect(cellText(3333, "percent")).toBe("33.33%");
    expect(hrefOf("/student_type/{id}", { id: 7 })).toBe("/student_type/7");
  });

  it("summarises the page and counts pages", () => {
    expect(pageSummary({ currentPage: 2, pageSize: 10, totalCount: 134 }, 10)).toBe("Showing 11–20 of 134");
    expect(pageSummary({ currentPage: 14, pageSize: 10, totalCount: 134 }, 4)).toBe("Showing 131–134 of 134");
    expect(pageSummary({ currentPage: 1, pageSize: 10, totalCount: 0 }, 0)).toBe("");
    expect(pageCount({ currentPage: 1, pageSize: 10, totalCount: 134 })).toBe(14);
    expect(pageCount({ currentPage: 1, pageSize: 10, totalCount: 0 })).toBe(1);
  });

  it("uses the spec's empty texts verbatim", () => {
    expect(emptyMessage(undefined)).toBe("Your request results will be displayed here");
    expect(EMPTY_LIST_MESSAGE).toBe("Your request results will be displayed here");
    expect(emptyMessage("abc")).toBe('No result found for "abc", check your selection and try again');
  });
});
