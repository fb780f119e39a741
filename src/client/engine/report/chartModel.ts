import type { ReportRow } from "../../../contract/reports";

/** One mark of a chart: the group as it reads, and the measure's value. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** The chart's marks from the report's rows: `label` names each group as the table does. */
export function chartPoints(
  rows: readonly ReportRow[],
  measure: string,
  label: (group: string | null) => string,
): ChartPoint[] {
  return rows.map((row) => ({ label: label(row.group), value: Number(row[measure] ?? 0) }));
}

/** What a screen reader hears of the chart: every mark, as the table shows it. */
export function chartSummary(points: readonly ChartPoint[], format: (value: number) => string): string {
  return points.map((point) => `${point.label}: ${format(point.value)}`).join("; ");
}
