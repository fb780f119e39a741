import type { ScreenRoute } from "./types";

/**
 * The admissions office's reports (spec section 2: "application reports
 * /app_reports/application_reports", "Reports: /reports/application_reports, putme_reports,
 * jupeb_reports, registration_number_reports"). The JAMB list is a resource file at the menu's
 * /jamb_list_upload (its tabs: the DE list, the PUTME results and their view, the PUTME schedule,
 * all under /applications/); the applications-admin address /applications/jamb_list_upload leads there.
 */
const READERS = ["admissions", "registrar"];
const reports = () => import("../src/client/features/admissionRecords");

export const admissionRecordScreens: ScreenRoute[] = [
  ...(
    [
      ["/app_reports/application_reports", "AppReportsPage"],
      ["/reports/application_reports", "ApplicationReportsPage"],
      ["/reports/putme_reports", "PutmeReportsPage"],
      ["/reports/jupeb_reports", "JupebReportsPage"],
      ["/reports/registration_number_reports", "RegistrationNumberReportsPage"],
    ] as const
  ).map(([path, screen]) => ({
    path,
    access: READERS,
    load: async () => ({ default: (await reports())[screen] }),
  })),
  // The spec's applications-admin address of the JAMB list, which the menu opens at /jamb_list_upload.
  {
    path: "/applications/jamb_list_upload",
    access: READERS,
    redirectTo: "/jamb_list_upload",
    load: async () => ({ default: (await reports()).AppReportsPage }),
  },
];

/** The post-UTME exam slip, for the signed-in applicant (an applicant session, not a staff one). */
export const admissionRecordPublicScreens: ScreenRoute[] = [
  {
    path: "/invoice_generate_putme_slip",
    load: () => import("../src/client/features/admissionRecords/PutmeSlipPage"),
  },
];
