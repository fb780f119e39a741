import type { FastifyInstance } from "fastify";
import { envelopeSchema, ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { createRating, RATING_COMMENT_MAX, RATING_MAX, RATING_MIN, type RatingInput } from "./ratingService";

export const RATING_THANKS = "Thank you for your feedback";

const ratingBody = {
  type: "object",
  additionalProperties: false,
  required: ["rating"],
  properties: {
    rating: {
      type: "integer",
      minimum: RATING_MIN,
      maximum: RATING_MAX,
      description: "1 Poor … 5 Excellent",
    },
    comment: { type: "string", maxLength: RATING_COMMENT_MAX },
  },
} as const;

export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: RatingInput }>(
    "/Dashboard/create-rating",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Dashboard"],
        summary: "Rate the portal (the prompt shown while the user's display flag is set)",
        body: ratingBody,
        response: {
          200: envelopeSchema({
            type: "object",
            required: ["id"],
            properties: { id: { type: "integer" } },
          }),
        },
      },
    },
    async (request) => {
      // "authenticated" access guarantees a user; the check keeps the type honest.
      if (!request.user) throw new UnauthorizedError();
      return ok(await createRating(app.database.db, request.user.id, request.body), RATING_THANKS);
    },
  );
}
