import type { ScreenRoute } from "./types";

/**
 * The applications admin's own screens (spec section 2, "Applications admin"); /applications/setup
 * is the resource file schemas/resources/application-setup.json, /applications/reset is in
 * signedIn.ts.
 */
export const admissionsAdminScreens: ScreenRoute[] = [
  // A referee may be a lecturer who is signed in when they open their emailed link.
  {
    path: "/pg_referee_form",
    load: async () => ({
      default: (await import("../src/client/features/pgReferees/RefereeFormPage")).RefereeFormInApp,
    }),
  },
  {
    path: "/applications/delete",
    load: () => import("../src/client/features/applicationAdmin/ApplicationDeletePage"),
    access: ["admissions"],
    group: { name: "applications", title: "Delete Application", order: 3 },
  },
  {
    path: "/applications/manage_invoices",
    load: () => import("../src/client/features/applicationAdmin/ApplicantInvoicesPage"),
    access: ["admissions"],
    group: { name: "applications", title: "Manage Invoices", order: 4 },
  },
];

/** The postgraduate referee's form and the slip's reprint (spec section 2, applicant routes). */
export const pgRefereeScreens: ScreenRoute[] = [
  { path: "/pg_referee_form", load: () => import("../src/client/features/pgReferees/RefereeFormPage") },
  { path: "/pg_reprint_login", load: () => import("../src/client/features/pgReferees/PgReprintLoginPage") },
];
