import type { SuccessEnvelope } from "../../contract/envelope";
import type { RatingBody, RatingLater, SavedRating } from "../../contract/ratings";
import { http } from "./http";

/** POST /Dashboard/create-rating; a blank comment is left out rather than sent empty. */
export async function submitRating({ rating, comment }: RatingBody): Promise<SavedRating> {
  const text = comment?.trim();
  const res = await http.post<SuccessEnvelope<SavedRating>>(
    "/Dashboard/create-rating",
    text ? { rating, comment: text } : { rating },
  );
  return res.data.data;
}

/** POST /Dashboard/rating-later: "Not now", remembered by the server across page loads and sign-ins. */
export async function rateLater(): Promise<RatingLater> {
  const res = await http.post<SuccessEnvelope<RatingLater>>("/Dashboard/rating-later");
  return res.data.data;
}
