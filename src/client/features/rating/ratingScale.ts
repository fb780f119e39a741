/** The rating scale and prompt of spec section 9. */
export const RATING_PROMPT = "Rate your experience in the last 3 months";

export const RATING_SCALE: readonly { value: number; label: string }[] = [
  { value: 1, label: "Poor" },
  { value: 2, label: "Fair" },
  { value: 3, label: "Average" },
  { value: 4, label: "Good" },
  { value: 5, label: "Excellent" },
];

/** The server's limit (the contract's rating schema). */
export { RATING_COMMENT_MAX } from "../../../contract/ratings";

/** Flashes of spec section 8 (the fallback's spelling is the spec's). */
export const RATING_SUCCESS = {
  title: "Thank You!",
  message: "Your input helps us improve and serve you better!",
};
export const RATING_FAILURE = { title: "Rating Action Failed!", fallback: "Coudn't submit rating!" };
export const RATING_FLASH_MS = 3000;
