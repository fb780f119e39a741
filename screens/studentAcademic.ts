import type { ScreenRoute } from "./types";

// Apart from the staff's lists of the same areas (academic.ts, studentManagement.ts): the staff's
// route table loads each area file with its first screen (screens/staffIndex.ts), and a file both
// tables import would be a chunk of its own on every student's first load.

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

/** The registration invoice (issue 13; spec 2 "/course_registration/invoice"). */
export const studentManagementStudentScreens: ScreenRoute[] = [
  {
    path: "/course_registration/invoice",
    load: () => import("../src/client/features/students/RegistrationInvoicePage"),
  },
];
