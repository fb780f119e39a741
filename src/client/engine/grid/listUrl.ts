import { DEFAULT_PAGE_SIZE } from "../../../schema/resourceFile";
import type { ListQuery } from "../../api/resources";
import { isPageSize } from "./listState";

/**
 * The list query lives in the page's URL (`?page=2&pageSize=20&sort=-name&search=ed&facultyId=3`),
 * so a reload or a shared link shows the same view. Values equal to the defaults are left out.
 */
export interface ListUrlOptions {
  defaultSort?: string;
  /** Only these parameters are read as filters; anything else in the URL is left alone. */
  filterFields: readonly string[];
  /**
   * Names this list's parameters `<prefix>.page`, `<prefix>.sort`, `<prefix>.<filter>`…, so two
   * Grids on one page keep their queries apart in the one URL.
   */
  prefix?: string;
}

function paramOf(options: ListUrlOptions, name: string): string {
  return options.prefix ? `${options.prefix}.${name}` : name;
}

const LIST_PARAMS = ["page", "pageSize", "sort", "search"] as const;

function positiveInteger(text: string | null): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
}

export function readListQuery(params: URLSearchParams, options: ListUrlOptions): ListQuery {
  const get = (name: string) => params.get(paramOf(options, name));
  const pageSize = positiveInteger(get("pageSize"));
  const filters: Record<string, string> = {};
  for (const field of options.filterFields) {
    const value = get(field);
    if (value) filters[field] = value;
  }
  return {
    page: positiveInteger(get("page")) ?? 1,
    pageSize: pageSize !== undefined && isPageSize(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sort: get("sort") || options.defaultSort,
    search: get("search")?.trim() || undefined,
    filters,
  };
}

/** `current` with the list's parameters replaced by `query`'s (other parameters are kept). */
export function writeListQuery(
  query: ListQuery,
  options: ListUrlOptions,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string) => next.set(paramOf(options, name), value);
  for (const name of [...LIST_PARAMS, ...options.filterFields]) next.delete(paramOf(options, name));
  if (query.page !== 1) set("page", String(query.page));
  if (query.pageSize !== DEFAULT_PAGE_SIZE) set("pageSize", String(query.pageSize));
  if (query.sort && query.sort !== options.defaultSort) set("sort", query.sort);
  if (query.search) set("search", query.search);
  for (const field of options.filterFields) {
    const value = query.filters[field];
    if (value) set(field, value);
  }
  return next;
}
