/**
 * The limits and messages of impersonation, framework-free: the server checks them and the
 * browser's dialog shows the same rules and words before anything is sent.
 */

/** The role claim that lets someone other than a super-admin impersonate. */
export const IMPERSONATE_CLAIM = "impersonate";

export const REASON_MIN = 10;
export const REASON_MAX = 300;
export const MINUTES_MIN = 1;
export const MINUTES_MAX = 60;

export const IMPERSONATION_MESSAGES = {
  reasonLength: `reason must be between ${REASON_MIN} and ${REASON_MAX} characters`,
  minutesRange: `minutes must be a whole number from ${MINUTES_MIN} to ${MINUTES_MAX}`,
  notAllowed: "You are not allowed to impersonate users",
  noSuchUser: "There is no user with this id",
  privilegedTarget: "A super-admin, or anyone who may impersonate, cannot be impersonated",
  inactiveTarget: "This user is deactivated and cannot be impersonated",
  self: "You cannot impersonate yourself",
  nested: "End the current impersonation before starting another",
  linkRefused:
    "This impersonation link has expired or was already used. Please start the impersonation again.",
  wrongBrowser: "Open the impersonation link in the browser where you started it, while you are signed in.",
  ended: "The impersonation session has ended.",
  tooManyRequests: "Too many impersonations started. Please wait and try again.",
  tooManyLinks: "Too many attempts to open impersonation links. Please wait and try again.",
} as const;

/** The reason (trimmed) and the minutes, every problem named by its field. */
export function requestFieldErrors(
  reason: string,
  minutes: number,
): { path: "reason" | "minutes"; message: string }[] {
  const errors: { path: "reason" | "minutes"; message: string }[] = [];
  const length = reason.trim().length;
  if (length < REASON_MIN || length > REASON_MAX)
    errors.push({ path: "reason", message: IMPERSONATION_MESSAGES.reasonLength });
  if (!Number.isInteger(minutes) || minutes < MINUTES_MIN || minutes > MINUTES_MAX)
    errors.push({ path: "minutes", message: IMPERSONATION_MESSAGES.minutesRange });
  return errors;
}
