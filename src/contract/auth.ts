import type { FromSchema } from "json-schema-to-ts";
import { envelopeSchema } from "./envelope";
import { idSchema } from "./ids";

/**
 * Signing in and out, passwords, first-time setup and account activation
 * (`/api/Authentication/…`, spec section 7).
 */

const userName = { type: "string", minLength: 1, maxLength: 100 } as const;
const typedPassword = { type: "string", minLength: 1, maxLength: 200 } as const;
const emailAddress = { type: "string", format: "email", maxLength: 254 } as const;
const linkToken = { type: "string", minLength: 1, maxLength: 200 } as const;
/** New passwords carry the shared `strongPassword` keyword: the browser's rule and message. */
const newPassword = { type: "string", strongPassword: true } as const;
const confirmPassword = { type: "string", maxLength: 200 } as const;

export const loginBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "password"],
  properties: { userName, password: typedPassword },
} as const;
export type LoginBody = FromSchema<typeof loginBodySchema>;

/** The login response of spec section 3 (the refresh token travels only in an httpOnly cookie). */
export const loginResponseSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "userId",
    "userType",
    "fullName",
    "birthday",
    "studentTypeId",
    "jwtToken",
    "displayCSATModal",
    "impersonatorUsername",
    "isImpersonating",
    "menuItems",
    "oldUser",
    "twoFactor",
  ],
  properties: {
    userId: { type: "integer" },
    userType: { type: "string" },
    fullName: { type: "string" },
    birthday: { type: ["string", "null"] },
    studentTypeId: { type: ["integer", "null"] },
    jwtToken: {
      type: ["object", "null"],
      additionalProperties: false,
      required: ["token", "expires"],
      properties: { token: { type: "string" }, expires: { type: "string", format: "date-time" } },
    },
    displayCSATModal: { type: "boolean" },
    impersonatorUsername: { type: ["string", "null"] },
    isImpersonating: { type: "boolean" },
    impersonationExpires: {
      type: "string",
      format: "date-time",
      description: "While impersonating: when the impersonation ends; nothing outlives it",
    },
    menuItems: { type: "array", items: { type: "string" } },
    oldUser: {
      type: "boolean",
      description: "false until first-time setup is done: the client goes to /change_email",
    },
    twoFactor: {
      type: "boolean",
      description: "true when a one-time code is needed: the client goes to /verify_otp",
    },
    setupToken: {
      type: "string",
      description:
        "Only while oldUser is false: the single-use, short-lived token with which /change_email asks for the setup link",
    },
  },
} as const;
export type LoginResponse = FromSchema<typeof loginResponseSchema>;
export const loginEnvelopeSchema = envelopeSchema(loginResponseSchema);

export const twoFactorBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "code"],
  properties: { userName, code: { type: "string", pattern: "^\\s*[0-9]{6}\\s*$" } },
} as const;
export type TwoFactorBody = FromSchema<typeof twoFactorBodySchema>;

export const resetMailBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["email"],
  properties: { email: emailAddress },
} as const;
export type ResetMailBody = FromSchema<typeof resetMailBodySchema>;

/** Choosing a password with a mailed link: a reset link or a first-time setup link. */
export const passwordLinkBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["token", "password", "confirmPassword"],
  properties: { token: linkToken, password: newPassword, confirmPassword },
} as const;
export type PasswordLinkBody = FromSchema<typeof passwordLinkBodySchema>;

export const changePasswordBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["currentPassword", "newPassword", "confirmPassword"],
  properties: { currentPassword: typedPassword, newPassword, confirmPassword },
} as const;
export type ChangePasswordBody = FromSchema<typeof changePasswordBodySchema>;

export const setupEmailBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userId", "email", "setupToken"],
  properties: { userId: idSchema, email: emailAddress, setupToken: linkToken },
} as const;
export type SetupEmailBody = FromSchema<typeof setupEmailBodySchema>;

export const verifyUserBodySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userName", "contact"],
  properties: { userName, contact: { type: "string", minLength: 1, maxLength: 254 } },
} as const;
export type VerifyUserBody = FromSchema<typeof verifyUserBodySchema>;

export const userActivationQuerySchema = {
  type: "object",
  additionalProperties: false,
  required: ["userId"],
  properties: { userId: idSchema },
} as const;
export type UserActivationQuery = FromSchema<typeof userActivationQuerySchema>;

export const userActivationSchema = {
  type: "object",
  additionalProperties: false,
  required: ["userId", "active"],
  properties: { userId: { type: "integer" }, active: { type: "boolean" } },
} as const;
export type UserActivation = FromSchema<typeof userActivationSchema>;

/**
 * Referral (issue 23; spec 2 /referral, 7 Authentication Referrals): the signed-in student's code.
 * The people who applied with it are a list (schemas/lists/referrals.json) at
 * `GET /api/Authentication/referrals`.
 */
export const referralCodeSchema = {
  type: "object",
  additionalProperties: false,
  required: ["code"],
  properties: {
    /** Eight capital hex characters (migration 0412), typed on the applicant invoice form. */
    code: { type: "string", pattern: "^[0-9A-F]{8}$" },
  },
} as const;
export type ReferralCode = FromSchema<typeof referralCodeSchema>;

/** The query parameter of an applicant start page that pre-fills the referral code. */
export const REFERRAL_PARAMETER = "ref";
