import type { ScreenRoute } from "./types";

const applicationStart = () => import("../src/client/features/applications/ApplicationStartPage");

/** Routes for visitors who are not signed in (spec section 2, "Unauthenticated and applicant routes"). */
export const publicScreens: ScreenRoute[] = [
  { path: "/", load: () => import("../src/client/features/landing/LandingPage") },
  { path: "/login", load: () => import("../src/client/features/auth/LoginPage") },
  { path: "/verify_otp", load: () => import("../src/client/features/auth/VerifyOtpPage") },
  { path: "/forgot_password", load: () => import("../src/client/features/auth/ForgotPasswordPage") },
  { path: "/verify_confirmation", load: () => import("../src/client/features/auth/VerifyConfirmationPage") },
  { path: "/reset_password", load: () => import("../src/client/features/auth/ResetPasswordPage") },
  { path: "/change_email", load: () => import("../src/client/features/auth/ChangeEmailPage") },
  { path: "/verify_account", load: () => import("../src/client/features/auth/VerifyAccountPage") },
  { path: "/setup_password", load: () => import("../src/client/features/auth/SetupPasswordPage") },
  {
    path: "/impersonation_login",
    load: () => import("../src/client/features/impersonation/ImpersonationLoginPage"),
  },
  { path: "/nce_application", load: () => import("../src/client/engine/wizard/ApplicationWizardPage") },
  { path: "/nce_preview", load: () => import("../src/client/engine/document/ApplicationPreviewPage") },
  { path: "/generate_nce_students_invoice", load: applicationStart },
  { path: "/nce_login", load: applicationStart },
  { path: "/generate_pre_nce_students_invoice", load: applicationStart },
  { path: "/pre_nce_login", load: applicationStart },
];
