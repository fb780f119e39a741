import type { SortingState } from "@tanstack/react-table";

/** The API's sort parameter ("name" / "-name") as TanStack Table sorting state, and back. */
export function sortingStateOf(sort: string | undefined): SortingState {
  if (!sort) return [];
  return sort.startsWith("-") ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortOf(sorting: SortingState): string {
  const first = sorting[0];
  if (!first) return "";
  return first.desc ? `-${first.id}` : first.id;
}

/** The `aria-sort` of a column header. */
export function ariaSortOf(sort: string | undefined, field: string): "ascending" | "descending" | "none" {
  if (sort === field) return "ascending";
  if (sort === `-${field}`) return "descending";
  return "none";
}
