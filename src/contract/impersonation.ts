import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";

/**
 * Impersonation (`/api/Authentication/impersonat…`): its limits and messages — the server checks
 * them and the browser's dialog shows the same rules and words before anything is sent — and the
 * schemas of its calls. `impersonation-login` and its refresh answer the login response (auth.ts).
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

const userId = idSchema;

/** `GET /Authentication/impersonation?search=`: users who may be impersonated, by user name or full name. */
export const candidatesQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: { search: { type: "string", maxLength: 100 } },
} as const;
export type CandidatesQuery = FromSchema<typeof candidatesQuerySchema>;

export const candidateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["id", "userName", "fullName", "userType"],
  properties: {
    id: { type: "integer" },
    userName: { type: "string" },
    fullName: { type: "string" },
    userType: { type: "string" },
  },
} as const;
export type ImpersonationCandidate = FromSchema<typeof candidateSchema>;

export const impersonateBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userIdToImpersonate", "reason", "minutes"],
  properties: {
    userIdToImpersonate: userId,
    // Ranges are checked by the service, which names the field in a plain message; the bounds
    // here only keep absurd input out.
    reason: { type: "string", maxLength: 2000, description: `${REASON_MIN} to ${REASON_MAX} characters` },
    minutes: { type: "integer", description: `${MINUTES_MIN} to ${MINUTES_MAX}` },
  },
} as const;
export type ImpersonateBody = FromSchema<typeof impersonateBodySchema>;

/** The answer to `impersonate`: a single-use start token (two minutes, the impersonator's browser only). */
export const ticketSchema = {
  type: "object",
  additionalProperties: false,
  required: ["userIdToImpersonate", "impersonatorId", "token", "tokenExpires", "loginUrl"],
  properties: {
    userIdToImpersonate: { type: "integer" },
    impersonatorId: { type: "integer" },
    token: { type: "string" },
    tokenExpires: { type: "string", format: "date-time" },
    loginUrl: {
      type: "string",
      description: "/impersonation_login?userIdToImpersonate=…&impersonatorId=…&token=…",
    },
  },
} as const;
export type ImpersonationTicket = FromSchema<typeof ticketSchema>;

/** What an impersonation link carries, sent back by its page to `impersonation-login`. */
export const impersonationLoginBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userIdToImpersonate", "impersonatorId", "token"],
  properties: {
    userIdToImpersonate: userId,
    impersonatorId: userId,
    token: { type: "string", minLength: 1, maxLength: 200 },
  },
} as const;
export type ImpersonationLink = FromSchema<typeof impersonationLoginBodySchema>;

export const endImpersonationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["ended"],
  properties: { ended: { type: "boolean" } },
} as const;
export type EndedImpersonation = FromSchema<typeof endImpersonationSchema>;
