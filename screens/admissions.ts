import type { ScreenRoute } from "./types";

/**
 * From admitted to student (issue 12): the public admission status check, the components
 * clearance form (the route spelt as the spec spells it), verification and profile creation, and
 * the admissions office's admission list. Arrays of their own, spread into the public and staff
 * route tables.
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
