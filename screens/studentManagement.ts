import type { ScreenRoute } from "./types";

/**
 * Student management (issue 13; spec 2 "/student_management/…", "/course_management/add_drop",
 * "/course_registration/invoice"). The search, claims and matric number report screens are
 * resource lists (schemas/resources/students.json, student-account-claims.json,
 * matric-number-report.json); these are the bespoke ones. The student's registration invoice is
 * in studentAcademic.ts.
 */
/** The students list's access (schemas/resources/students.json), written here to keep that file out of this chunk. */
const STUDENTS_READ = ["official", "hod", "dean"];
const STUDENTS_WRITE = ["registrar", "admissions"];

export const studentManagementStaffScreens: ScreenRoute[] = [
  {
    path: "/student_management/view",
    load: () => import("../src/client/features/students/StudentViewPage"),
    access: STUDENTS_READ,
    title: "Student profile",
    record: {
      params: ["id"],
      what: "student",
      list: { route: "/student_management/search_student", title: "Search Student", search: true },
    },
  },
  {
    path: "/student_management/view/edit",
    load: () => import("../src/client/features/students/StudentEditPage"),
    access: STUDENTS_WRITE,
    title: "Edit student",
    record: {
      params: ["id"],
      what: "student",
      list: { route: "/student_management/search_student", title: "Search Student", search: true },
    },
  },
  {
    path: "/course_management/add_drop",
    load: () => import("../src/client/features/students/AddDropPage"),
    access: ["lecturer", "registrar"],
  },
];
