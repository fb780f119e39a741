import type { ReportRow } from "../../../contract/reports";
import { GROUP_KEY } from "../../../schema/reports/reportFile";
import { PAGE_SIZES } from "../../../schema/resourceFile";
import type { ListQuery } from "../../api/resources";

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

/** The most groups a chart draws: the largest page the report route serves. */
export const CHART_GROUPS = PAGE_SIZES[PAGE_SIZES.length - 1] ?? 30;

/**
 * The chart's own query: the same filters and grouping as the table, but not its page. A line
 * chart (over time) takes the first groups in their order; a bar or pie chart the largest by its
 * measure, so paging the table never changes the picture.
 */
export function chartQuery(query: ListQuery, chart: { type: string; measure: string }): ListQuery {
  return {
    ...query,
    page: 1,
    pageSize: CHART_GROUPS,
    sort: chart.type === "line" ? GROUP_KEY : `-${chart.measure}`,
  };
}

/** Said under the chart's title when it cannot draw every group: "the 30 largest of 41 groups". */
export function chartCoverage(chart: { type: string }, drawn: number, total: number): string | undefined {
  if (total <= drawn) return undefined;
  return chart.type === "line"
    ? `the first ${drawn} of ${total} groups`
    : `the ${drawn} largest of ${total} groups`;
}
