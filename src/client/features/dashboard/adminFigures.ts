import type { AdminDashboardCounts } from "../../api/dashboard";

/** One figure card of the officials' dashboard: what it counts, and the list it counts where one exists. */
export interface AdminFigure {
  key: string;
  label: string;
  value: (counts: AdminDashboardCounts) => number;
  /** A line under the number that says more (e.g. the users by type). */
  detail?: (counts: AdminDashboardCounts) => string;
  /** The admin list's route (its resource file's `route`); every official may read these lists. */
  route?: string;
  linkText?: string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const ADMIN_FIGURES: readonly AdminFigure[] = [
  {
    key: "schools",
    label: "Schools",
    value: (c) => c.activeSchools,
    route: "/school_setup/manage_faculty_and_department",
    linkText: "Manage Schools",
  },
  {
    key: "departments",
    label: "Departments",
    value: (c) => c.activeDepartments,
    route: "/school_setup/manage_faculty_and_department/department",
    linkText: "Manage departments",
  },
  {
    key: "programmes",
    label: "Programmes",
    value: (c) => c.activeProgrammes,
    route: "/school_setup/programmes",
    linkText: "Manage programmes",
  },
  {
    key: "courses",
    label: "Courses",
    value: (c) => c.activeCourses,
    route: "/course_management/manage_course",
    linkText: "Manage courses",
  },
  {
    key: "lecturers",
    label: "Lecturers",
    value: (c) => c.activeLecturers,
    route: "/lecturer_management/lecturer_upload",
    linkText: "Manage lecturers",
  },
  {
    key: "users",
    label: "Active users",
    value: (c) => c.activeUsers.student + c.activeUsers.lecturer + c.activeUsers.official,
    detail: (c) =>
      [
        plural(c.activeUsers.student, "student", "students"),
        plural(c.activeUsers.lecturer, "lecturer", "lecturers"),
        plural(c.activeUsers.official, "official", "officials"),
      ].join(" · "),
    route: "/user_management/users",
    linkText: "Manage users",
  },
  {
    key: "registration-windows",
    label: "Registration windows open now",
    value: (c) => c.openRegistrationWindows,
    route: "/course_management/open_reg",
    linkText: "Open & close course registration",
  },
  {
    key: "borrowed-courses",
    label: "Pending borrowed courses",
    value: (c) => c.pendingBorrowedCourseRequests,
    route: "/course_management/approved_borrowed_reg",
    linkText: "Review borrowed courses",
  },
  {
    key: "notices",
    label: "Notices shown now",
    value: (c) => c.currentNotices,
    route: "/notice_board_management",
    linkText: "Manage notices",
  },
];
