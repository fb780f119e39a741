import type { ListResult } from "../../../contract/lists";
import type { ListQuery, ListSource } from "../../api/resources";
import type { GridRow } from "./useGridTable";

/**
 * A list the server answers whole — a handful of rows that belong to one person or one screen
 * (the application types, a lecturer's courses of a term) — as a Grid source: search, exact
 * filters, sort and paging done here, so a short list looks and works like every other list.
 */

/** Text a row is searched by: its `fields`' values, joined, in lower case. */
function searchText<Row extends GridRow>(row: Row, fields: readonly (keyof Row & string)[]): string {
  return fields
    .map((field) => row[field])
    .filter((value) => value !== null && value !== undefined)
    .join(" ")
    .toLowerCase();
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
}

/** One page of `rows` as the list contract answers it, for `query` (pure; tested without a browser). */
export function pageOfRows<Row extends GridRow>(
  rows: readonly Row[],
  query: ListQuery,
  searchFields: readonly (keyof Row & string)[] = [],
): ListResult<Row> {
  const words = (query.search ?? "").trim().toLowerCase().split(/\s+/).filter(Boolean);
  let matching = rows.filter(
    (row) =>
      Object.entries(query.filters).every(
        ([field, value]) => value === "" || String(row[field] ?? "") === value,
      ) && words.every((word) => searchText(row, searchFields).includes(word)),
  );
  if (query.sort) {
    const descending = query.sort.startsWith("-");
    const field = query.sort.replace(/^-/, "");
    // Equal values keep the server's order (Array.prototype.sort is stable).
    matching = [...matching].sort((a, b) => (descending ? -1 : 1) * compare(a[field], b[field]));
  }
  const start = (query.page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    meta: { pageSize: query.pageSize, currentPage: query.page, totalCount: matching.length },
  };
}

/**
 * A Grid source over `load`, the whole list. Each page asks for it again (the lists are short),
 * so a page is never older than the query cache says.
 */
export function arrayListSource<Row extends GridRow>(
  queryKey: readonly unknown[],
  load: (signal?: AbortSignal) => Promise<readonly Row[]>,
  searchFields: readonly (keyof Row & string)[] = [],
): ListSource<Row> {
  return {
    queryKey,
    fetchPage: async (query, signal) => pageOfRows(await load(signal), query, searchFields),
  };
}
