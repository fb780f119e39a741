import { admissionRecordPublicScreens } from "./admissionRecords";
import { admittedPublicScreens, pgRefereeScreens } from "./admissions";
import { applicationScreens } from "./applications";
import { publicDocumentScreens } from "./documentScreens";
import { publicResultScreens } from "./results";
import { siwesVerificationScreens } from "./siwesVerification";
import type { ScreenRoute } from "./types";

/** Routes for visitors who are not signed in (spec section 2, "Unauthenticated and applicant routes"). */
export const publicScreens: ScreenRoute[] = [
  { path: "/", load: () => import("../src/client/features/landing/LandingPage") },
  { path: "/login", load: () => import("../src/client/features/auth/LoginPage") },
  { path: "/verify_otp", load: () => import("../src/client/features/auth/VerifyOtpPage") },
  { path: "/forgot_password", load: () => import("../src/client/features/auth/ForgotPasswordPage") },
  { path: "/verify_confirmation", load: () => import("../src/client/features/auth/VerifyConfirmationPage") },
  { path: "/reset_password", load: () => import("../src/client/features/auth/ResetPasswordPage") },
  { path: "/change_email", load: () => import("../src/client/features/auth/ChangeEmailPage") },
  { path: "/setup_password", load: () => import("../src/client/features/auth/SetupPasswordPage") },
  {
    path: "/impersonation_login",
    load: () => import("../src/client/features/impersonation/ImpersonationLoginPage"),
  },
  {
    path: "/verify_payment_status",
    load: () => import("../src/client/features/applicantInvoices/VerifyPaymentPage"),
  },
  { path: "/bursary_collection/all", load: () => import("../src/client/features/sundry/SundryPaymentPage") },
  { path: "/sundry/transcript", load: () => import("../src/client/features/sundry/SundryPaymentPage") },
  { path: "/sundry/payment_history", load: () => import("../src/client/features/sundry/SundryHistoryPage") },
  {
    path: "/post_graduate_portal",
    load: () => import("../src/client/features/postgraduate/PostgraduatePortalPage"),
  },
  ...applicationScreens,
  ...pgRefereeScreens,
  ...publicDocumentScreens,
  ...admittedPublicScreens,
  ...admissionRecordPublicScreens,
  ...publicResultScreens,
  ...siwesVerificationScreens,
];
