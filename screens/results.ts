import {
  VERIFY_CLEARANCE_ROUTE,
  VERIFY_TRANSCRIPT_ROUTE,
} from "../src/client/features/results/verificationRoutes";
import type { ScreenRoute } from "./types";

/**
 * Results, transcripts and graduate clearance (issue 13; spec section 2: student /results and
 * /results/result; staff /results/classlist and /classlist/view; student management clear,
 * clear/view, graduate_clearance, graduate_clearance_view, graduate_clearance_slip). The
 * registry's transcript screens (/results/transcripts, /results/transcripts/print) are not named
 * by the spec; /verify_transcript/:code and /verify_clearance/:code (where the transcript's and the
 * clearance slip's QR codes lead) mirror /verify_receipt. The staff's screens are in
 * staffResults.ts: this file is in every visitor's first load (public.ts takes the verification
 * pages from it).
 */
export const clearance = () => import("../src/client/features/results/ClearancePages");
/** The verification pages: open to visitors, and to staff signed in (a printed code opens in any session). */
export const resultVerificationScreens: ScreenRoute[] = [
  {
    path: `${VERIFY_TRANSCRIPT_ROUTE}/:code`,
    load: () => import("../src/client/features/results/VerifyTranscriptPage"),
  },
  {
    path: `${VERIFY_CLEARANCE_ROUTE}/:code`,
    load: () => import("../src/client/features/results/VerifyClearancePage"),
  },
];

export const studentResultScreens: ScreenRoute[] = [
  { path: "/results", load: () => import("../src/client/features/results/ResultsPage") },
  { path: "/results/result", load: () => import("../src/client/features/results/ResultStatementPage") },
  {
    path: "/student_management/graduate_clearance_slip",
    load: async () => ({ default: (await clearance()).StudentClearanceSlipPage }),
  },
];

/** For visitors: where a transcript's and a clearance slip's QR codes lead. */
export const publicResultScreens: ScreenRoute[] = resultVerificationScreens;
