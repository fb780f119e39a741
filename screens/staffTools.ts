import type { ScreenRoute } from "./types";

/**
 * Staff screens of no area file of their own: resetting an application (in the applications tab
 * bar) and impersonating a user. Not in admissionsAdmin.ts: that file is in every visitor's first
 * load (public.ts takes its referee screens from it).
 */
export const staffToolScreens: ScreenRoute[] = [
  {
    path: "/applications/reset",
    load: () => import("../src/client/features/applications/ApplicationResetPage"),
    access: ["admissions"],
    group: { name: "applications", title: "Reset Application", order: 2 },
  },
  {
    path: "/user_management/impersonate",
    load: () => import("../src/client/features/impersonation/ImpersonatePage"),
  },
];
