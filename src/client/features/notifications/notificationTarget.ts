import type { Notification } from "../../api/notifications";

/** Where a notification leads: a path, an optional query string and navigation state. */
export interface NotificationTarget {
  pathname: string;
  search?: string;
  state?: { sessionId: number; semesterId: number };
}

/**
 * The screen each category opens (spec section 4). lecturerCourses passes the session and
 * semester both as state (the screen's first choice) and in the query string, so a reload or a
 * copied link still opens the same records. Unknown categories lead nowhere.
 */
export function notificationTarget(
  notification: Pick<Notification, "notificationCategory" | "notificationRequestProperties">,
): NotificationTarget | null {
  switch (notification.notificationCategory) {
    case "courseApproval":
      return { pathname: "/course_registration/view" };
    case "schoolFeesInvoice":
      return { pathname: "/academic_fees/school_fees" };
    case "changeOfDepartment":
      return { pathname: "/change_of_department_application_details" };
    case "changeOfDepartmentReview":
      return { pathname: "/student_management/change_of_department" };
    case "studentProfile":
      return { pathname: "/profile" };
    case "results":
      return { pathname: "/results" };
    case "graduation":
      return { pathname: "/student_management/graduate_clearance_slip" };
    case "hostelReservation":
      return { pathname: "/hostel" };
    case "performanceEvaluation":
      return { pathname: "/performance_evaluation" };
    case "lecturerCourses": {
      const { sessionId, semesterId } = notification.notificationRequestProperties ?? {};
      if (typeof sessionId !== "number" || typeof semesterId !== "number") {
        return { pathname: "/records/view" };
      }
      const search = new URLSearchParams({ sessionId: String(sessionId), semesterId: String(semesterId) });
      return { pathname: "/records/view", search: `?${search}`, state: { sessionId, semesterId } };
    }
    default:
      return null;
  }
}
