import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  AdminDashboard,
  AdminDashboardQuery,
  LecturerDashboard,
  StudentDashboard,
} from "../../contract/dashboard";
import { getData } from "./http";

// "…Data" names keep the answers apart from the components that show them.
export type AdminDashboardData = AdminDashboard;
export type LecturerDashboardData = LecturerDashboard;
export type StudentDashboardData = StudentDashboard;
export type {
  AdminDashboardCounts,
  AssignedCourse,
  DashboardTerm,
  StaffPost,
} from "../../contract/dashboard";

/** Figures change through the day, not by the second: a minute of freshness saves calls when moving around. */
const DASHBOARD_STALE_MS = 60_000;

export const dashboardKeys = {
  /** Per user, so another sign-in in the same tab never sees the previous user's figures. */
  admin: (userId: number, sessionId: number | undefined) =>
    ["dashboard", "admin", userId, sessionId ?? "current"] as const,
  lecturer: (userId: number) => ["dashboard", "lecturer", userId] as const,
  student: (userId: number) => ["dashboard", "student", userId] as const,
};

/** GET /Dashboard/admin-dashboard: the officials' figures of `sessionId`, or of the current session. */
export function fetchAdminDashboard(sessionId: number | undefined): Promise<AdminDashboard> {
  const query: AdminDashboardQuery | undefined = sessionId === undefined ? undefined : { sessionId };
  return getData<AdminDashboard>("/Dashboard/admin-dashboard", query);
}

export function fetchLecturerDashboard(): Promise<LecturerDashboard> {
  return getData<LecturerDashboard>("/Dashboard/lecturer-dashboard");
}

export function fetchStudentDashboard(): Promise<StudentDashboard> {
  return getData<StudentDashboard>("/Dashboard/student-dashboard");
}

export function useAdminDashboard(userId: number, sessionId: number | undefined) {
  return useQuery({
    queryKey: dashboardKeys.admin(userId, sessionId),
    queryFn: () => fetchAdminDashboard(sessionId),
    // Switching sessions keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useLecturerDashboard(userId: number) {
  return useQuery({
    queryKey: dashboardKeys.lecturer(userId),
    queryFn: fetchLecturerDashboard,
    staleTime: DASHBOARD_STALE_MS,
  });
}

export function useStudentDashboard(userId: number) {
  return useQuery({
    queryKey: dashboardKeys.student(userId),
    queryFn: fetchStudentDashboard,
    staleTime: DASHBOARD_STALE_MS,
  });
}
