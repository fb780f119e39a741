import {
  VERIFY_CLEARANCE_FORM_ROUTE,
  VERIFY_SIWES_ROUTE,
} from "../src/client/features/siwes/verificationRoutes";
import type { ScreenRoute } from "./types";

/**
 * /verify_siwes/:code and /verify_clearance_form/:code, where the SIWES placement form's and the
 * student clearance form's QR codes lead (mirroring /verify_clearance): open to visitors, and in
 * the student and staff tables (a printed code opens in any session). A file of its own so the
 * visitors' route table, in the first-load bundle, carries only these two routes.
 */
const verifyPages = () => import("../src/client/features/siwes/VerifyPages");

export const siwesVerificationScreens: ScreenRoute[] = [
  {
    path: `${VERIFY_SIWES_ROUTE}/:code`,
    load: async () => ({ default: (await verifyPages()).VerifySiwesPage }),
  },
  {
    path: `${VERIFY_CLEARANCE_FORM_ROUTE}/:code`,
    load: async () => ({ default: (await verifyPages()).VerifyClearanceFormPage }),
  },
];
