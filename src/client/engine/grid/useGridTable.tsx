import {
  type ColumnFiltersState,
  columnFilteringFeature,
  createColumnHelper,
  functionalUpdate,
  type PaginationState,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { type ReactNode, useMemo } from "react";
import type { LookupOption } from "../../api/resources";
import { lookupNamesMap } from "./cellText";
import { GridCell } from "./GridCell";
import { columnIdOf, type GridConfig } from "./gridConfig";
import { sortingStateOf, sortOf } from "./sorting";
import type { ListController } from "./useListController";

/** Rows the grid can show: an id (the row key) and named values. */
export type GridRow = { id: number | string } & Record<string, unknown>;

/**
 * Only what a server-paginated grid uses: no client row models at all (the server sorts, filters
 * and pages), so the table stays a light state-and-column model.
 */
const features = tableFeatures({ rowSortingFeature, rowPaginationFeature, columnFilteringFeature });

export const ACTIONS_COLUMN_ID = "actions";

export interface GridTableInput<Row extends GridRow> {
  config: GridConfig;
  list: ListController;
  rows: Row[];
  totalCount: number;
  lookups: Record<string, LookupOption[]>;
  rowActions?: (row: Row) => ReactNode;
}

/** The TanStack Table (v9) model of a grid page; its sort and page state is the list controller's. */
export function useGridTable<Row extends GridRow>({
  config,
  list,
  rows,
  totalCount,
  lookups,
  rowActions,
}: GridTableInput<Row>) {
  const columns = useMemo(() => {
    const helper = createColumnHelper<typeof features, Row>();
    const dataColumns = config.columns.map((column) => {
      const lookup =
        column.lookup && lookups[column.lookup] ? lookupNamesMap(lookups[column.lookup] ?? []) : undefined;
      return helper.accessor((row) => row[column.field], {
        id: columnIdOf(column),
        header: column.label,
        enableSorting: column.sortable,
        cell: ({ row }) => <GridCell column={column} row={row.original} lookup={lookup} />,
      });
    });
    if (!rowActions) return dataColumns;
    const actions = helper.display({
      id: ACTIONS_COLUMN_ID,
      header: "Actions",
      cell: ({ row }) => rowActions(row.original),
    });
    return config.actionsFirst ? [actions, ...dataColumns] : [...dataColumns, actions];
  }, [config.columns, config.actionsFirst, lookups, rowActions]);

  const { query, dispatch } = list;
  const sorting = useMemo(() => sortingStateOf(query.sort), [query.sort]);
  const pagination: PaginationState = useMemo(
    () => ({ pageIndex: query.page - 1, pageSize: query.pageSize }),
    [query.page, query.pageSize],
  );
  const columnFilters: ColumnFiltersState = useMemo(
    () => Object.entries(query.filters).map(([id, value]) => ({ id, value })),
    [query.filters],
  );

  return useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { sorting, pagination, columnFilters },
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: totalCount,
    enableMultiSort: false,
    // Server paging needs a stable order: a sorted column flips between ascending and descending.
    enableSortingRemoval: false,
    sortDescFirst: false,
    onSortingChange: (updater) =>
      dispatch({ type: "sort", sort: sortOf(functionalUpdate(updater, sorting)) }),
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) dispatch({ type: "pageSize", pageSize: next.pageSize });
      else if (next.pageIndex !== pagination.pageIndex) dispatch({ type: "page", page: next.pageIndex + 1 });
    },
  });
}
