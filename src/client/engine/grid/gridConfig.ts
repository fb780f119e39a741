import type { ColumnFormat } from "../../../schema/resourceFile";

/**
 * What the grid needs to know to show a list: a framework-free description that a screen builds
 * (the CRUD engine derives it from a resource file). The grid never reads a JSON Schema itself.
 */
export interface GridColumn {
  field: string;
  /** Header text. */
  label: string;
  format: ColumnFormat;
  sortable: boolean;
  /** Format "link": a route with {field} placeholders, e.g. "/programme_departments/{id}". */
  href?: string;
  /** Format "link": fixed link text instead of the value (the column's id is then "<field>-link"). */
  text?: string;
  /** Format "lookup": the lookup list (`/api/Lookups/:name`) that names the id. */
  lookup?: string;
  /** Format "link" with `text`: the field naming the row, for screen readers (default: name, title, code). */
  owner?: string;
}

export interface GridFilterOption {
  value: string;
  label: string;
}

/** A drop-down above the grid; an exact match on `field`. */
export interface GridFilter {
  field: string;
  label: string;
  /** Fixed options (booleans, enums). */
  options?: GridFilterOption[];
  /** Options from a lookup list instead. */
  lookup?: string;
  /** A typed bound instead of a drop-down (`grid.ranges`: "Day from", "Day to"). */
  input?: "date" | "number";
  /** No "All" in the drop-down: the screen keeps a value chosen (it starts the address at one). */
  required?: boolean;
}

/** A sum shown under the grid: the server's `meta.totals[field]` over every matching row. */
export interface GridTotal {
  field: string;
  label: string;
  format: ColumnFormat;
}

export interface GridConfig {
  columns: GridColumn[];
  filters: GridFilter[];
  /** A field, or "-field" for descending. */
  defaultSort?: string;
  /** Whether the server searches this list (a search box is shown). */
  searchable: boolean;
  /** Names the search box, e.g. "Search departments". */
  searchLabel?: string;
  totals?: GridTotal[];
  /**
   * The row's actions in the first column (after the checkbox) instead of the last: on a list of
   * many columns they stay in view without scrolling the table sideways.
   */
  actionsFirst?: boolean;
}

/** The table column's id: the field (the server's sort key), or "<field>-link" for a fixed-text link beside it. */
export function columnIdOf(column: GridColumn): string {
  return column.text === undefined ? column.field : `${column.field}-link`;
}

/** Every lookup list the grid shows (lookup columns and lookup filters), each once, in a stable order. */
export function lookupNamesOf(config: GridConfig): string[] {
  const names = new Set<string>();
  for (const column of config.columns)
    if (column.format === "lookup" && column.lookup) names.add(column.lookup);
  for (const filter of config.filters) if (filter.lookup) names.add(filter.lookup);
  return [...names].sort();
}
