import type { FromSchema } from "json-schema-to-ts";

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
