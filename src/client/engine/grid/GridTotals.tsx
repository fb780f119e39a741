import { cellText } from "./cellText";
import type { GridTotal } from "./gridConfig";

export interface GridTotalsProps {
  totals: readonly GridTotal[];
  /** The server's sums over every row the query matches (not only this page). */
  sums: Readonly<Record<string, number>>;
}

/** "Total amount paid: ₦25,000.00" (every matching row, not just this page) under the grid, for the list's `grid.totals`; announced on change. */
export function GridTotals({ totals, sums }: GridTotalsProps) {
  return (
    <p className="grid-totals" aria-live="polite">
      {totals.map((total) => (
        <span key={total.field} className="grid-total">
          Total {total.label.toLowerCase()}: <strong>{cellText(sums[total.field] ?? 0, total.format)}</strong>
        </span>
      ))}
    </p>
  );
}
