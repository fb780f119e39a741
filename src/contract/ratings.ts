import type { FromSchema } from "json-schema-to-ts";

/** Rating the portal (`POST /api/Dashboard/create-rating`, spec section 9). */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX = 1000;
/** "Not now" keeps the prompt away this many days (it asks about the last 3 months). */
export const RATING_LATER_DAYS = 30;

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

/** `POST /api/Dashboard/rating-later`: until when the prompt stays away. */
export const ratingLaterSchema = {
  type: "object",
  additionalProperties: false,
  required: ["laterUntil"],
  properties: { laterUntil: { type: "string", format: "date-time" } },
} as const;
export type RatingLater = FromSchema<typeof ratingLaterSchema>;
