import { siwesVerificationScreens as verificationScreens } from "./siwesVerification";
import type { ScreenRoute } from "./types";

/**
 * The student's SIWES pages and clearance form (screens/siwes.ts says what they are); apart from
 * the staff's list for the reason in studentAcademic.ts.
 */
export const studentSiwesScreens: ScreenRoute[] = [
  { path: "/siwes", load: () => import("../src/client/features/siwes/SiwesPage") },
  { path: "/siwes/preview", load: () => import("../src/client/features/siwes/SiwesPreviewPage") },
  {
    path: "/components_clerance_form",
    load: () => import("../src/client/features/siwes/StudentClearanceFormPage"),
  },
  ...verificationScreens,
];
