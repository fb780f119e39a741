import { strongPassword } from "../../../schema/keywords/strongPassword";

/** Spec section 5 (forgot password, invoice form) and 8 (reset password flashes). */
export const PASSWORD_MESSAGES = {
  emailRequired: "please input email address",
  emailInvalid: "invalid email address",
  resetFailedTitle: "Failed to send reset password email!",
  resetFailedFallback: "check your details ",
  resetSentTitle: "Reset Password Email Successfully Sent!",
  passwordRequired: "please input your password",
  passwordRule: strongPassword.message,
  confirmRequired: "please confirm your password",
  mismatch: "passwords do not match",
  currentRequired: "please input your current password",
  unchanged: "new password must be different from the current password",
} as const;

// The shared keyword's own pattern: the browser and the server apply the same rule.
const STRONG = new RegExp(strongPassword.pattern, "u");
// What an address needs to be worth sending; the server checks the full format.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return PASSWORD_MESSAGES.emailRequired;
  if (!EMAIL.test(email.trim())) return PASSWORD_MESSAGES.emailInvalid;
  return undefined;
}

export function newPasswordProblem(password: string): string | undefined {
  if (!password) return PASSWORD_MESSAGES.passwordRequired;
  if (!STRONG.test(password)) return PASSWORD_MESSAGES.passwordRule;
  return undefined;
}

export function confirmationProblem(password: string, confirmation: string): string | undefined {
  if (!confirmation) return PASSWORD_MESSAGES.confirmRequired;
  if (confirmation !== password) return PASSWORD_MESSAGES.mismatch;
  return undefined;
}
