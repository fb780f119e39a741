import type { ScreenRoute } from "./types";

/**
 * The application review (issue 20): the list is the resource file
 * schemas/resources/application-reviews.json, shown by a page of its own at the file's route (the
 * engine's Grid with a checkbox per row and the decisions), which takes the place of the file's
 * generic list screen (`resourceScreensBeside`); the application's document beside it.
 */
export const applicationReviewScreens: ScreenRoute[] = [
  {
    path: "/applications/review",
    load: () => import("../src/client/features/applicationReview/ApplicationReviewPage"),
    access: ["admissions", "registrar"],
  },
  {
    path: "/applications/review/view",
    load: () => import("../src/client/features/applicationReview/ApplicationReviewDocumentPage"),
    access: ["admissions", "registrar"],
  },
];
