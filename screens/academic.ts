import type { ScreenRoute } from "./types";

/**
 * Staff screens (the students' own are in studentAcademic.ts): course advisers, heads of department and the registry approve registrations
 * (the course-registration workflow's screen, under both spec paths, comes from its file: screens/workflows.ts),
 * each slip opened on its own.
 */
export const staffAcademicScreens: ScreenRoute[] = [
  {
    path: "/approve_courses/view",
    load: () => import("../src/client/features/courseRegistration/ApprovalViewPage"),
    title: "Course registration",
    record: {
      params: ["id"],
      what: "course registration",
      list: { route: "/approve_courses", title: "Approve Courses" },
    },
  },
  // The student's own slip has this path in the students' table; staff read any slip they may see.
  {
    path: "/course_registration/view",
    load: () => import("../src/client/features/courseRegistration/StaffRegistrationViewPage"),
    access: ["lecturer", "registrar"],
    title: "Course registration slip",
    record: {
      params: ["id"],
      what: "course registration",
      list: { route: "/approve_courses", title: "Approve Courses" },
    },
  },
];
