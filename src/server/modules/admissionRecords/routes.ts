import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import {
  admissionReportExportQuerySchema,
  admissionReportParamsSchema,
  admissionReportQuerySchema,
  admissionReportSchema,
  admissionReportTypesSchema,
  putmeSlipSchema,
} from "../../../contract/admissionReports";
import { envelopeSchema } from "../../../contract/envelope";
import { ok } from "../../envelope";
import { requireApplicant } from "../applicants/applicantGuard";
import { CONTENT_TYPES, spreadsheetFile } from "../resources/spreadsheet";
import { putmeSlip } from "./putmeSlip";
import { admissionReport, admissionReportSheet } from "./reports";

/** Who reads the admissions reports (the super-admin passes every role check). */
export const ADMISSION_REPORT_READERS = { roles: ["admissions", "registrar"] } as const;

/**
 * The admissions office's reports (`/api/AdmissionReports/…`, staff only) and the post-UTME exam
 * slip of the signed-in applicant (`/api/Applicant/putme-slip`, applicant session cookie). The
 * JAMB, direct-entry and PUTME lists themselves are resource files (schemas/resources).
 */
export async function admissionRecordRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // Read on every request, not once here: the registry replaces `app.applicationTypes` in place when
  // a type is published from the portal, and a new type must be named and offered at once.
  const typeNames = () => new Map(app.applicationTypes.map((type) => [type.meta.id, type.meta.name]));
  const tags = ["Admissions reports"];

  api.get(
    "/AdmissionReports/application-types",
    {
      config: { access: ADMISSION_REPORT_READERS },
      schema: {
        tags,
        summary: "The application types the reports can be narrowed to",
        response: { 200: envelopeSchema(admissionReportTypesSchema) },
      },
    },
    async () => ok([...typeNames()].map(([id, name]) => ({ id, name }))),
  );

  api.get(
    "/AdmissionReports/:report",
    {
      config: { access: ADMISSION_REPORT_READERS },
      schema: {
        tags,
        summary:
          "Counts of applications (or of students, by registration number) by type, programme, state and status",
        params: admissionReportParamsSchema,
        querystring: admissionReportQuerySchema,
        response: { 200: envelopeSchema(admissionReportSchema) },
      },
    },
    async (request) => ok(await admissionReport(db(), request.params.report, request.query, typeNames())),
  );

  api.get(
    "/AdmissionReports/:report/export",
    {
      config: { access: ADMISSION_REPORT_READERS },
      schema: {
        tags,
        summary: "The report as a CSV or XLSX file (format=csv|xlsx)",
        params: admissionReportParamsSchema,
        querystring: admissionReportExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format = "csv", ...query } = request.query;
      const report = await admissionReport(db(), request.params.report, query, typeNames());
      const body = await spreadsheetFile(format, report.title, admissionReportSheet(report));
      const file = report.title.toLowerCase().replace(/ /g, "-");
      return reply
        .header("content-type", CONTENT_TYPES[format])
        .header("content-disposition", `attachment; filename="${file}.${format}"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  api.get(
    "/Applicant/putme-slip",
    {
      config: { access: "public" },
      onRequest: requireApplicant(app),
      schema: {
        tags: ["Applicants"],
        summary: "The signed-in post-UTME applicant's exam slip (401 without an applicant session)",
        response: { 200: envelopeSchema(putmeSlipSchema) },
      },
    },
    async (request) => ok(await putmeSlip(db(), request.applicant!, typeNames())),
  );
}
