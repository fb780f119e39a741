import type { JsonSchemaToTsProvider } from "@fastify/type-provider-json-schema-to-ts";
import type { FastifyInstance } from "fastify";
import { envelopeSchema } from "../../../contract/envelope";
import { ratingBodySchema, ratingLaterSchema, savedRatingSchema } from "../../../contract/ratings";
import { ok } from "../../envelope";
import { UnauthorizedError } from "../../errors";
import { createRating, rateLater } from "./ratingService";

export const RATING_THANKS = "Thank you for your feedback";

export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    "/Dashboard/create-rating",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Dashboard"],
        summary: "Rate the portal (the prompt shown while the user's display flag is set)",
        body: ratingBodySchema,
        response: { 200: envelopeSchema(savedRatingSchema) },
      },
    },
    async (request) => {
      // "authenticated" access guarantees a user; the check keeps the type honest.
      if (!request.user) throw new UnauthorizedError();
      return ok(await createRating(app.database.db, request.user.id, request.body), RATING_THANKS);
    },
  );

  app.withTypeProvider<JsonSchemaToTsProvider>().post(
    "/Dashboard/rating-later",
    {
      config: { access: "authenticated" },
      schema: {
        tags: ["Dashboard"],
        summary: "'Not now' on the rating prompt: it stays away for a while, across page loads and sign-ins",
        response: { 200: envelopeSchema(ratingLaterSchema) },
      },
    },
    async (request) => {
      if (!request.user) throw new UnauthorizedError();
      const until = await rateLater(app.database.db, request.user.id);
      return ok({ laterUntil: until.toISOString() });
    },
  );
}
