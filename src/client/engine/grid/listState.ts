import { PAGE_SIZES } from "../../../schema/resourceFile";
import type { ListQuery } from "../../api/resources";

/**
 * The list controller's state machine, free of React: the view dispatches what the user did and
 * gets the next query. Anything that changes which rows match (search, filters, sort, page size)
 * goes back to page 1 — page 7 of the old result means nothing in the new one.
 */
export type ListAction =
  | { type: "page"; page: number }
  | { type: "pageSize"; pageSize: number }
  | { type: "sort"; sort: string }
  | { type: "search"; search: string }
  | { type: "filter"; field: string; value: string }
  | { type: "clearFilters" };

export function isPageSize(value: number): boolean {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

export function listReducer(state: ListQuery, action: ListAction): ListQuery {
  switch (action.type) {
    case "page":
      return Number.isInteger(action.page) && action.page >= 1 ? { ...state, page: action.page } : state;
    case "pageSize":
      return isPageSize(action.pageSize) ? { ...state, pageSize: action.pageSize, page: 1 } : state;
    case "sort":
      return { ...state, sort: action.sort || undefined, page: 1 };
    case "search": {
      const search = action.search.trim();
      return search === (state.search ?? "") ? state : { ...state, search: search || undefined, page: 1 };
    }
    case "filter": {
      const filters = { ...state.filters };
      if (action.value === "") delete filters[action.field];
      else filters[action.field] = action.value;
      return { ...state, filters, page: 1 };
    }
    case "clearFilters":
      return { ...state, filters: {}, search: undefined, page: 1 };
  }
}
