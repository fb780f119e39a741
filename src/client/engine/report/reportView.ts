import {
  filterFieldNames,
  groupingOf,
  type ReportColumnFormat,
  type ReportFile,
  type ReportMeasure,
  unitText,
} from "../../../schema/reports/reportFile";
import type { ColumnFormat } from "../../../schema/resourceFile";
import type { GridConfig, GridFilter } from "../grid/gridConfig";

/**
 * How a report file becomes a screen, free of React: the Grid's columns for the chosen grouping,
 * the filter bar from the filters' JSON Schema, and the words around them (tested without rendering).
 */

/** A report column format as the Grid shows it (money is kobo, shown in ₦). */
export function gridFormatOf(format: ReportColumnFormat | undefined): ColumnFormat {
  switch (format) {
    case "money":
      return "naira";
    case "date":
    case "lookup":
    case "badge":
      return format;
    default:
      return "text";
  }
}

export const measureFormat = (report: ReportFile, measure: ReportMeasure): ColumnFormat =>
  measure.column === undefined ? "text" : gridFormatOf(report.columns[measure.column]?.format);

/** The query-string parameters the screen keeps in its URL: the filters and the grouping. */
export const GROUP_BY = "groupBy";
export const urlFields = (report: ReportFile): string[] => [...filterFieldNames(report), GROUP_BY];

/** The filter bar: a lookup or enum as a drop-down, a date or number as a typed bound. */
export function filtersOf(report: ReportFile): GridFilter[] {
  const properties = report.filters.schema.properties ?? {};
  return filterFieldNames(report).map((field) => {
    const property = properties[field] ?? {};
    const label = property.title ?? field;
    if (property.lookup) return { field, label, lookup: property.lookup };
    if (property.enum)
      return {
        field,
        label,
        options: property.enum.map((value) => ({ value: String(value), label: String(value) })),
      };
    if (property.format === "date") return { field, label, input: "date" };
    return { field, label, input: "number" };
  });
}

/** The table of the chosen grouping: the group, then each measure, sortable by any. */
export function gridConfigOf(report: ReportFile, groupBy: string | undefined): GridConfig {
  const grouping = groupingOf(report, groupBy);
  const column = report.columns[grouping.column];
  return {
    columns: [
      {
        field: "group",
        label: grouping.title,
        format: gridFormatOf(column?.format),
        sortable: true,
        lookup: column?.lookup,
      },
      ...report.measures.map((measure) => ({
        field: measure.name,
        label: measure.title,
        format: measureFormat(report, measure),
        sortable: true,
      })),
    ],
    filters: [],
    defaultSort: report.defaultSort,
    searchable: false,
  };
}

/** "applications by status": names the table (and, after the report's title, the chart). */
export function groupedTitle(report: ReportFile, groupBy: string | undefined): string {
  return `${report.unit.other} by ${groupingOf(report, groupBy).title.toLowerCase()}`;
}

/**
 * The totals line over every matching row: "Total: 2 applications", or with sums
 * "Total: 3 credited payments · Amount ₦15,000.00". `format` shows a value in a column format.
 */
export function totalsLine(
  report: ReportFile,
  totals: Readonly<Record<string, number>>,
  format: (value: number, format: ColumnFormat) => string,
): string {
  const counted = report.measures.find((measure) => measure.aggregate === "count");
  const parts: string[] = [];
  if (counted) {
    const count = totals[counted.name] ?? 0;
    parts.push(`${count.toLocaleString("en-NG")} ${unitText(report, count)}`);
  }
  for (const measure of report.measures)
    if (measure.aggregate === "sum")
      parts.push(`${measure.title} ${format(totals[measure.name] ?? 0, measureFormat(report, measure))}`);
  return `Total: ${parts.join(" · ")}`;
}
