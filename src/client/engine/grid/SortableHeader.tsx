import { Button } from "@blueprintjs/core";
import { ArrowDownIcon, ArrowUpIcon, DoubleCaretVerticalIcon } from "@blueprintjs/icons";

export interface SortableHeaderProps {
  label: string;
  direction: "ascending" | "descending" | "none";
  onToggle: () => void;
}

/**
 * A sortable column's header content: a real button (Tab + Enter/Space), the state announced by the
 * `aria-sort` of the enclosing <th>. The icon is decoration, so hidden from screen readers.
 */
export function SortableHeader({ label, direction, onToggle }: SortableHeaderProps) {
  const icon =
    direction === "ascending" ? (
      <ArrowUpIcon />
    ) : direction === "descending" ? (
      <ArrowDownIcon />
    ) : (
      <DoubleCaretVerticalIcon />
    );
  return (
    <Button variant="minimal" size="small" className="grid-sort" endIcon={icon} onClick={onToggle}>
      {label}
    </Button>
  );
}
