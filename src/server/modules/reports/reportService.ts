import type { ListMeta } from "../../../contract/lists";
import type { ReportRow } from "../../../contract/reports";
import type { ReportFile } from "../../../schema/reports/reportFile";
import type { ReportQuery } from "../../../schema/reports/reportQuery";
import type { Db } from "../../db/database";
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
