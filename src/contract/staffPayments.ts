import type { FromSchema } from "json-schema-to-ts";
import { idSchema } from "./ids";

/**
 * The bursary's money calls (`/api/Payment/fee-report`, `/api/Payment/staff/…`; spec sections 2
 * "Invoice management", "Reports" and 7 fee-report). Amounts are integer kobo.
 */

const dateSchema = { type: "string", format: "date" } as const;

/** Filters of the fee report: every one optional; dates are Lagos calendar days, inclusive. */
export const feeReportQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    sessionId: idSchema,
    feePurposeId: idSchema,
    from: dateSchema,
    to: dateSchema,
  },
} as const;
export type FeeReportQuery = FromSchema<typeof feeReportQuerySchema>;

/** The report's filters and the file format of its download. */
export const feeReportExportQuerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...feeReportQuerySchema.properties,
    format: { type: "string", enum: ["csv", "xlsx"] },
  },
} as const;

const reportRowSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "count", "total"],
  properties: {
    /** The purpose, session, programme, department or day (YYYY-MM-DD) the row adds up. */
    label: { type: "string" },
    count: { type: "integer" },
    total: { type: "integer" },
  },
} as const;
export type FeeReportRow = FromSchema<typeof reportRowSchema>;

const reportRowsSchema = { type: "array", items: reportRowSchema } as const;

/** Credited payments only (flagged ones are the bursary's to settle, not income). */
export const feeReportSchema = {
  type: "object",
  additionalProperties: false,
  required: ["count", "total", "byPurpose", "bySession", "byProgramme", "byDepartment", "byDay"],
  properties: {
    count: { type: "integer" },
    total: { type: "integer" },
    byPurpose: reportRowsSchema,
    bySession: reportRowsSchema,
    byProgramme: reportRowsSchema,
    byDepartment: reportRowsSchema,
    byDay: reportRowsSchema,
  },
} as const;
export type FeeReport = FromSchema<typeof feeReportSchema>;

/** Invoice search: number, RRR, payer name, matric number or phone. */
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
