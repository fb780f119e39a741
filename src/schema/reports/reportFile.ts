/**
 * A report file (`schemas/reports/<name>.json`, format: `report-file.schema.json`): which view it
 * reads, its filters (a JSON Schema form bound to view columns), columns, groupings, measures,
 * access and an optional chart. Framework-free: the server runs it, the screen renders it.
 */

export type ReportColumnFormat = "text" | "number" | "money" | "date" | "lookup" | "badge";

export interface ReportColumn {
  title?: string;
  format: ReportColumnFormat;
  /** Format lookup: the lookup list that names the id. */
  lookup?: string;
}

export type FilterOp = "eq" | "gte" | "lte";

export interface FilterBinding {
  column: string;
  op?: FilterOp;
  /** Another filter this one may not be less than ("Paid to" on or after "Paid from"). */
  notBefore?: string;
}

export interface ReportGrouping {
  name: string;
  title: string;
  column: string;
}

export interface ReportMeasure {
  name: string;
  title: string;
  aggregate: "count" | "sum";
  column?: string;
}

export type ChartType = "bar" | "line" | "pie";

export interface ReportChart {
  type: ChartType;
  measure: string;
  grouping?: string;
}

/** One filter field of the filters' JSON Schema, as far as a report reads it. */
export interface FilterProperty {
  type?: string | string[];
  title?: string;
  format?: string;
  enum?: readonly unknown[];
  lookup?: string;
}

export interface ReportFilters {
  schema: {
    type?: string;
    properties?: Readonly<Record<string, FilterProperty>>;
    required?: readonly string[];
    additionalProperties?: boolean;
  } & Record<string, unknown>;
  ui: Readonly<Record<string, unknown>>;
  columns: Readonly<Record<string, FilterBinding>>;
}

export interface ReportFile {
  name: string;
  title: string;
  description: string;
  routes: readonly string[];
  access: readonly string[];
  view: string;
  unit: { one: string; other: string };
  note?: string;
  columns: Readonly<Record<string, ReportColumn>>;
  filters: ReportFilters;
  groupings: readonly ReportGrouping[];
  measures: readonly ReportMeasure[];
  defaultSort?: string;
  chart?: ReportChart;
}

/** The sort key of the group column itself ("group", "-group"). */
export const GROUP_KEY = "group";

const NUMERIC: readonly ReportColumnFormat[] = ["number", "money"];

export const isNumericColumn = (column: ReportColumn | undefined): boolean =>
  column !== undefined && NUMERIC.includes(column.format);

/** The filter fields in the order the form shows them (`ui:order`, then the rest). */
export function filterFieldNames(report: ReportFile): string[] {
  const names = Object.keys(report.filters.schema.properties ?? {});
  const order = report.filters.ui["ui:order"];
  if (!Array.isArray(order)) return names;
  const ordered = order.filter((name): name is string => typeof name === "string" && names.includes(name));
  return [...ordered, ...names.filter((name) => !ordered.includes(name))];
}

export const groupingOf = (report: ReportFile, name: string | undefined): ReportGrouping =>
  report.groupings.find((grouping) => grouping.name === name) ?? (report.groupings[0] as ReportGrouping);

export const unitText = (report: ReportFile, count: number): string =>
  count === 1 ? report.unit.one : report.unit.other;

const typesOf = (property: FilterProperty): string[] =>
  Array.isArray(property.type) ? property.type : property.type ? [property.type] : [];

/** Which column formats a filter of this JSON type can narrow. */
function filterFits(property: FilterProperty, column: ReportColumn): boolean {
  const types = typesOf(property);
  if (property.format === "date") return column.format === "date";
  if (types.includes("integer") || types.includes("number"))
    return ["number", "money", "lookup"].includes(column.format);
  if (types.includes("string")) return ["text", "badge", "lookup"].includes(column.format);
  return false;
}

/**
 * What is wrong with a report file beyond its format: every name it uses must exist (filters ↔
 * view columns, groupings, measures on numeric columns, the chart's measure and grouping, the sort).
 * An empty list means the file is sound. The view's real columns are checked against the database
 * by the server's test.
 */
export function reportProblems(report: ReportFile, fileName: string): string[] {
  const problems: string[] = [];
  const expected = fileName.replace(/^.*\//, "").replace(/\.json$/, "");
  if (report.name !== expected) problems.push(`"name" must be "${expected}", the file's name`);
  const column = (name: string | undefined) => (name === undefined ? undefined : report.columns[name]);
  for (const [name, spec] of Object.entries(report.columns))
    if (spec.format === "lookup" && !spec.lookup)
      problems.push(`column "${name}" is a lookup but names no "lookup"`);

  const { schema, columns: bindings } = report.filters;
  if (schema.type !== "object") problems.push('filters.schema must be an object schema ("type": "object")');
  if (schema.additionalProperties !== false)
    problems.push("filters.schema must say additionalProperties: false (an unknown filter is refused)");
  if ((schema.required ?? []).length > 0)
    problems.push("filters.schema may not require a filter: each is optional");
  const properties = schema.properties ?? {};
  for (const [name, property] of Object.entries(properties)) {
    const binding = bindings[name];
    if (!binding) {
      problems.push(`filter "${name}" names no view column in filters.columns`);
      continue;
    }
    const target = column(binding.column);
    if (!target)
      problems.push(`filter "${name}" narrows "${binding.column}", which is not among the columns`);
    else if (!filterFits(property, target))
      problems.push(
        `filter "${name}" (${typesOf(property).join("/") || "no type"}) cannot narrow ${target.format} column "${binding.column}"`,
      );
    if (!property.title) problems.push(`filter "${name}" needs a "title" (its label and its messages' name)`);
    if (binding.notBefore !== undefined && !properties[binding.notBefore])
      problems.push(`filter "${name}" is notBefore "${binding.notBefore}", which is not a filter`);
  }
  for (const name of Object.keys(bindings))
    if (!properties[name]) problems.push(`filters.columns names "${name}", which is not in filters.schema`);

  const groupNames = new Set<string>();
  for (const grouping of report.groupings) {
    if (groupNames.has(grouping.name)) problems.push(`grouping "${grouping.name}" is named twice`);
    groupNames.add(grouping.name);
    if (!column(grouping.column))
      problems.push(`grouping "${grouping.name}" reads "${grouping.column}", which is not among the columns`);
  }
  const measureNames = new Set<string>();
  for (const measure of report.measures) {
    if (measureNames.has(measure.name) || measure.name === GROUP_KEY)
      problems.push(`measure "${measure.name}" is named twice (or "${GROUP_KEY}")`);
    measureNames.add(measure.name);
    if (measure.aggregate === "sum" && !isNumericColumn(column(measure.column)))
      problems.push(
        `measure "${measure.name}" sums "${measure.column ?? ""}", which is not a number or money column`,
      );
    if (measure.aggregate === "count" && measure.column !== undefined)
      problems.push(`measure "${measure.name}" counts rows: it takes no column`);
  }
  if (report.defaultSort !== undefined) {
    const key = report.defaultSort.replace(/^-/, "");
    if (key !== GROUP_KEY && !measureNames.has(key))
      problems.push(`defaultSort "${report.defaultSort}" is neither "${GROUP_KEY}" nor a measure`);
  }
  if (report.chart) {
    if (!measureNames.has(report.chart.measure))
      problems.push(`chart measure "${report.chart.measure}" is not a measure`);
    if (report.chart.grouping !== undefined && !groupNames.has(report.chart.grouping))
      problems.push(`chart grouping "${report.chart.grouping}" is not a grouping`);
  }
  return problems;
}
