import type { FromSchema } from "json-schema-to-ts";
import { listMetaSchema } from "./lists";

/**
 * `GET /api/Reports/:name` (spec section 2 "Reports"): any report of schemas/reports, its filters,
 * `groupBy`, `page`, `pageSize` and `sort` in the query string, checked against the report's file.
 * A row is a group (`group`: its value as text, null for none) with the report's measures by name;
 * `meta.totals` holds each measure over every matching row, not only the page's.
 * `GET /api/Reports/:name/export?format=csv|xlsx` streams every grouping's rows.
 */

export const reportParamsSchema = {
  type: "object",
  additionalProperties: false,
  required: ["name"],
  properties: { name: { type: "string", pattern: "^[a-z][a-z0-9-]*$", maxLength: 80 } },
} as const;

export const reportRowSchema = {
  type: "object",
  required: ["group"],
  properties: { group: { type: ["string", "null"] } },
  additionalProperties: { type: "number" },
} as const;
export type ReportRow = { group: string | null } & Record<string, number | string | null>;

export const reportPageSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items", "meta"],
  properties: { items: { type: "array", items: reportRowSchema }, meta: listMetaSchema },
} as const;
export type ReportPage = FromSchema<typeof reportPageSchema>;

/**
 * The most groups a chart draws: every group of any report the college keeps (a grouping by day
 * over a year is 366); past it the chart names how many it left out.
 */
export const CHART_MAX_GROUPS = 500;

/**
 * `GET /api/Reports/:name/chart` (its filters and `groupBy`): the chart's measure for every group
 * over every matching row — not the table's page — in the chart's order (a line by group, a bar or
 * pie largest first), with how many groups there are.
 */
export const reportChartSchema = {
  type: "object",
  additionalProperties: false,
  required: ["groupCount", "points"],
  properties: {
    groupCount: { type: "integer" },
    points: {
      type: "array",
      maxItems: CHART_MAX_GROUPS,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["group", "value"],
        properties: { group: { type: ["string", "null"] }, value: { type: "number" } },
      },
    },
  },
} as const;
export type ReportChartData = FromSchema<typeof reportChartSchema>;

/**
 * `GET /api/Reports/:name/definition`: the report's file (format: src/schema/reports/
 * report-file.schema.json, checked at start-up), which its screen draws; so a new report is its file
 * and its view, with nothing in the browser's bundle.
 */
export const reportDefinitionSchema = {
  type: "object",
  required: ["name", "title", "routes", "access"],
  properties: { name: { type: "string" }, title: { type: "string" } },
  additionalProperties: true,
} as const;

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
