import { Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { badgeIsPositive, cellText, hrefOf, type LookupNames } from "./cellText";
import type { GridColumn } from "./gridConfig";

export interface GridCellProps {
  column: GridColumn;
  row: Readonly<Record<string, unknown>>;
  lookup?: LookupNames;
}

/** One cell: the formatted text, as a badge or a link where the column says so. */
export function GridCell({ column, row, lookup }: GridCellProps) {
  const value = row[column.field];
  const text = cellText(value, column.format, lookup);
  if (column.format === "badge" && text !== "-") {
    return (
      <Tag minimal round intent={badgeIsPositive(value) ? "success" : "none"}>
        {text}
      </Tag>
    );
  }
  if (column.format === "link" && column.href) return <Link to={hrefOf(column.href, row)}>{text}</Link>;
  return text;
}
