import type { IconName } from "@blueprintjs/icons";

/** The icon of a menu name the portal has no entry of its own for (its screen names it: `ResourceMenu`). */
export const DEFAULT_MENU_ICON: IconName = "application";

/** Where a menu name the server sends at login leads, and how the side menu shows it. */
export interface MenuRoute {
  label: string;
  route: string;
  /** Drawn by name, so only the icons of the entries shown are fetched (src/client/app/iconLoader.ts). */
  icon: IconName;
}

/**
 * The spec's menu entries (section 2, "Student routes" and "Staff and admin routes"), keyed by the
 * names the server returns in `menuItems`. Labels follow the server's menu titles. An entry is shown
 * only once a screen opens it (menuEntries.ts): its own route here, or a screen declaring its name.
 */
export const MENU_ROUTES: Readonly<Record<string, MenuRoute>> = {
  // Both audiences.
  dashboard: { label: "Dashboard", route: "/dashboard", icon: "dashboard" },
  profile: { label: "Profile", route: "/profile", icon: "user" },
  // Students.
  academic_fees: { label: "Academic Fees", route: "/academic_fees/school_fees", icon: "bank-account" },
  development_levy: { label: "Development Levy", route: "/development_levy", icon: "office" },
  course_registration: { label: "Course Registration", route: "/course_registration", icon: "clipboard" },
  results: { label: "Results", route: "/results", icon: "timeline-bar-chart" },
  siwes: { label: "SIWES", route: "/siwes", icon: "briefcase" },
  hostel: { label: "Hostel", route: "/hostel", icon: "home" },
  // Staff and admins.
  applications: { label: "Applications", route: "/applications/reset", icon: "applications" },
  application_review: { label: "Application Review", route: "/applications/review", icon: "people" },
  approve_courses: { label: "Approve Courses", route: "/approve_courses", icon: "endorsed" },
  course_management: {
    label: "Course Management",
    route: "/course_management/manage_course",
    icon: "book",
  },
  fees_assignment: { label: "Fees Assignment", route: "/fees_assignment/school_fees", icon: "dollar" },
  invoice_management: {
    label: "Invoice Management",
    route: "/invoice_management/invoice",
    icon: "document",
  },
  notice_board: { label: "Notice Board Setup", route: "/notice_board_management", icon: "pin" },
  my_class: { label: "My Class", route: "/class", icon: "people" },
  my_courses: { label: "My Courses", route: "/records", icon: "manual" },
  reports: { label: "Reports", route: "/reports/payment_reports", icon: "chart" },
  utilities: { label: "Utilities", route: "/utilities/olevel_verification", icon: "wrench" },
  result_management: { label: "Result Management", route: "/results/classlist", icon: "th" },
  score_approval: { label: "Score Sheet Approval", route: "/results/score_sheets", icon: "endorsed" },
  student_management: {
    label: "Student Management",
    route: "/student_management/search_student",
    icon: "learning",
  },
  user_management: { label: "User Management", route: "/user_management/users", icon: "id-number" },
  jamb_list_upload: { label: "JAMB List Upload", route: "/jamb_list_upload", icon: "cloud-upload" },
  hostel_management: {
    label: "Hostel Management",
    route: "/hostel_management/manage_hostel",
    icon: "home",
  },
  application_reports: {
    label: "Application Reports",
    route: "/app_reports/application_reports",
    icon: "projects",
  },
  performance_evaluation: {
    label: "Annual Performance Evaluation",
    route: "/performance_evaluation",
    icon: "star",
  },
  payments: { label: "Payments", route: "/payments", icon: "credit-card" },
  school_setup: {
    label: "School Setup",
    route: "/school_setup/manage_faculty_and_department",
    icon: "office",
  },
  // Super-admins and holders of the impersonate claim (the server checks the claim, not the menu).
  impersonation: {
    label: "Impersonate User",
    route: "/user_management/impersonate",
    icon: "swap-horizontal",
  },
};
