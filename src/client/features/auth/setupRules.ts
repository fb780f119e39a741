import { nigerianPhone } from "../../../schema/keywords/nigerianPhone";
import { emailProblem } from "./passwordRules";

/** Texts of first-time setup (/change_email, /verify_account, /setup_password). */
export const SETUP_MESSAGES = {
  confirmEmailRequired: "please confirm your email address",
  emailMismatch: "email addresses do not match",
  regNumberRequired: "please input your registration number",
  contactRequired: "please input your email address or phone number",
  contactInvalid: "please enter a valid email address or phone number",
  failedTitle: "Account Setup Failed!",
  failedFallback: "check your details ",
  sentTitle: "Check your email",
  doneTitle: "Account Set Up!",
  done: "Your account is set up. Please sign in with your new password.",
  missingLink: "This page needs the link from your setup email. Please ask for a new one.",
  signInFirst: "Please sign in first: setting up your account starts from the login page.",
} as const;

// The shared keyword's own pattern: the browser and the server read phone numbers alike.
const PHONE = new RegExp(nigerianPhone.pattern, "u");

export function confirmEmailProblem(email: string, confirmation: string): string | undefined {
  if (!confirmation.trim()) return SETUP_MESSAGES.confirmEmailRequired;
  if (confirmation.trim().toLowerCase() !== email.trim().toLowerCase()) return SETUP_MESSAGES.emailMismatch;
  return undefined;
}

/** An email address or a Nigerian phone number (+234… or 0…). */
export function contactProblem(contact: string): string | undefined {
  const value = contact.trim();
  if (!value) return SETUP_MESSAGES.contactRequired;
  if (value.includes("@")) return emailProblem(value) ? SETUP_MESSAGES.contactInvalid : undefined;
  return PHONE.test(value) ? undefined : SETUP_MESSAGES.contactInvalid;
}
