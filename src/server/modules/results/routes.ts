import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { idParamsSchema } from "../../../contract/ids";
import { invoiceSchema } from "../../../contract/payments";
import { verificationCodeParamsSchema } from "../../../contract/receipts";
import {
  adviseeRecordSchema,
  candidatesQuerySchema,
  classListOptionsSchema,
  clearanceCandidateSchema,
  clearanceVerificationSchema,
  clearBodySchema,
  compositeQuerySchema,
  compositeSheetSchema,
  type StudentResults,
  statementOfResultSchema,
  studentClearanceSchema,
  studentResultsSchema,
  studentTranscriptRequestSchema,
  termQuerySchema,
  transcriptRequestRowSchema,
  transcriptSchema,
  transcriptVerificationSchema,
} from "../../../contract/results";
import type { CertificateClassBand } from "../../../schema/grading/certificateClass";
import { CachedReads } from "../../db/cachedReads";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { listEndpoint } from "../lists/listEndpoint";
import { invoiceView } from "../payments/invoices/invoiceRows";
import { CONTENT_TYPES, toXlsx } from "../resources/spreadsheet";
import { workflowNamed } from "../workflows/workflowRegistry";
import { adviseeRecord } from "./adviseeRecord";
import {
  CLEARANCE_OFFICERS,
  clearanceCandidates,
  clearStudent,
  GRADUATE_LIST,
  ownClearance,
  studentClearance,
} from "./clearance";
import { verifyClearanceCode } from "./clearanceVerification";
import { COMPOSITE_READERS, classListOptions, compositeSheet, compositeSheetRows } from "./composite";
import { keptStudentResults } from "./keptResults";
import { certificateClasses } from "./resultRows";
import { statementOfResult } from "./studentResults";
import {
  ownTranscriptRequests,
  printTranscript,
  requestStudentTranscript,
  TRANSCRIPT_REQUEST_LIST,
  verifyTranscriptCode,
} from "./transcripts";

/**
 * Results (spec section 7 "Results": student-results, student-semester-cgpa, composite results;
 * "Student": students-for-graduation, student-clearance/{id}), transcripts and their public
 * verification. Students read only their own published results; the composite sheet is scoped
 * by staff post (composite.ts); transcripts and clearance are the registry's.
 */
export const RESULTS_ACCESS = {
  student: { roles: ["student"] },
  composite: { roles: [...COMPOSITE_READERS] },
  registry: { roles: [...CLEARANCE_OFFICERS] },
  /** Lecturers and heads of department; adviseeAccess.ts decides which students (404 otherwise). */
  adviser: { roles: ["lecturer", "hod"] },
} as const;

/** The tables a student's /results answer is read from (studentResults, ownRecordAndResults). */
export const PUBLISHED_RESULT_TABLES = [
  "course_results",
  "students",
  "courses",
  "academic_sessions",
  "semesters",
  "programmes",
  "departments",
  "levels",
  "certificate_class_bands",
] as const;

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

