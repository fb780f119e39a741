import type { ScreenRoute } from "./types";

/**
 * Utilities (issue 24; spec 2: /utilities/olevel_verification, /verify_result,
 * /utilities/certificate_verification). The two lists are resource files
 * (schemas/resources/olevel-verifications.json, certificate-verifications.json); this is the
 * page where an application's items are checked.
 */
export const utilitiesScreens: ScreenRoute[] = [
  {
    path: "/utilities/olevel_verification/verify_result",
    load: () => import("../src/client/features/verifications/VerifyResultPage"),
    // The lists' readers and modules/verifications' VERIFIER_ROLES (the super-admin passes every check).
    access: ["registrar", "admissions", "ictadmin"],
  },
];
