import { type SQL, sql } from "drizzle-orm";
import {
  GROUP_KEY,
  groupingOf,
  type ReportFile,
  type ReportMeasure,
} from "../../../schema/reports/reportFile";
import type { ReportQuery } from "../../../schema/reports/reportQuery";

/**
 * The SQL of a report, from names its file declares and the loader checked (the view, its
 * columns): every name goes in as an identifier, every filter value as a parameter.
 */

const column = (name: string) => sql.identifier(name);

const OPS = { eq: sql`=`, gte: sql`>=`, lte: sql`<=` } as const;

export function whereOf(report: ReportFile, filters: ReportQuery["filters"]): SQL {
  const parts: SQL[] = [sql`TRUE`];
  for (const [name, value] of Object.entries(filters)) {
    const binding = report.filters.columns[name];
    if (!binding) continue;
    const date = report.columns[binding.column]?.format === "date";
    const parameter = date ? sql`${value}::date` : sql`${value}`;
    parts.push(sql`${column(binding.column)} ${OPS[binding.op ?? "eq"]} ${parameter}`);
  }
  return sql.join(parts, sql` AND `);
}

function aggregate(measure: ReportMeasure): SQL {
  // Sums come back as text from bigint/numeric; the service reads them as numbers (kobo stay below 2^53).
  return measure.aggregate === "count"
    ? sql`count(*)::bigint`
    : sql`coalesce(sum(${column(measure.column ?? "")}), 0)`;
}

const measuresOf = (report: ReportFile) =>
  sql.join(
    report.measures.map((measure) => sql`${aggregate(measure)} AS ${column(measure.name)}`),
    sql`, `,
  );

/** The group as text: a date as YYYY-MM-DD, an id as its digits (the screen names lookups). */
function groupExpression(report: ReportFile, groupBy: string): SQL {
  const grouping = groupingOf(report, groupBy);
  const format = report.columns[grouping.column]?.format;
  return format === "date"
    ? sql`to_char(${column(grouping.column)}, 'YYYY-MM-DD')`
    : sql`${column(grouping.column)}::text`;
}

function orderOf(sort: string): SQL {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "");
  const direction = sql.raw(descending ? "DESC" : "ASC");
  const nulls = sql.raw("NULLS LAST");
  // The group breaks ties, so pages never overlap.
  return key === GROUP_KEY
    ? sql`1 ${direction} ${nulls}`
    : sql`${column(key)} ${direction}, 1 ASC NULLS LAST`;
}

/** One page of groups (or every group: `page` undefined), each with its measures. */
export function groupsQuery(
  report: ReportFile,
  query: ReportQuery,
  page?: { limit: number; offset: number },
): SQL {
  const limit = page ? sql` LIMIT ${page.limit} OFFSET ${page.offset}` : sql``;
  return sql`SELECT ${groupExpression(report, query.groupBy)} AS ${column(GROUP_KEY)}, ${measuresOf(report)}
FROM ${column(report.view)} WHERE ${whereOf(report, query.filters)}
GROUP BY 1 ORDER BY ${orderOf(query.sort)}${limit}`;
}

/** How many groups there are, and the measures over every matching row (not only this page). */
export function totalsQuery(report: ReportFile, query: ReportQuery): SQL {
  return sql`SELECT count(DISTINCT ${groupExpression(report, query.groupBy)})
  + coalesce(max(CASE WHEN ${groupExpression(report, query.groupBy)} IS NULL THEN 1 ELSE 0 END), 0) AS "groupCount",
  ${measuresOf(report)}
FROM ${column(report.view)} WHERE ${whereOf(report, query.filters)}`;
}
