import type { FastifyInstance } from "fastify";
import {
  type DecideBody,
  decideBodySchema,
  decideResultSchema,
  reviewDocumentSchema,
} from "../../../contract/applicationReview";
import { envelopeSchema } from "../../../contract/envelope";
import { type IdParams, idParamsSchema } from "../../../contract/ids";
import { ok } from "../../envelope";
import { auditActorOf } from "../audit/requestActor";
import { decideApplications } from "./reviewDecisions";
import { reviewDocumentOf } from "./reviewDocument";

/**
 * Who reviews applications and decides them: the admissions officer and the registrar (the
 * super-admin passes every role check). The same roles read the review list's resource file.
 */
export const APPLICATION_REVIEW = { roles: ["admissions", "registrar"] } as const;

/**
 * /api/ApplicationReview/…: a submitted application as its document, and decisions on one or many
 * applications, written by the admission list's own service.
 */
export async function applicationReviewRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const tags = ["Application review"];

  app.post<{ Body: DecideBody }>(
    "/ApplicationReview/decide",
    {
      config: { access: APPLICATION_REVIEW },
      schema: {
        tags,
        summary:
          "Admit (programme, department, level) or not admit one or many submitted applications; audited",
        body: decideBodySchema,
        response: { 200: envelopeSchema(decideResultSchema) },
      },
    },
    async (request) => {
      const { message, ...result } = await decideApplications(db(), request.body, auditActorOf(request));
      return ok(result, message);
    },
  );

  app.get<{ Params: IdParams }>(
    "/ApplicationReview/:id",
    {
      config: { access: APPLICATION_REVIEW },
      schema: {
        tags,
        summary:
          "A submitted application as its document: answers, referees' reports, application fee invoice",
        params: idParamsSchema,
        response: { 200: envelopeSchema(reviewDocumentSchema) },
      },
    },
    async (request) => ok(await reviewDocumentOf(db(), request.params.id)),
  );
}
