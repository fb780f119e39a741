import { HTMLTable, NonIdealState } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { Key, ReactNode } from "react";
import { QueryState } from "../courseRegistration/PageState";
import "./results.css";

/** One column of a QueryTable: its header, its cell for a row, and whether it holds a figure (right-aligned). */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A list query as a table driven by its columns: loading and errors (QueryState), the spec's
 * "Your request results will be displayed here" when the list is empty, then a row per item.
 */
export function QueryTable<Row>({
  query,
  what,
  columns,
  rowKey,
}: {
  query: UseQueryResult<Row[]>;
  /** The list's name in loading and error messages, e.g. "Cleared graduates". */
  what: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => Key;
}) {
  const numberClass = (column: Column<Row>) => (column.numeric ? "results-number" : undefined);
  return (
    <QueryState query={query} what={what}>
      {(rows) =>
        rows.length === 0 ? (
          <NonIdealState title="Your request results will be displayed here" />
        ) : (
          <HTMLTable compact striped className="results-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={numberClass(column)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.header} className={numberClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )
      }
    </QueryState>
  );
}
