import type { FromSchema } from "json-schema-to-ts";

/** Rating the portal (`POST /api/Dashboard/create-rating`, spec section 9). */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 1000;

export const ratingBodySchema = {
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
export type RatingBody = FromSchema<typeof ratingBodySchema>;

export const savedRatingSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id"],
  properties: { id: { type: "integer" } },
} as const;
export type SavedRating = FromSchema<typeof savedRatingSchema>;
