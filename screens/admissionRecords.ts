import type { ScreenRoute } from "./types";

/**
 * The admissions office's addresses besides its reports (those are report files: screens/reports.ts).
 * The JAMB list is a resource file at the menu's /jamb_list_upload (its tabs: the DE list, the PUTME
 * results and their view, the PUTME schedule, all under /applications/); the applications-admin
 * address /applications/jamb_list_upload leads there.
 */
const READERS = ["admissions", "registrar"];

export const admissionRecordScreens: ScreenRoute[] = [
  {
    path: "/applications/jamb_list_upload",
    access: READERS,
    redirectTo: "/jamb_list_upload",
    // Never rendered (the route redirects); a screen is still required of every line.
    load: () => import("../src/client/features/admissionRecords/PutmeSlipPage"),
  },
];

/** The post-UTME exam slip, for the signed-in applicant (an applicant session, not a staff one). */
export const admissionRecordPublicScreens: ScreenRoute[] = [
  {
    path: "/invoice_generate_putme_slip",
    load: () => import("../src/client/features/admissionRecords/PutmeSlipPage"),
  },
];
