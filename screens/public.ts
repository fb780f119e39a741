import type { ScreenRoute } from "./types";

const applicationStart = () => import("../src/client/features/applications/ApplicationStartPage");

/** Routes anyone may open, signed in or not (spec section 2, "Unauthenticated and applicant routes"). */
export const publicScreens: ScreenRoute[] = [
  { path: "/", load: () => import("../src/client/features/landing/LandingPage") },
  { path: "/generate_nce_students_invoice", load: applicationStart },
  { path: "/nce_login", load: applicationStart },
  { path: "/generate_pre_nce_students_invoice", load: applicationStart },
  { path: "/pre_nce_login", load: applicationStart },
];
