import type { ValidateFunction } from "ajv";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import {
  EXPORT_FORMATS,
  type ExportFormat,
  reportChartSchema,
  reportDefinitionSchema,
  reportPageSchema,
  reportParamsSchema,
} from "../../../contract/reports";
import { isAllowed } from "../../../schema/access";
import { createAjv } from "../../../schema/createAjv";
import { filterMessage } from "../../../schema/reports/filterCheck";
import type { ReportFile } from "../../../schema/reports/reportFile";
import { boundProblems, type ReportQuery, readReportQuery } from "../../../schema/reports/reportQuery";
import { ok } from "../../envelope";
import { ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { fieldPath } from "../../validation/schemaFieldErrors";
import { CONTENT_TYPES } from "../resources/spreadsheet";
import { csvStream, xlsxStream } from "./exportStream";
import { reportChart, reportSheetRows, runReport } from "./reportService";

/**
 * Every report of schemas/reports through one pair of routes. The route admits staff; the
 * report's own file says which of them may read it (checked before anything runs).
 */
// Lecturers too: a dean or head of department is a lecturer by user type, and each report file's
// own `access` (readableReport) still decides who reads it.
const STAFF = { roles: ["official", "lecturer"] } as const;

type Query = Record<string, string | undefined>;

const validators = new WeakMap<ReportFile, ValidateFunction>();
function filterValidator(report: ReportFile): ValidateFunction {
  let validate = validators.get(report);
  if (!validate) {
    validate = createAjv().compile(report.filters.schema);
    validators.set(report, validate);
  }
  return validate;
}

/** The report a request names, if its user may read it (404 for no such report, else 403). */
function readableReport(app: FastifyInstance, name: string, request: FastifyRequest): ReportFile {
  const report = app.reports.get(name);
  if (!report) throw new NotFoundError(`There is no report named "${name}".`);
  if (!request.user || !isAllowed(request.user, { roles: report.access }))
    throw new ForbiddenError(`You do not have access to ${report.title}.`);
  return report;
}

/** The report a request names, if its user may read it, and its checked query. */
function reportAndQuery(
  app: FastifyInstance,
  name: string,
  request: FastifyRequest<{ Querystring: Query }>,
  extra: readonly string[] = [],
): [ReportFile, ReportQuery] {
  const report = readableReport(app, name, request);
  const raw = Object.fromEntries(Object.entries(request.query).filter(([key]) => !extra.includes(key)));
  const { query, problems } = readReportQuery(report, raw);
  const validate = filterValidator(report);
  const filters = { ...query.filters };
  // The filters bar is not a form with a message under each field: each message names its field,
  // in the words the screen's own check (filterProblems) uses before it asks.
  if (!validate(filters))
    for (const issue of validate.errors ?? []) {
      const path = fieldPath(issue);
      problems.push({
        path,
        message: filterMessage(report.filters.schema, path, { ...issue, keyword: issue.keyword ?? "" }),
      });
    }
  problems.push(...boundProblems(report, query.filters));
  if (problems.length > 0) throw new ValidationError(problems);
  return [report, query];
}

const querystring = { type: "object", additionalProperties: { type: "string" } } as const;

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const tags = ["Reports"];

  const page = async (name: string, request: FastifyRequest<{ Querystring: Query }>) => {
    const [report, query] = reportAndQuery(app, name, request);
    return ok(await runReport(db(), report, query));
  };
  app.get<{ Params: { name: string }; Querystring: Query }>(
    "/Reports/:name",
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "A report's groups (its filters, groupBy, page, pageSize, sort), with totals over every row",
        params: reportParamsSchema,
        querystring,
        response: { 200: envelopeSchema(reportPageSchema) },
      },
    },
    (request) => page(request.params.name, request),
  );
  app.get<{ Params: { name: string }; Querystring: Query }>(
    "/Reports/:name/chart",
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary:
          "A report's chart: its measure for every group (its filters, groupBy) over every matching row, not a page",
        params: reportParamsSchema,
        querystring,
        response: { 200: envelopeSchema(reportChartSchema) },
      },
    },
    async (request) => {
      const [report, query] = reportAndQuery(app, request.params.name, request);
      return ok(await reportChart(db(), report, query));
    },
  );
  app.get<{ Params: { name: string } }>(
    "/Reports/:name/definition",
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "A report's file (filters, groupings, measures, chart), which its screen draws",
        params: reportParamsSchema,
        response: { 200: envelopeSchema(reportDefinitionSchema) },
      },
    },
    (request) => ok(readableReport(app, request.params.name, request)),
  );
  // The spec's API names the payment report `Payment/fee-report`: the same report under that name,
  // declaring the report file's own access (it has a route of its own, so the access table can say so).
  const paymentReport = app.reports.get("payment-reports");
  if (!paymentReport) throw new Error("schemas/reports/payment-reports.json is missing");
  app.get<{ Querystring: Query }>(
    "/Payment/fee-report",
    {
      config: { access: { roles: [...paymentReport.access] } },
      schema: {
        tags,
        summary: "The payment report (schemas/reports/payment-reports.json), as GET /Reports/payment-reports",
        querystring,
        response: { 200: envelopeSchema(reportPageSchema) },
      },
    },
    (request) => page("payment-reports", request),
  );

  app.get<{ Params: { name: string }; Querystring: Query }>(
    "/Reports/:name/export",
    {
      config: { access: STAFF },
      schema: {
        tags,
        summary: "The report, every grouping, as a streamed CSV or XLSX file (format=csv|xlsx)",
        params: reportParamsSchema,
        querystring,
      },
    },
    async (request, reply) => {
      const format = (request.query.format ?? "csv") as ExportFormat;
      if (!EXPORT_FORMATS.includes(format))
        throw new ValidationError([{ path: "format", message: "The file format must be CSV or XLSX." }]);
      const [report, query] = reportAndQuery(app, request.params.name, request, ["format"]);
      const rows = reportSheetRows(db(), report, query);
      const file = report.title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
      return reply
        .header("content-type", CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="${file}.${format}"`)
        .header("cache-control", "no-store")
        .send(format === "csv" ? csvStream(rows) : xlsxStream(report.title, rows));
    },
  );
}
