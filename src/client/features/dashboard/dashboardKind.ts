/**
 * Which dashboard a user sees (spec "Route set by role"): students their own; lecturers, deans and
 * heads of department (user type lecturer) a simplified staff dashboard; every other role the
 * admin dashboard.
 */
export type DashboardKind = "student" | "lecturer" | "admin";

export function dashboardKindOf(userType: string): DashboardKind {
  const type = userType.toLowerCase();
  if (type === "student") return "student";
  if (type === "lecturer") return "lecturer";
  return "admin";
}
