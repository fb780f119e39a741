import type { ListMeta } from "../../../contract/lists";
import { CHART_MAX_GROUPS, type ReportChartData, type ReportRow } from "../../../contract/reports";
import { GROUP_KEY, type ReportFile } from "../../../schema/reports/reportFile";
import type { ReportQuery } from "../../../schema/reports/reportQuery";
import type { Db } from "../../db/database";
import { NotFoundError, ValidationError } from "../../errors";
import type { Cell } from "../resources/spreadsheet";
import { rowsOf } from "../resources/sqlRows";
import { groupsQuery, totalsQuery } from "./reportSql";

type RawRow = Record<string, string | number | null>;

const measureValues = (report: ReportFile, row: RawRow): Record<string, number> =>
  Object.fromEntries(report.measures.map((measure) => [measure.name, Number(row[measure.name] ?? 0)]));

const groupOf = (row: RawRow): string | null => (row.group === null ? null : String(row.group));

/** One page of a report's groups, with the number of groups and the totals over every row. */
export async function runReport(
  db: Db,
  report: ReportFile,
  query: ReportQuery,
): Promise<{ items: ReportRow[]; meta: ListMeta }> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [totals]] = await Promise.all([
    rowsOf<RawRow>(db, groupsQuery(report, query, { limit: query.pageSize, offset })),
    rowsOf<RawRow>(db, totalsQuery(report, query)),
  ]);
  return {
    items: rows.map((row) => ({ group: groupOf(row), ...measureValues(report, row) })),
    meta: {
      pageSize: query.pageSize,
      currentPage: query.page,
      totalCount: Number(totals?.groupCount ?? 0),
      totals: totals ? measureValues(report, totals) : {},
    },
  };
}

/**
 * The chart's measure for every group over every matching row (up to CHART_MAX_GROUPS), in the
 * chart's order: a line over its groups in their order, a bar or pie chart largest first. The
 * table's page and sort play no part.
 */
export async function reportChart(db: Db, report: ReportFile, query: ReportQuery): Promise<ReportChartData> {
  const chart = report.chart;
  if (!chart) throw new NotFoundError(`${report.title} has no chart.`);
  if (chart.grouping && chart.grouping !== query.groupBy) {
    const grouping = report.groupings.find((candidate) => candidate.name === chart.grouping);
    throw new ValidationError([
      {
        path: "groupBy",
        message: `The chart of ${report.title} is drawn by ${grouping?.title ?? chart.grouping} only.`,
      },
    ]);
  }
  const sort = chart.type === "line" ? GROUP_KEY : `-${chart.measure}`;
  const [rows, [totals]] = await Promise.all([
    rowsOf<RawRow>(db, groupsQuery(report, { ...query, sort }, { limit: CHART_MAX_GROUPS, offset: 0 })),
    rowsOf<RawRow>(db, totalsQuery(report, query)),
  ]);
  return {
    groupCount: Number(totals?.groupCount ?? 0),
    points: rows.map((row) => ({ group: groupOf(row), value: Number(row[chart.measure] ?? 0) })),
  };
}

/** A measure's cell: money in naira (the file's ₦), everything else as counted. */
function cellOf(report: ReportFile, name: string, value: number): Cell {
  const measure = report.measures.find((candidate) => candidate.name === name);
  const money = measure?.column !== undefined && report.columns[measure.column]?.format === "money";
  return money ? value / 100 : value;
}

/** The export's header: the grouping, its value, then each measure (money "(NGN)"). */
export function sheetHeader(report: ReportFile): Cell[] {
  return [
    "Grouping",
    "Value",
    ...report.measures.map((measure) =>
      measure.column !== undefined && report.columns[measure.column]?.format === "money"
        ? `${measure.title} (NGN)`
        : measure.title,
    ),
  ];
}

/**
 * The whole report as sheet rows, a grouping at a time (each grouping's query runs only when the
 * writer is ready for it): the header, every grouping's rows, and the totals last.
 */
export async function* reportSheetRows(
  db: Db,
  report: ReportFile,
  query: ReportQuery,
): AsyncGenerator<Cell[]> {
  yield sheetHeader(report);
  for (const grouping of report.groupings) {
    const rows = await rowsOf<RawRow>(db, groupsQuery(report, { ...query, groupBy: grouping.name }));
    for (const row of rows)
      yield [
        grouping.title,
        groupOf(row) ?? "",
        ...report.measures.map((measure) => cellOf(report, measure.name, Number(row[measure.name] ?? 0))),
      ];
  }
  const [totals] = await rowsOf<RawRow>(db, totalsQuery(report, query));
  yield [
    "Total",
    "",
    ...report.measures.map((measure) => cellOf(report, measure.name, Number(totals?.[measure.name] ?? 0))),
  ];
}
