import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import {
  assignedCourseListSchema,
  assignedCoursesQuerySchema,
  classListSchema,
  courseSessionQuerySchema,
  decisionBodySchema,
  decisionResultSchema,
  downloadQuerySchema,
  publishBodySchema,
  saveScoresBodySchema,
  scoreSheetSchema,
  submitBodySchema,
  uploadResultSchema,
} from "../../../contract/scores";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { readUploadedFile, registerUploads } from "../../plugins/uploads";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { listEndpoint } from "../lists/listEndpoint";
import { readUploadedSheet } from "../resources/sheetReader";
import { type Cell, CONTENT_TYPES, spreadsheetFile } from "../resources/spreadsheet";
import { workflowNamed } from "../workflows/workflowRegistry";
import { decideSheets } from "./approvalService";
import { PUBLISHERS } from "./courseAccess";
import { ASSIGNED_COURSE_LIST } from "./courseLists";
import {
  assignedCourses,
  classList,
  classListFileRows,
  saveScores,
  scoreSheet,
  scoreSheetFileRows,
  submitSheet,
  uploadScores,
} from "./sheetService";

/**
 * Lecturers' courses, class lists and score sheets, and the approval chain (README.md here).
 * Route access is the first gate (lecturers; approvers; the registry); which course or sheet is
 * decided per row by the services (404 for a course the caller may not see, 403 for a step whose
 * post they do not hold, 409 for a sheet in the wrong state).
 */
export const SCORES_ACCESS = {
  lecturer: { roles: ["lecturer"] },
  reader: { roles: ["lecturer", "hod", "dean", "registrar"] },
  approver: { roles: ["lecturer", "hod", "dean", "registrar"] },
  publisher: { roles: PUBLISHERS },
} as const;

const tags = ["Results"];

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

async function readUpload(request: FastifyRequest): Promise<Buffer> {
  return (await readUploadedFile(request, "Choose a CSV or Excel file to upload.")).bytes;
}

function fileName(code: string, what: string, format: string): string {
  return `${code.replace(/[^A-Za-z0-9]+/g, "-")}-${what}.${format}`;
}

async function sendSheet(
  reply: FastifyReply,
  format: "xlsx" | "csv",
  name: string,
  title: string,
  rows: Cell[][],
) {
  const body = await spreadsheetFile(format, title, rows);
  return reply
    .header("content-type", CONTENT_TYPES[format])
    .header("content-disposition", `attachment; filename="${name}"`)
    .header("cache-control", "no-store")
    .send(body);
}

