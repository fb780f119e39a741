import type { DecideBody, DecideResult, ReviewDocument } from "../../contract/applicationReview";
import type { SuccessEnvelope } from "../../contract/envelope";
import { getData, http } from "./http";

/** The application review (server: src/server/modules/applicationReview; the list is a resource file). */

export const reviewKeys = {
  document: (applicantId: number) => ["applicationReview", applicantId] as const,
};

export function fetchReviewDocument(applicantId: number): Promise<ReviewDocument> {
  return getData<ReviewDocument>(`/ApplicationReview/${applicantId}`);
}

export async function decideApplications(
  body: DecideBody,
): Promise<{ result: DecideResult; message: string }> {
  const answer = (await http.post<SuccessEnvelope<DecideResult>>("/ApplicationReview/decide", body)).data;
  return { result: answer.data, message: answer.message ?? "" };
}
