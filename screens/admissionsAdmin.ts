import type { ScreenRoute } from "./types";

/**
 * The applications admin's own screens (spec section 2, "Applications admin"); /applications/setup
 * is the resource file schemas/resources/application-setup.json, /applications/reset is in
 * staffTools.ts. Staff screens only (the referee's public form is in admissions.ts).
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

/** The admissions office's admission list and its search (issue 12). */
export const admissionListScreens: ScreenRoute[] = [
  {
    path: "/student_management/admission_list",
    load: () => import("../src/client/features/admissions/AdmissionListPage"),
    access: ["admissions"],
    group: { name: "student_management", title: "Admission List", order: 5 },
  },
  {
    path: "/student_management/search_admission_list",
    load: () => import("../src/client/features/admissions/SearchAdmissionListPage"),
    access: ["admissions", "registrar"],
    group: { name: "student_management", title: "Search Admission List", order: 6 },
  },
];