export async function scoreRoutes(app: FastifyInstance): Promise<void> {
  await registerUploads(app);
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  // The approval chain (schemas/workflows/score-sheets.json), read at start-up.
  const workflow = () => workflowNamed(app, "score-sheets");
  const callerOf = (request: FastifyRequest) => ({ user: userOf(request), audit: auditActorOf(request) });
  const lecturer = { access: SCORES_ACCESS.lecturer };
  const reader = { access: SCORES_ACCESS.reader };
  const approver = { access: SCORES_ACCESS.approver };

  api.get(
    "/Lecturer/assigned-courses",
    {
      config: lecturer,
      schema: {
        tags: ["Lecturer"],
        summary:
          "The caller's courses in a term, with how many students registered and the score sheet's status",
        querystring: assignedCoursesQuerySchema,
        response: { 200: envelopeSchema(assignedCourseListSchema) },
      },
    },
    async (request) => ok(await assignedCourses(db(), userOf(request), request.query)),
  );

  // /records' Grid: the caller's course assignments (any term; the page fixes the term's filters).
  listEndpoint(app, {
    file: "assigned-courses",
    path: "/Lecturer/assigned-courses/list",
    query: ASSIGNED_COURSE_LIST,
    access: SCORES_ACCESS.lecturer,
    tags: ["Lecturer"],
    scope: (request) => sql`lecturer_user_id = ${userOf(request).id}`,
  });

  api.get(
    "/Results/class-list",
    {
      config: reader,
      schema: {
        tags,
        summary: "A course's registered students in a session (its lecturers, HOD, dean, the registry)",
        querystring: courseSessionQuerySchema,
        response: { 200: envelopeSchema(classListSchema) },
      },
    },
    async (request) => ok(await classList(db(), userOf(request), request.query)),
  );

  api.get(
    "/Results/download-class-list",
    {
      config: reader,
      schema: {
        tags,
        summary: "The class list as XLSX or CSV (format=xlsx|csv)",
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { format = "xlsx", ...query } = request.query;
      const file = await classListFileRows(db(), userOf(request), query);
      return sendSheet(
        reply,
        format,
        fileName(file.code, "class-list", format),
        `${file.code} class list`,
        file.rows,
      );
    },
  );

  api.get(
    "/Results/scoresheet",
    {
      config: reader,
      schema: {
        tags,
        summary: "A course's score sheet in a session: every registered student's CA, exam, total and grade",
        querystring: courseSessionQuerySchema,
        response: { 200: envelopeSchema(scoreSheetSchema) },
      },
    },
    async (request) => ok(await scoreSheet(db(), workflow(), userOf(request), request.query)),
  );

  api.get(
    "/Results/download-score-sheet",
    {
      config: reader,
      schema: {
        tags,
        summary: "The score sheet as XLSX or CSV: the upload template with the scores entered so far",
        querystring: downloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { format = "xlsx", ...query } = request.query;
      const file = await scoreSheetFileRows(db(), workflow(), userOf(request), query);
      return sendSheet(
        reply,
        format,
        fileName(file.code, "score-sheet", format),
        `${file.code} scores`,
        file.rows,
      );
    },
  );

  api.post(
    "/Results/scoresheet",
    {
      config: lecturer,
      schema: {
        tags,
        summary: "Save scores from the grid (the caller's course, while the sheet is a draft)",
        body: saveScoresBodySchema,
        response: { 200: envelopeSchema(scoreSheetSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await saveScores(db(), user, auditActorOf(request), request.body);
      return ok(await scoreSheet(db(), workflow(), user, request.body), "Scores saved");
    },
  );

  const uploadRoute = (url: string, kind: "scoresheet" | "cbt", summary: string) =>
    api.post(
      url,
      {
        config: lecturer,
        schema: {
          tags,
          summary,
          querystring: courseSessionQuerySchema,
          consumes: ["multipart/form-data"],
          response: { 200: envelopeSchema(uploadResultSchema) },
        },
      },
      async (request) => {
        const user = userOf(request);
        const bytes = await readUpload(request);
        const sheet = await readUploadedSheet(bytes, String(user.id));
        // A refused file throws UploadRowsError: 400 with each row's problems, nothing saved.
        const outcome = await uploadScores(db(), user, auditActorOf(request), request.query, sheet, kind);
        return ok(outcome, `${outcome.updated} ${outcome.updated === 1 ? "score" : "scores"} uploaded`);
      },
    );
  uploadRoute(
    "/Results/upload-result-score-sheet",
    "scoresheet",
    "Upload the score sheet (Matric Number, CA, Exam) as XLSX or CSV, all or nothing",
  );
  uploadRoute(
    "/Results/cbt-result-upload",
    "cbt",
    "Upload CBT examination scores (Matric Number, Score) as XLSX or CSV into the exam score, all or nothing",
  );

  api.post(
    "/Results/submit-score-sheet",
    {
      config: lecturer,
      schema: {
        tags,
        summary: "Submit the draft score sheet for approval (every registered student scored)",
        body: submitBodySchema,
        response: { 200: envelopeSchema(scoreSheetSchema) },
      },
    },
    async (request) => {
      const user = userOf(request);
      await submitSheet(db(), user, auditActorOf(request), request.body);
      return ok(await scoreSheet(db(), workflow(), user, request.body), "Score sheet submitted for approval");
    },
  );

  const decisionRoute = (url: string, step: "hod" | "admin", summary: string) =>
    api.post(
      url,
      {
        config: approver,
        schema: {
          tags,
          summary,
          body: decisionBodySchema,
          response: { 200: envelopeSchema(decisionResultSchema) },
        },
      },
      async (request) => {
        const result = await decideSheets(db(), workflow(), callerOf(request), step, request.body);
        const noun = result.sheets === 1 ? "Score sheet" : `${result.sheets} score sheets`;
        return ok(result, request.body.approve ? `${noun} approved` : `${noun} returned to the lecturer`);
      },
    );
  decisionRoute(
    "/Results/hod-approval",
    "hod",
    "Head of department: approve submitted score sheets or return them with a reason (all or none)",
  );
  decisionRoute(
    "/Results/admin-approval",
    "admin",
    "Dean or admin: approve HOD-approved score sheets or return them with a reason (all or none)",
  );

  api.post(
    "/Results/publish-results",
    {
      config: { access: SCORES_ACCESS.publisher },
      schema: {
        tags,
        summary: "Registry: publish approved score sheets, so students see their results (all or none)",
        body: publishBodySchema,
        response: { 200: envelopeSchema(decisionResultSchema) },
      },
    },
    async (request) => {
      const result = await decideSheets(db(), workflow(), callerOf(request), "publish", request.body);
      return ok(
        result,
        result.sheets === 1 ? "Results published" : `${result.sheets} score sheets published`,
      );
    },
  );
}
