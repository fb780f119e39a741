import type { FromSchema } from "json-schema-to-ts";
import { FEE_PURPOSE_KEY_PATTERN } from "../schema/feePurposes/feePurposeKeys";
import { idSchema } from "./ids";

/** Who sees which fees (spec 2): postgraduate has no Change of Degree; JUPEB neither that nor Other Fees. */
export const STUDENT_FEE_CATEGORIES = ["undergraduate", "postgraduate", "jupeb"] as const;
export type StudentFeeCategory = (typeof STUDENT_FEE_CATEGORIES)[number];

/**
 * The fee purpose registry (`GET /api/fee-purposes`; the `fee_purposes` table, migration 0260):
 * how each purpose is paid. The client shows what a row allows and the server enforces the same
 * row (src/schema/feePurposes/feePurposeRules.ts), so the two can no longer disagree.
 */
export const feePurposeSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "id",
    "key",
    "code",
    "name",
    "active",
    "installmentsAllowed",
    "itemChoice",
    "studentCategories",
    "studentRoute",
    "receiptRoute",
    "letter",
    "settleHandler",
  ],
  properties: {
    id: idSchema,
    /** The stable name the program refers to it by: `school_fees`, `sundry`. */
    key: { type: "string", pattern: FEE_PURPOSE_KEY_PATTERN },
    /** The bursary's short capital code (`ACPT`). */
    code: { type: "string" },
    name: { type: "string" },
    active: { type: "boolean" },
    /** Full, or a first installment and then the balance; otherwise Full only. */
    installmentsAllowed: { type: "boolean" },
    /** The payer picks one of the purpose's fee items (sundry) and pays that one in full. */
    itemChoice: { type: "boolean" },
    /** The student categories who see and may pay it; empty: no student (the application fee). */
    studentCategories: { type: "array", items: { type: "string", enum: STUDENT_FEE_CATEGORIES } },
    /** The student's page that pays it. */
    studentRoute: { type: ["string", "null"] },
    /** The student's receipt page for it. */
    receiptRoute: { type: ["string", "null"] },
    /** The letter family a paid invoice of it opens (src/schema/letters.ts). */
    letter: { type: ["string", "null"] },
    /** What else happens when an invoice of it is paid (server settlement/settleHandlers.ts). */
    settleHandler: { type: ["string", "null"] },
  },
} as const;
export type FeePurpose = FromSchema<typeof feePurposeSchema>;

export const feePurposeListSchema = { type: "array", items: feePurposeSchema } as const;
