import {
  ApplicationIcon,
  ApplicationsIcon,
  BankAccountIcon,
  BookIcon,
  BriefcaseIcon,
  ChartIcon,
  ClipboardIcon,
  CloudUploadIcon,
  CreditCardIcon,
  DashboardIcon,
  DocumentIcon,
  DollarIcon,
  EndorsedIcon,
  HomeIcon,
  IdNumberIcon,
  LearningIcon,
  ManualIcon,
  OfficeIcon,
  PeopleIcon,
  PinIcon,
  ProjectsIcon,
  StarIcon,
  type SVGIconProps,
  SwapHorizontalIcon,
  ThIcon,
  TimelineBarChartIcon,
  UserIcon,
  WrenchIcon,
} from "@blueprintjs/icons";
import type { ComponentType } from "react";

/** The icon of a menu name the portal has no entry of its own for (its screen names it: `ResourceMenu`). */
export const DEFAULT_MENU_ICON: ComponentType<SVGIconProps> = ApplicationIcon;

/** Where a menu name the server sends at login leads, and how the side menu shows it. */
export interface MenuRoute {
  label: string;
  route: string;
  icon: ComponentType<SVGIconProps>;
}

/**
 * The spec's menu entries (section 2, "Student routes" and "Staff and admin routes"), keyed by the
 * names the server returns in `menuItems`. Labels follow the server's menu titles. An entry is shown
 * only once a screen opens it (menuEntries.ts): its own route here, or a screen declaring its name.
 */
export const MENU_ROUTES: Readonly<Record<string, MenuRoute>> = {
  // Both audiences.
  dashboard: { label: "Dashboard", route: "/dashboard", icon: DashboardIcon },
  profile: { label: "Profile", route: "/profile", icon: UserIcon },
  // Students.
  academic_fees: { label: "Academic Fees", route: "/academic_fees/school_fees", icon: BankAccountIcon },
  development_levy: { label: "Development Levy", route: "/development_levy", icon: OfficeIcon },
  course_registration: { label: "Course Registration", route: "/course_registration", icon: ClipboardIcon },
  results: { label: "Results", route: "/results", icon: TimelineBarChartIcon },
  siwes: { label: "SIWES", route: "/siwes", icon: BriefcaseIcon },
  // Staff and admins.
  applications: { label: "Applications", route: "/applications/reset", icon: ApplicationsIcon },
  approve_courses: { label: "Approve Courses", route: "/approve_courses", icon: EndorsedIcon },
  course_management: {
    label: "Course Management",
    route: "/course_management/manage_course",
    icon: BookIcon,
  },
  fees_assignment: { label: "Fees Assignment", route: "/fees_assignment/school_fees", icon: DollarIcon },
  invoice_management: {
    label: "Invoice Management",
    route: "/invoice_management/invoice",
    icon: DocumentIcon,
  },
  notice_board: { label: "Notice Board Setup", route: "/notice_board_management", icon: PinIcon },
  my_class: { label: "My Class", route: "/class", icon: PeopleIcon },
  my_courses: { label: "My Courses", route: "/records", icon: ManualIcon },
  reports: { label: "Reports", route: "/reports/payment_reports", icon: ChartIcon },
  utilities: { label: "Utilities", route: "/utilities/olevel_verification", icon: WrenchIcon },
  result_management: { label: "Result Management", route: "/results/classlist", icon: ThIcon },
  student_management: {
    label: "Student Management",
    route: "/student_management/search_student",
    icon: LearningIcon,
  },
  user_management: { label: "User Management", route: "/user_management/users", icon: IdNumberIcon },
  jamb_list_upload: { label: "JAMB List Upload", route: "/jamb_list_upload", icon: CloudUploadIcon },
  hostel_management: {
    label: "Hostel Management",
    route: "/hostel_management/manage_hostel",
    icon: HomeIcon,
  },
  application_reports: {
    label: "Application Reports",
    route: "/app_reports/application_reports",
    icon: ProjectsIcon,
  },
  performance_evaluation: {
    label: "Annual Performance Evaluation",
    route: "/performance_evaluation",
    icon: StarIcon,
  },
  payments: { label: "Payments", route: "/payments", icon: CreditCardIcon },
  school_setup: {
    label: "School Setup",
    route: "/school_setup/manage_faculty_and_department",
    icon: OfficeIcon,
  },
  // Super-admins and holders of the impersonate claim (the server checks the claim, not the menu).
  impersonation: {
    label: "Impersonate User",
    route: "/user_management/impersonate",
    icon: SwapHorizontalIcon,
  },
};
