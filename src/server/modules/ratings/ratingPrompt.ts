import { RATING_LATER_DAYS } from "../../../contract/ratings";

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the prompt's state is read from: the account's flag and its "Not now" (migration 0236). */
export interface RatingPromptState {
  displayCsatModal: boolean;
  ratingPromptLaterUntil: Date | null;
}

/**
 * Whether the sign-in (or a refreshed session) asks the user to rate the portal: while the flag
 * is set (a rating clears it) and no "Not now" holds it off.
 */
export function ratingPromptDue(state: RatingPromptState, now: Date = new Date()): boolean {
  return state.displayCsatModal && !(state.ratingPromptLaterUntil && state.ratingPromptLaterUntil > now);
}

/** Until when "Not now" at `now` keeps the prompt away. */
export function ratingPromptLaterUntil(now: Date = new Date()): Date {
  return new Date(now.getTime() + RATING_LATER_DAYS * DAY_MS);
}