export async function resultRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // The certificate classes change perhaps once a year and are read by every results page.
  const classBands = new CachedReads<"all", CertificateClassBand[]>(
    app.changeFeed,
    ["certificate_class_bands"],
    10 * 60_000,
  );
  const bands = () => classBands.get("all", () => certificateClasses(db()));
  // Published results change only when results are published (or a record they show changes):
  // results day is thousands reading the same answers over and over. Kept in the database from
  // the publish on (keptResults.ts, migration 0360) and per process per account until any of the
  // tables they come from changes (migration 0310), in every process at once.
  const publishedResults = new CachedReads<number, StudentResults>(
    app.changeFeed,
    PUBLISHED_RESULT_TABLES,
    10 * 60_000,
    { maxEntries: 50_000 },
  );
  const signingKey = () => app.appConfig.receiptSigningKey;
  const student = { access: RESULTS_ACCESS.student };
  const composite = { access: RESULTS_ACCESS.composite };
  const registry = { access: RESULTS_ACCESS.registry };
  const tags = ["Results"];

  api.get(
    "/Results/student-results",
    {
      config: student,
      schema: {
        tags,
        summary: "The signed-in student's published results by term: GPA per semester, CGPA, class standing",
        response: { 200: envelopeSchema(studentResultsSchema) },
      },
    },
    async (request) => {
      const { id } = userOf(request);
      return ok(await publishedResults.get(id, () => keptStudentResults(db(), id, bands)));
    },
  );

  api.get(
    "/Results/student-semester-cgpa",
    {
      config: student,
      schema: {
        tags,
        summary:
          "The signed-in student's statement of result for one semester (published only; 404 when there is none)",
        querystring: termQuerySchema,
        response: { 200: envelopeSchema(statementOfResultSchema) },
      },
    },
    async (request) => ok(await statementOfResult(db(), userOf(request).id, request.query, bands)),
  );

  api.get(
    "/Results/class-list-options",
    {
      config: composite,
      schema: {
        tags,
        summary:
          "The composite sheet's filters: the departments the caller may see, programmes, levels, sessions",
        response: { 200: envelopeSchema(classListOptionsSchema) },
      },
    },
    async (request) => ok(await classListOptions(db(), userOf(request))),
  );

  api.get(
    "/Results/composite-results",
    {
      config: composite,
      schema: {
        tags,
        summary:
          "A class's composite result sheet for a term: students × courses, GPA, CGPA, remarks (another department: 404)",
        querystring: compositeQuerySchema,
        response: { 200: envelopeSchema(compositeSheetSchema) },
      },
    },
    async (request) => ok(await compositeSheet(db(), userOf(request), request.query)),
  );

  api.get(
    "/Results/download-composite-results",
    {
      config: composite,
      schema: {
        tags,
        summary: "The composite result sheet as an XLSX file",
        querystring: compositeQuerySchema,
      },
    },
    async (request, reply) => {
      const sheet = await compositeSheet(db(), userOf(request), request.query);
      const body = await toXlsx("Composite results", compositeSheetRows(sheet));
      const name = `composite-${request.query.departmentId}-${request.query.levelId}-${request.query.sessionId}-${request.query.semesterId}.xlsx`;
      return reply
        .header("content-type", CONTENT_TYPES.xlsx)
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(body);
    },
  );

  api.post(
    "/Results/transcript-request",
    {
      config: student,
      schema: {
        tags,
        summary:
          "Request a transcript: the transcript fee's invoice (sundry), the destination stored with it; pay it as any fee",
        body: studentTranscriptRequestSchema,
        response: { 200: envelopeSchema(invoiceSchema) },
      },
    },
    async (request) =>
      ok(
        invoiceView(await requestStudentTranscript(db(), userOf(request).id, request.body)),
        "Invoice generated successfully!",
      ),
  );

  api.get(
    "/Results/my-transcript-requests",
    {
      config: student,
      schema: {
        tags,
        summary: "The signed-in student's transcript requests",
        response: { 200: envelopeSchema({ type: "array", items: transcriptRequestRowSchema }) },
      },
    },
    async (request) => ok(await ownTranscriptRequests(db(), userOf(request).id)),
  );

  // The registry's list: paged, sorted, searched, filtered by payment status, exported.
  listEndpoint(app, {
    file: "transcript-requests",
    path: "/Results/transcript-requests",
    query: TRANSCRIPT_REQUEST_LIST,
    access: RESULTS_ACCESS.registry,
    tags,
  });

  api.post(
    "/Results/transcript-requests/:id/print",
    {
      config: registry,
      schema: {
        tags,
        summary:
          "Print the transcript of a paid request (recorded and audited): every published result, CGPA, class, verification code",
        params: idParamsSchema,
        response: { 200: envelopeSchema(transcriptSchema) },
      },
    },
    async (request) =>
      ok(
        await printTranscript(db(), userOf(request), auditActorOf(request), request.params.id, signingKey()),
      ),
  );

  api.get(
    "/Results/verify-transcript/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public: is a printed transcript's code genuine, altered or unknown (the student's name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(transcriptVerificationSchema) },
      },
    },
    async (request) => ok(await verifyTranscriptCode(db(), signingKey(), request.params.code)),
  );

  api.get(
    "/Lecturer/course-adviser-student/:id",
    {
      config: { access: RESULTS_ACCESS.adviser },
      schema: {
        tags: ["Lecturer"],
        summary:
          "One student of the caller's class (course adviser, head of department): registered courses and results by term, published or not, GPA and CGPA (anyone else: 404)",
        params: idParamsSchema,
        response: { 200: envelopeSchema(adviseeRecordSchema) },
      },
    },
    async (request) => ok(await adviseeRecord(db(), userOf(request), request.params.id)),
  );

  api.get(
    "/Results/verify-clearance/:code",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "Public: is a graduate clearance slip's code genuine, altered or unknown (the student's name masked)",
        params: verificationCodeParamsSchema,
        response: { 200: envelopeSchema(clearanceVerificationSchema) },
      },
    },
    async (request) => ok(await verifyClearanceCode(db(), signingKey(), request.params.code)),
  );

  const studentTags = ["Student"];

  api.get(
    "/Student/students-for-graduation",
    {
      config: registry,
      schema: {
        tags: studentTags,
        summary: "Active final-year students with their graduate-clearance checks",
        querystring: candidatesQuerySchema,
        response: { 200: envelopeSchema({ type: "array", items: clearanceCandidateSchema }) },
      },
    },
    async (request) => ok(await clearanceCandidates(db(), request.query)),
  );

  api.get(
    "/Student/student-clearance/:id",
    {
      config: registry,
      schema: {
        tags: studentTags,
        summary: "A student's graduate-clearance checks, and their clearance once cleared",
        params: idParamsSchema,
        response: { 200: envelopeSchema(studentClearanceSchema) },
      },
    },
    async (request) => ok(await studentClearance(db(), request.params.id, signingKey())),
  );

  api.post(
    "/Student/student-clearance/:id",
    {
      config: registry,
      schema: {
        tags: studentTags,
        summary:
          "Clear a student for graduation (every check must pass; 409 naming those that fail); audited",
        params: idParamsSchema,
        body: clearBodySchema,
        response: { 200: envelopeSchema(studentClearanceSchema) },
      },
    },
    async (request) =>
      ok(
        await clearStudent(
          db(),
          workflowNamed(app, "graduate-clearance"),
          { user: userOf(request), audit: auditActorOf(request) },
          request.params.id,
          request.body.graduationSessionId,
          signingKey(),
        ),
        "Student cleared for graduation",
      ),
  );

  // The registry's cleared graduates: paged, sorted, searched, by graduation session, exported.
  listEndpoint(app, {
    file: "graduates",
    path: "/Student/graduated-students",
    query: GRADUATE_LIST,
    access: RESULTS_ACCESS.registry,
    tags: studentTags,
  });

  api.get(
    "/Student/clearance-slip",
    {
      config: student,
      schema: {
        tags: studentTags,
        summary: "The signed-in student's graduate clearance (404 until cleared)",
        response: { 200: envelopeSchema(studentClearanceSchema) },
      },
    },
    async (request) => ok(await ownClearance(db(), userOf(request).id, signingKey())),
  );
}
