import { siwesVerificationScreens as verificationScreens } from "./siwesVerification";
import type { ScreenRoute } from "./types";

/**
 * SIWES and the student's clearance form (issue 23; spec 2: /siwes, /siwes/preview,
 * /components_clerance_form). Signed in as a student, /components_clerance_form is the student's
 * clearance form (units to sign); for visitors it stays the admitted candidate's (screens/admissions.ts).
 * Their verification pages are in siwesVerification.ts (the visitors' table loads only those); the
 * student's own in studentSiwes.ts, this file the staff's.
 */
export const staffSiwesScreens: ScreenRoute[] = [
  {
    path: "/student_management/siwes_placements",
    load: () => import("../src/client/features/siwes/SiwesPlacementsPage"),
    // schemas/lists/siwes-placements.json's readers (the server scopes hod and dean to their units).
    access: ["registrar", "hod", "dean"],
    group: { name: "student_management", title: "SIWES Placements", order: 9 },
  },
  ...verificationScreens,
];
