import type { ListMeta } from "../../../contract/lists";

const count = new Intl.NumberFormat("en-NG");

/** "Showing 11–20 of 134" (an en dash, as in print); "" for an empty list. */
export function pageSummary(meta: ListMeta, rowsOnPage: number): string {
  if (meta.totalCount === 0 || rowsOnPage === 0) return "";
  const first = (meta.currentPage - 1) * meta.pageSize + 1;
  const last = first + rowsOnPage - 1;
  return `Showing ${count.format(first)}–${count.format(last)} of ${count.format(meta.totalCount)}`;
}

export function pageCount(meta: ListMeta): number {
  return Math.max(1, Math.ceil(meta.totalCount / meta.pageSize));
}
