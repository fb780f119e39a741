import { eq } from "drizzle-orm";
import {
  RATING_COMMENT_MAX,
  RATING_MAX,
  RATING_MIN,
  type RatingBody,
  type SavedRating,
} from "../../../contract/ratings";
import type { Db } from "../../db/database";
import { ratings } from "../../db/engagement";
import { users } from "../../db/identity";
import { UnauthorizedError, ValidationError } from "../../errors";
import { ratingPromptLaterUntil } from "./ratingPrompt";

/**
 * Saves a user's rating and stops prompting them (spec section 4: after a successful submit the
 * display flag becomes false). Both happen together or not at all, so a failed save prompts again.
 */
export async function createRating(db: Db, userId: number, input: RatingBody): Promise<SavedRating> {
  // The route's schema already checks this; the service guards callers that are not HTTP routes.
  if (!Number.isInteger(input.rating) || input.rating < RATING_MIN || input.rating > RATING_MAX) {
    throw new ValidationError([
      { path: "rating", message: `rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}` },
    ]);
  }
  const comment = input.comment?.trim() || null;
  if (comment && comment.length > RATING_COMMENT_MAX) {
    throw new ValidationError([
      { path: "comment", message: `comment must be at most ${RATING_COMMENT_MAX} characters` },
    ]);
  }
  return db.transaction(async (tx) => {
    const cleared = await tx
      .update(users)
      .set({ displayCsatModal: false, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    // A valid token of an account removed since: answer as signed out, not with a foreign-key error.
    if (cleared.length === 0) throw new UnauthorizedError();
    const [row] = await tx
      .insert(ratings)
      .values({ userId, rating: input.rating, comment })
      .returning({ id: ratings.id });
    return { id: row!.id };
  });
}

/**
 * "Not now" on the prompt: it stays away for RATING_LATER_DAYS (every sign-in and page load in
 * between answers displayCSATModal false), then asks again. Answers until when.
 */
export async function rateLater(db: Db, userId: number, now: Date = new Date()): Promise<Date> {
  const until = ratingPromptLaterUntil(now);
  const updated = await db
    .update(users)
    .set({ ratingPromptLaterUntil: until, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new UnauthorizedError();
  return until;
}
