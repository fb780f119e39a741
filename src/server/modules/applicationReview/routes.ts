import type { FastifyInstance } from "fastify";
import { APPLICATION_REVIEW_WORKFLOW, reviewDocumentSchema } from "../../../contract/applicationReview";
import { envelopeSchema } from "../../../contract/envelope";
import { type IdParams, idParamsSchema } from "../../../contract/ids";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { workflowNamed } from "../workflows/workflowRegistry";
import { actionsOn } from "../workflows/workflowService";
import { reviewDocumentOf } from "./reviewDocument";

/**
 * Who reviews applications and decides them: the admissions officer and the registrar (the
 * super-admin passes every role check). The same roles open the review workflow's list
 * (schemas/workflows/application-review.json) and read the list's resource file (its export).
 */
export const APPLICATION_REVIEW = { roles: ["admissions", "registrar"] } as const;

/**
 * /api/ApplicationReview/:id: a submitted application as its document, with the review
 * workflow's steps the caller may take on it (the decisions themselves are the workflow's
 * `/api/workflows/application-review/transitions`).
 */
export async function applicationReviewRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.database.db;
  const tags = ["Application review"];

  app.get<{ Params: IdParams }>(
    "/ApplicationReview/:id",
    {
      config: { access: APPLICATION_REVIEW },
      schema: {
        tags,
        summary:
          "A submitted application as its document: answers, referees' reports, application fee invoice, the steps the caller may take",
        params: idParamsSchema,
        response: { 200: envelopeSchema(reviewDocumentSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      const id = request.params.id;
      const workflow = workflowNamed(app, APPLICATION_REVIEW_WORKFLOW);
      const actions = (await actionsOn(db(), workflow, request.user, [id])).get(id) ?? [];
      return ok(await reviewDocumentOf(db(), id, actions));
    },
  );
}
