/**
 * The list engine: a framework-free core (list state, URL form, cell text) and thin React views
 * (Grid over TanStack Table v9, rendered with Blueprint). Lazy-loaded with the admin screens.
 */

export { arrayListSource, pageOfRows } from "./arrayListSource";
export { cellText, formatDateTime, hrefOf, type LookupNames, lookupNamesMap } from "./cellText";
export { ExportButtons, type ExportButtonsProps } from "./ExportButtons";
export { EMPTY_LIST_MESSAGE, emptyMessage, noResultMessage } from "./emptyMessage";
export { Grid, type GridProps, type GridSelection } from "./Grid";
export {
  type GridColumn,
  type GridConfig,
  type GridFilter,
  type GridFilterOption,
  lookupNamesOf,
} from "./gridConfig";
export { type ListAction, listReducer } from "./listState";
export { type ListUrlOptions, readListQuery, writeListQuery } from "./listUrl";
export { pageCount, pageSummary } from "./pageSummary";
export type { GridRow } from "./useGridTable";
export { type ListController, SEARCH_DELAY_MS, useListController } from "./useListController";
