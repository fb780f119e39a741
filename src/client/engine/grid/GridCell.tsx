import { Tag } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import { badgeIsPositive, badgeIsWarning, cellText, hrefOf, type LookupNames } from "./cellText";
import type { GridColumn } from "./gridConfig";
import "../../ui/visuallyHidden.css";

export interface GridCellProps {
  column: GridColumn;
  row: Readonly<Record<string, unknown>>;
  lookup?: LookupNames;
}

/** What a row is called, for link text that is otherwise the same on every row. */
function rowLabelOf(row: Readonly<Record<string, unknown>>, owner?: string): string | undefined {
  for (const field of owner ? [owner] : ["name", "title", "code"]) {
    const value = row[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

/** One cell: the formatted text, as a badge or a link where the column says so. */
export function GridCell({ column, row, lookup }: GridCellProps) {
  const value = row[column.field];
  const text = cellText(value, column.format, lookup);
  if (column.format === "badge" && text !== "-") {
    const warning = badgeIsWarning(value);
    // A minimal warning tag's yellow text is too faint to read (axe: contrast): a solid one is not.
    return (
      <Tag
        minimal={!warning}
        round
        intent={badgeIsPositive(value) ? "success" : warning ? "warning" : "none"}
      >
        {text}
      </Tag>
    );
  }
  if (column.format === "link" && column.href) {
    if (column.text === undefined) return <Link to={hrefOf(column.href, row)}>{text}</Link>;
    // Every row's link reads the same, so screen readers also hear whose it is.
    const owner = rowLabelOf(row, column.owner);
    return (
      <Link to={hrefOf(column.href, row)}>
        {column.text}
        {owner ? <span className="visually-hidden"> of {owner}</span> : null}
      </Link>
    );
  }
  return text;
}
