import type { ComponentType } from "react";
import type { Audience } from "../src/client/session/loginFlow";
import { staffAcademicScreens, studentAcademicScreens } from "./academic";
import { bursaryScreens } from "./bursary";
import { signedInVerificationScreens } from "./documentScreens";
import { resourceScreens } from "./resources";
import { studentDocumentScreens } from "./studentDocuments";
import { studentFeeScreens } from "./studentFees";
import type { ScreenRoute } from "./types";

const frame = () => import("../src/client/shell/AppFrame");
const dashboard = () => import("../src/client/features/dashboard/DashboardPage");
const noAccess = () => import("../src/client/features/dashboard/NoAccessPage");
const profile = () => import("../src/client/features/profile/ProfilePage");

/** Screens shared by every signed-in user (students and staff both have /profile). */
const common: ScreenRoute[] = [
  { path: "/dashboard", load: dashboard },
  { path: "/profile", load: profile },
  { path: "/no_access", load: noAccess },
  { path: "/change_password", load: () => import("../src/client/features/auth/ChangePasswordPage") },
];

export type SignedInScreens = Record<
  Audience,
  { frame: () => Promise<{ default: ComponentType }>; screens: ScreenRoute[] }
>;

/**
 * Route sets by audience (spec section 2, "Route set by role"), each inside the application frame.
 * This module loads only once someone signs in (see App), so visitors never download it.
 */
export const signedInScreens: Record<
  Audience,
  { frame: () => Promise<{ default: ComponentType }>; screens: ScreenRoute[] }
> = {
  student: {
    frame,
    screens: [...common, ...studentFeeScreens, ...studentDocumentScreens, ...studentAcademicScreens],
  },
  staff: {
    frame,
    screens: [
      ...common,
      ...resourceScreens,
      ...signedInVerificationScreens,
      ...bursaryScreens,
      ...staffAcademicScreens,
      {
        path: "/applications/reset",
        load: () => import("../src/client/features/applications/ApplicationResetPage"),
        access: ["admissions"],
      },
      {
        path: "/user_management/impersonate",
        load: () => import("../src/client/features/impersonation/ImpersonatePage"),
      },
    ],
  },
};
