import type { ScreenRoute } from "./types";

/** Students' academic records screens (issue 13; spec section 2, student routes). */
export const studentAcademicScreens: ScreenRoute[] = [
  {
    path: "/course_registration",
    load: () => import("../src/client/features/courseRegistration/CourseRegistrationPage"),
  },
  {
    path: "/course_registration/session",
    load: () => import("../src/client/features/courseRegistration/ChooseTermPage"),
  },
  {
    path: "/course_registration/register",
    load: () => import("../src/client/features/courseRegistration/RegisterCoursesPage"),
  },
  {
    path: "/course_registration/view",
    load: () => import("../src/client/features/courseRegistration/RegistrationViewPage"),
  },
];

/**
 * Staff screens: course advisers, heads of department and the registry approve registrations
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
