import { Button, Callout, Checkbox, HTMLTable, Spinner, SpinnerSize } from "@blueprintjs/core";
import { RefreshIcon } from "@blueprintjs/icons";
import { type ReactNode, useMemo } from "react";
import { errorMessage } from "../../api/http";
import { type ListSource, useLookups } from "../../api/resources";
import { emptyMessage } from "./emptyMessage";
import { GridPager } from "./GridPager";
import { GridToolbar } from "./GridToolbar";
import { GridTotals } from "./GridTotals";
import { columnIdOf, type GridConfig, lookupNamesOf } from "./gridConfig";
import { pageCount } from "./pageSummary";
import { ScrollBox } from "./ScrollBox";
import { SortableHeader } from "./SortableHeader";
import { ariaSortOf } from "./sorting";
import { type GridRow, useGridTable } from "./useGridTable";
import type { ListController } from "./useListController";
import { useListPage } from "./useListPage";
import "./grid.css";

export interface GridProps<Row extends GridRow> {
  /** Names the table, e.g. "Departments". */
  label: string;
  config: GridConfig;
  list: ListController;
  source: ListSource<Row>;
  /** Buttons for one row (stable callback: the columns are rebuilt when it changes). */
  rowActions?: (row: Row) => ReactNode;
  /** Extra toolbar controls (export buttons...). */
  toolbar?: ReactNode;
  /** A checkbox before each row (and one for the page), for actions on many rows at once. */
  selection?: GridSelection<Row>;
  /**
   * Why the list is not asked for yet (filters the screen found wrong): shown in its place, the
   * toolbar still there to correct them.
   */
  blocked?: ReactNode;
}

/** Which rows are chosen; the screen keeps them (across pages, if it likes) and acts on them. */
export interface GridSelection<Row extends GridRow> {
  isSelected: (row: Row) => boolean;
  /** Choose or drop rows: one row's checkbox, or every row of the page at once. */
  onChange: (rows: readonly Row[], selected: boolean) => void;
  /** How a row's checkbox is named to screen readers ("Select NCE/2026/000012"). */
  rowLabel: (row: Row) => string;
  /** Whether a row may be chosen at all (default: every row); others get no checkbox. */
  canSelect?: (row: Row) => boolean;
}

const NO_ROWS: never[] = [];

/** A server-paginated list: search, filters, sortable headers, pager, loading / empty / error states. */
export function Grid<Row extends GridRow>({
  label,
  config,
  list,
  source,
  rowActions,
  toolbar,
  selection,
  blocked,
}: GridProps<Row>) {
  const page = useListPage(source, list.query, !blocked);
  const lookupNames = useMemo(() => lookupNamesOf(config), [config]);
  const { lists } = useLookups(lookupNames);
  const shown = blocked ? undefined : page.data;
  const rows: Row[] = shown?.items ?? NO_ROWS;
  const totalCount = shown?.meta.totalCount ?? 0;
  const table = useGridTable({ config, list, rows, totalCount, lookups: lists, rowActions });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const width = headers.length + (selection ? 1 : 0);
  const selectable = selection?.canSelect ? rows.filter(selection.canSelect) : rows;
  const chosenOnPage = selection ? selectable.filter((row) => selection.isSelected(row)).length : 0;

  let body: ReactNode;
  if (blocked) {
    body = <StateRow width={width}>{blocked}</StateRow>;
  } else if (page.isError && !page.data) {
    body = (
      <StateRow width={width}>
        <Callout intent="danger" title="The list could not be loaded">
          <p>{errorMessage(page.error, "Please try again.")}</p>
          <Button icon={<RefreshIcon />} onClick={() => void page.refetch()}>
            Retry
          </Button>
        </Callout>
      </StateRow>
    );
  } else if (page.isPending) {
    body = (
      <StateRow width={width}>
        <Spinner size={SpinnerSize.SMALL} aria-label="Loading" />
      </StateRow>
    );
  } else if (rows.length === 0) {
    body = (
      <StateRow width={width}>
        <p className="grid-empty">{emptyMessage(list.query.search)}</p>
      </StateRow>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id}>
        {selection ? (
          <td className="grid-select">
            {selectable.includes(row.original) ? (
              <Checkbox
                className="grid-select-box"
                aria-label={selection.rowLabel(row.original)}
                checked={selection.isSelected(row.original)}
                onChange={(event) => selection.onChange([row.original], event.currentTarget.checked)}
              />
            ) : null}
          </td>
        ) : null}
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={cell.column.id === "actions" ? "grid-actions" : undefined}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
      </tr>
    ));
  }

  return (
    <div className="grid">
      <GridToolbar config={config} list={list} lookups={lists}>
        {toolbar}
      </GridToolbar>
      {page.isError && shown ? (
        <Callout intent="warning" className="grid-stale">
          {errorMessage(page.error, "The list could not be refreshed.")}{" "}
          <Button variant="minimal" size="small" icon={<RefreshIcon />} onClick={() => void page.refetch()}>
            Retry
          </Button>
        </Callout>
      ) : null}
      <ScrollBox className="grid-scroll" label={`${label}, scrollable`}>
        <HTMLTable className="grid-table" striped compact aria-label={label} aria-busy={page.isFetching}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className="grid-select">
                  <Checkbox
                    className="grid-select-box"
                    aria-label="Select every row on this page"
                    disabled={selectable.length === 0}
                    checked={selectable.length > 0 && chosenOnPage === selectable.length}
                    indeterminate={chosenOnPage > 0 && chosenOnPage < selectable.length}
                    onChange={(event) => selection.onChange(selectable, event.currentTarget.checked)}
                  />
                </th>
              ) : null}
              {headers.map((header) => {
                const column = config.columns.find((candidate) => columnIdOf(candidate) === header.column.id);
                const sortable = column?.sortable === true;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sortable ? ariaSortOf(list.query.sort, header.column.id) : undefined}
                  >
                    {sortable && column ? (
                      <SortableHeader
                        label={column.label}
                        direction={ariaSortOf(list.query.sort, column.field)}
                        onToggle={() => header.column.toggleSorting()}
                      />
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </HTMLTable>
      </ScrollBox>
      {config.totals && shown?.meta.totals ? (
        <GridTotals totals={config.totals} sums={shown.meta.totals} />
      ) : null}
      <GridPager
        label={`${label} pages`}
        page={list.query.page}
        pageCount={shown ? pageCount(shown.meta) : 1}
        pageSize={list.query.pageSize}
        totalCount={totalCount}
        rowsOnPage={rows.length}
        canPrevious={table.getCanPreviousPage()}
        canNext={table.getCanNextPage()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </div>
  );
}

function StateRow({ width, children }: { width: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={Math.max(1, width)} className="grid-state">
        {children}
      </td>
    </tr>
  );
}
