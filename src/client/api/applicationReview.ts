import type { ReviewDocument } from "../../contract/applicationReview";
import { getData } from "./http";

/**
 * The application review's document (server: src/server/modules/applicationReview); the list and
 * its decisions are the workflow `application-review` (api/workflows.ts).
 */

export const reviewKeys = {
  all: ["applicationReview"] as const,
  document: (applicantId: number) => ["applicationReview", applicantId] as const,
};

export function fetchReviewDocument(applicantId: number): Promise<ReviewDocument> {
  return getData<ReviewDocument>(`/ApplicationReview/${applicantId}`);
}
