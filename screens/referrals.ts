import type { ScreenRoute } from "./types";

/** Referral (issue 23; spec 2 student routes: /referral): not in the spec's student menu. */
export const studentReferralScreens: ScreenRoute[] = [
  { path: "/referral", load: () => import("../src/client/features/referrals/ReferralPage") },
];
