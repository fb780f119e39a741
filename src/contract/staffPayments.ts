import type { FromSchema } from "json-schema-to-ts";

/**
 * The bursary's money calls (`/api/Payment/staff/…`; spec section 2 "Invoice management"; the
 * fee report is a report file, schemas/reports/payment-reports.json). Amounts are integer kobo.
 */

/** A reference the bursary re-checks with the gateway: an RRR or an invoice number. */
export const recheckPaymentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["reference"],
  properties: { reference: { type: "string", minLength: 1, maxLength: 40, pattern: "^[A-Za-z0-9-]+$" } },
} as const;
export type RecheckPayment = FromSchema<typeof recheckPaymentSchema>;

/** What the gateway said about the RRR and what the settlement did with it. */
export const recheckResultSchema = {
  type: "object",
  additionalProperties: false,
  required: [
    "rrr",
    "invoiceNumber",
    "gatewayState",
    "gatewayCode",
    "gatewayMessage",
    "gatewayAmount",
    "settlement",
    "invoiceStatus",
  ],
  properties: {
    rrr: { type: "string" },
    invoiceNumber: { type: "string" },
    gatewayState: { type: "string", enum: ["paid", "pending", "failed", "cancelled", "unknown"] },
    gatewayCode: { type: "string" },
    gatewayMessage: { type: "string" },
    gatewayAmount: { type: ["integer", "null"] },
    /** credited, unchanged (already paid), pending, or a flag: short, excess, unknown_rrr, not_payable. */
    settlement: { type: "string" },
    invoiceStatus: { type: "string" },
  },
} as const;
export type RecheckResult = FromSchema<typeof recheckResultSchema>;
