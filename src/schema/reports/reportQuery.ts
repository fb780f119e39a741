import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "../resourceFile";
import { filterFieldNames, GROUP_KEY, type ReportFile } from "./reportFile";

/** A report's query string, checked: what the server runs. */
export interface ReportQuery {
  /** Filter values, typed by the filters' schema (ids as numbers). */
  filters: Record<string, string | number>;
  groupBy: string;
  page: number;
  pageSize: number;
  /** "group" or a measure, "-" first for descending. */
  sort: string;
}

export interface QueryProblem {
  path: string;
  message: string;
}

/** Parameters that are not filters. */
export const QUERY_KEYS = ["groupBy", "page", "pageSize", "sort"] as const;

const titleOf = (report: ReportFile, name: string) => report.filters.schema.properties?.[name]?.title ?? name;

/** A query-string value as the filter's JSON type wants it: a whole number for integer filters. */
function typed(report: ReportFile, name: string, text: string): string | number {
  const type = report.filters.schema.properties?.[name]?.type;
  const numeric = type === "integer" || type === "number";
  return numeric && /^-?\d{1,15}$/.test(text) ? Number(text) : text;
}

/**
 * The query string of `GET /api/Reports/:name` read against the report file. Filter values are
 * only typed here; `checkFilters` (the filters' JSON Schema, on the server) then says what is
 * wrong with them in people's words. Anything else wrong is a problem naming the parameter.
 */
export function readReportQuery(
  report: ReportFile,
  raw: Readonly<Record<string, string | undefined>>,
): { query: ReportQuery; problems: QueryProblem[] } {
  const problems: QueryProblem[] = [];
  const fields = filterFieldNames(report);
  const filters: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === "" || (QUERY_KEYS as readonly string[]).includes(key)) continue;
    if (!fields.includes(key)) {
      problems.push({ path: key, message: `"${key}" is not a filter of ${report.title}.` });
      continue;
    }
    filters[key] = typed(report, key, value);
  }

  const grouping = raw.groupBy ?? report.groupings[0]?.name ?? "";
  if (!report.groupings.some((candidate) => candidate.name === grouping))
    problems.push({
      path: "groupBy",
      message: `Group by must be one of: ${report.groupings.map((candidate) => candidate.title).join(", ")}.`,
    });

  const page = raw.page === undefined ? 1 : Number(raw.page);
  if (!Number.isInteger(page) || page < 1)
    problems.push({ path: "page", message: "Page must be 1 or more." });
  const pageSize = raw.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(raw.pageSize);
  if (!(PAGE_SIZES as readonly number[]).includes(pageSize))
    problems.push({ path: "pageSize", message: `Rows per page must be one of ${PAGE_SIZES.join(", ")}.` });

  const sort = raw.sort ?? report.defaultSort ?? GROUP_KEY;
  const key = sort.replace(/^-/, "");
  if (key !== GROUP_KEY && !report.measures.some((measure) => measure.name === key))
    problems.push({ path: "sort", message: "The report cannot be sorted by that column." });

  return { query: { filters, groupBy: grouping, page, pageSize, sort }, problems };
}

/** The filters' own cross-field rule: a "to" bound on or after its "from" (notBefore). */
export function boundProblems(
  report: ReportFile,
  filters: Readonly<Record<string, unknown>>,
): QueryProblem[] {
  const problems: QueryProblem[] = [];
  for (const [name, binding] of Object.entries(report.filters.columns)) {
    if (!binding.notBefore) continue;
    const value = filters[name];
    const floor = filters[binding.notBefore];
    if (value === undefined || floor === undefined) continue;
    // Numbers compare as numbers, ISO dates as text.
    const before =
      typeof value === "number" && typeof floor === "number" ? value < floor : String(value) < String(floor);
    if (before)
      problems.push({
        path: name,
        message: `${titleOf(report, name)} must be on or after ${titleOf(report, binding.notBefore)}.`,
      });
  }
  return problems;
}
