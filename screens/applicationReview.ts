import type { ScreenRoute } from "./types";

/**
 * The application review (issue 20): its list is the workflow
 * schemas/workflows/application-review.json (routed by its `screens`, in screens/workflows.ts),
 * which takes the place of the list resource file's generic screen at /applications/review; the
 * application's document beside it.
 */
export const applicationReviewScreens: ScreenRoute[] = [
  {
    path: "/applications/review/view",
    load: () => import("../src/client/features/applicationReview/ApplicationReviewDocumentPage"),
    access: ["admissions", "registrar"],
  },
];
