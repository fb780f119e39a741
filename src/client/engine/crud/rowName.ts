import type { GridConfig } from "../grid/gridConfig";

/**
 * What a confirmation calls a row ("Delete department “Computer Science”?"): its `name` or
 * `title`, else the first text column that has a value, else its id.
 */
export function rowNameOf(row: Readonly<Record<string, unknown>>, config: GridConfig): string {
  for (const field of ["name", "title"]) {
    const value = row[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  for (const column of config.columns) {
    if (column.format !== "text") continue;
    const value = row[column.field];
    if ((typeof value === "string" && value.trim()) || typeof value === "number") return String(value);
  }
  return `#${String(row.id)}`;
}
