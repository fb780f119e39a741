import { type Envelope, http } from "../../api/http";

export interface RatingInput {
  rating: number;
  comment?: string;
}

/** POST /Dashboard/create-rating; a blank comment is left out rather than sent empty. */
export async function submitRating({ rating, comment }: RatingInput): Promise<{ id: number }> {
  const text = comment?.trim();
  const res = await http.post<Envelope<{ id: number }>>(
    "/Dashboard/create-rating",
    text ? { rating, comment: text } : { rating },
  );
  return res.data.data;
}
