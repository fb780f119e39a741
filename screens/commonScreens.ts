import type { ComponentType } from "react";
import type { ScreenRoute } from "./types";

/** One audience's route table (spec section 2, "Route set by role"), inside the application frame. */
export interface AudienceScreens {
  frame: () => Promise<{ default: ComponentType }>;
  screens: ScreenRoute[];
}

/** Screens shared by every signed-in user (students and staff both have /profile). */
export const commonScreens: ScreenRoute[] = [
  { path: "/dashboard", load: () => import("../src/client/features/dashboard/DashboardPage") },
  { path: "/profile", load: () => import("../src/client/features/profile/ProfilePage") },
  { path: "/no_access", load: () => import("../src/client/features/dashboard/NoAccessPage") },
  { path: "/change_password", load: () => import("../src/client/features/auth/ChangePasswordPage") },
  { path: "/notifications", load: () => import("../src/client/features/notifications/NotificationsPage") },
];
