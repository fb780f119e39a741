import type { GridConfig } from "../grid/gridConfig";
import type { LookupLists } from "../lookups/withLookupWidgets";

/**
 * What a confirmation calls a row ("Delete department “Computer Science”?"): its `name` or
 * `title`, else the first text column that has a value (a lookup column by its option's label,
 * "NCE/2025/CSC/0142 - Okafor, Chinedu", once the list has loaded), else its id.
 */
export function rowNameOf(
  row: Readonly<Record<string, unknown>>,
  config: GridConfig,
  lookups: LookupLists = {},
): string {
  for (const field of ["name", "title"]) {
    const value = row[field];
    if (typeof value === "string" && value.trim()) return value;
  }
  for (const column of config.columns) {
    const value = row[column.field];
    if (column.format === "lookup" && column.lookup) {
      const label = lookups[column.lookup]?.find((option) => option.id === value)?.name;
      if (label?.trim()) return label;
    }
    if (column.format !== "text") continue;
    if ((typeof value === "string" && value.trim()) || typeof value === "number") return String(value);
  }
  return `#${String(row.id)}`;
}
