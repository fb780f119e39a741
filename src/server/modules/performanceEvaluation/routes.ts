import { readFileSync } from "node:fs";
import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import {
  EVALUATION_ACCESS,
  evaluationIdParamsSchema,
  evaluationViewSchema,
  ownEvaluationQuerySchema,
  ownEvaluationSchema,
} from "../../../contract/performanceEvaluation";
import { readFormFile } from "../../../schema/formFiles";
import { APER_SECTIONS } from "../../../schema/performanceEvaluation/aperSections";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { auditActorOf } from "../audit/requestActor";
import type { AuthUser } from "../auth/accessToken";
import { workflowNamed } from "../workflows/workflowRegistry";
import {
  EVALUATION_WORKFLOW,
  evaluationById,
  ownEvaluation,
  saveSection,
  startOwnEvaluation,
} from "./evaluationService";

function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new UnauthorizedError();
  return request.user;
}

/** Each section's form file, read once: its schema validates the section's save (400 naming the field). */
function sectionSchema(name: string): Record<string, unknown> {
  const file = new URL(`../../../../schemas/forms/${name}.json`, import.meta.url);
  return { ...readFormFile(`schemas/forms/${name}.json`, JSON.parse(readFileSync(file, "utf8"))).schema };
}

/**
 * The annual performance evaluation (spec 2 /performance_evaluation and its pages; 7
 * PerformanceEvaluation "many form sections"). The steps (submit, assess, report, sign, return)
 * are the workflow's own routes: POST /api/workflows/performance-evaluation/transitions.
 */
export async function performanceEvaluationRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const db = () => app.database.db;
  const workflow = () => workflowNamed(app, EVALUATION_WORKFLOW);
  const tags = ["PerformanceEvaluation"];
  const config = { access: EVALUATION_ACCESS };
  const evaluationAnswer = { 200: envelopeSchema(evaluationViewSchema) };

  api.get(
    "/PerformanceEvaluation/own",
    {
      config,
      schema: {
        tags,
        summary:
          "The signed-in staff member's evaluation of a year (the current open year by default), or none yet",
        querystring: ownEvaluationQuerySchema,
        response: { 200: envelopeSchema(ownEvaluationSchema) },
      },
    },
    async (request) => ok(await ownEvaluation(db(), workflow(), userOf(request), request.query.yearId)),
  );

  api.post(
    "/PerformanceEvaluation/own",
    {
      config,
      schema: {
        tags,
        summary: "Starts the signed-in staff member's evaluation of an open year (again: the same one)",
        querystring: ownEvaluationQuerySchema,
        response: evaluationAnswer,
      },
    },
    async (request) =>
      ok(
        await startOwnEvaluation(
          db(),
          workflow(),
          userOf(request),
          auditActorOf(request),
          request.query.yearId,
        ),
        "Evaluation started",
      ),
  );

  api.get(
    "/PerformanceEvaluation/:id",
    {
      config,
      schema: {
        tags,
        summary: "One evaluation the caller may see (their own, or one they are an assigned officer of)",
        params: evaluationIdParamsSchema,
        response: evaluationAnswer,
      },
    },
    async (request) => ok(await evaluationById(db(), workflow(), userOf(request), request.params.id)),
  );

  for (const section of APER_SECTIONS) {
    app.put<{ Params: { id: number }; Body: Record<string, unknown> }>(
      `/PerformanceEvaluation/:id/sections/${section.name}`,
      {
        config,
        schema: {
          tags,
          summary: `Saves "${section.title}" (schemas/forms/${section.name}.json), by the ${section.step} step's officer`,
          params: evaluationIdParamsSchema,
          body: sectionSchema(section.name),
          response: evaluationAnswer,
        },
      },
      async (request) =>
        ok(
          await saveSection(
            db(),
            workflow(),
            userOf(request),
            auditActorOf(request),
            request.params.id,
            section,
            request.body,
          ),
          `${section.title} saved`,
        ),
    );
  }
}
