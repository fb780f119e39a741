import type { ScreenRoute } from "./types";

/**
 * From admitted to student (issue 12): the public admission status check, the components
 * clearance form (the route spelt as the spec spells it), verification and profile creation. The
 * admissions office's admission list is in admissionsAdmin.ts: this file is in every visitor's
 * first load (screens/public.ts).
 */
export const admittedPublicScreens: ScreenRoute[] = [
  {
    path: "/prospective_students",
    load: () => import("../src/client/features/admissions/ProspectiveStudentsPage"),
  },
  {
    path: "/components_clerance_form",
    load: () => import("../src/client/features/admissions/ComponentsClearanceFormPage"),
  },
  { path: "/verify_account", load: () => import("../src/client/features/admissions/NewStudentVerifyPage") },
  { path: "/create_profile", load: () => import("../src/client/features/admissions/CreateProfilePage") },
];

/** The postgraduate referee's form and the slip's reprint (spec section 2, applicant routes). */
export const pgRefereeScreens: ScreenRoute[] = [
  { path: "/pg_referee_form", load: () => import("../src/client/features/pgReferees/RefereeFormPage") },
  { path: "/pg_reprint_login", load: () => import("../src/client/features/pgReferees/PgReprintLoginPage") },
];
