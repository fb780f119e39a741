import { fieldTitle, peopleMessage, type ValidationIssue } from "../validationMessages";
import type { FilterProperty, ReportFile } from "./reportFile";
import { boundProblems, type QueryProblem } from "./reportQuery";

/**
 * A report's filters checked in the browser before it asks the server, with the same verdict and
 * the same words as the server's check (ajv over the filters' schema, then `boundProblems`). The
 * browser compiles no schema at run time (the CSP has no `unsafe-eval`, and a report's file comes
 * from the server), so this reads the few keywords a filter may use; the loader refuses a filter
 * using any other (`filterSchemaProblems`), so the two checks cannot disagree.
 */

/** What a filter property may say: annotations, and the rules `filterIssues` checks. */
export const FILTER_KEYWORDS = [
  "type",
  "title",
  "description",
  "lookup",
  "enum",
  "format",
  "pattern",
  "minLength",
  "maxLength",
  "minimum",
  "maximum",
] as const;

/** Formats a filter may have: the ones its toolbar draws an input for. */
export const FILTER_FORMATS = ["date"] as const;

/** A filter schema's problems for the loader: a keyword or format the browser's check does not read. */
export function filterSchemaProblems(report: ReportFile): string[] {
  const problems: string[] = [];
  for (const [name, property] of Object.entries(report.filters.schema.properties ?? {})) {
    for (const keyword of Object.keys(property))
      if (!(FILTER_KEYWORDS as readonly string[]).includes(keyword))
        problems.push(
          `filter "${name}" uses "${keyword}", which the report screen does not check (a filter may use ${FILTER_KEYWORDS.join(", ")})`,
        );
    const types =
      property.type === undefined ? [] : Array.isArray(property.type) ? property.type : [property.type];
    for (const type of types)
      if (!["integer", "number", "string"].includes(type))
        problems.push(`filter "${name}" has type "${type}"; a filter is an integer, a number or a string`);
    if (property.format !== undefined && !(FILTER_FORMATS as readonly string[]).includes(property.format))
      problems.push(`filter "${name}" has format "${property.format}"; a filter's format may only be "date"`);
  }
  return problems;
}

type Rules = FilterProperty & {
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** ajv-formats' full "date": a real day of a real month (leap years too). */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

function typeMatches(type: string, value: string | number): boolean {
  if (type === "integer") return typeof value === "number" && Number.isInteger(value);
  if (type === "number") return typeof value === "number";
  if (type === "string") return typeof value === "string";
  // The loader allows no other type in a filter.
  return false;
}

/** The first rule `value` breaks, as ajv names it (keyword and params), if any. */
function issueOf(rules: Rules, value: string | number): ValidationIssue | undefined {
  const types = rules.type === undefined ? [] : Array.isArray(rules.type) ? rules.type : [rules.type];
  if (types.length > 0 && !types.some((type) => typeMatches(type, value)))
    return { keyword: "type", params: { type: types.join(",") } };
  if (rules.enum && !rules.enum.includes(value)) return { keyword: "enum", params: {} };
  if (typeof value === "string") {
    // Length in code points, as ajv counts it.
    const length = [...value].length;
    if (rules.maxLength !== undefined && length > rules.maxLength)
      return { keyword: "maxLength", params: { limit: rules.maxLength } };
    if (rules.minLength !== undefined && length < rules.minLength)
      return { keyword: "minLength", params: { limit: rules.minLength } };
    if (rules.pattern !== undefined && !new RegExp(rules.pattern, "u").test(value))
      return { keyword: "pattern", params: { pattern: rules.pattern } };
    if (rules.format === "date" && !isDate(value)) return { keyword: "format", params: { format: "date" } };
  } else {
    if (rules.minimum !== undefined && value < rules.minimum)
      return { keyword: "minimum", params: { limit: rules.minimum } };
    if (rules.maximum !== undefined && value > rules.maximum)
      return { keyword: "maximum", params: { limit: rules.maximum } };
  }
  return undefined;
}

/**
 * The message of a filter's broken rule, naming the filter: "Session: must be a whole number."
 * (the server words ajv's errors with this too).
 */
export function filterMessage(schema: unknown, path: string, issue: ValidationIssue): string {
  const title = fieldTitle(schema, path);
  const message = peopleMessage(issue, title);
  return message.startsWith(title) ? message : `${title}: ${message}.`;
}

/** Each filter value's broken rule (one per filter) and the bounds' problems, in people's words. */
export function filterProblems(
  report: ReportFile,
  filters: Readonly<Record<string, string | number>>,
): QueryProblem[] {
  const properties = report.filters.schema.properties ?? {};
  const problems: QueryProblem[] = [];
  for (const [name, value] of Object.entries(filters)) {
    const rules = properties[name] as Rules | undefined;
    if (!rules) continue;
    const issue = issueOf(rules, value);
    if (issue) problems.push({ path: name, message: filterMessage(report.filters.schema, name, issue) });
  }
  return [...problems, ...boundProblems(report, filters)];
}
