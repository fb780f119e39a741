import type { ReportChartData } from "../../../contract/reports";

/** One mark of a chart: the group as it reads, and the measure's value. */
export interface ChartPoint {
  label: string;
  value: number;
}

/** The chart's marks from the server's points (every group): `label` names each group as the table does. */
export function chartPoints(
  points: ReportChartData["points"],
  label: (group: string | null) => string,
): ChartPoint[] {
  return points.map((point) => ({ label: label(point.group), value: point.value }));
}

/** What a screen reader hears of the chart: every mark, as the table shows it. */
export function chartSummary(points: readonly ChartPoint[], format: (value: number) => string): string {
  return points.map((point) => `${point.label}: ${format(point.value)}`).join("; ");
}

/**
 * The chart's own query: the table's filters and grouping, without its page, page size or sort
 * (the server draws every group, in the chart's order), so paging the table never asks again.
 */
export function chartFilters(filters: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));
}

/** Said under the chart's title when it cannot draw every group: "the 500 largest of 612 groups". */
export function chartCoverage(chart: { type: string }, drawn: number, total: number): string | undefined {
  if (total <= drawn) return undefined;
  return chart.type === "line"
    ? `the first ${drawn} of ${total} groups`
    : `the ${drawn} largest of ${total} groups`;
}
