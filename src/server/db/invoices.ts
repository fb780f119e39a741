import { sql } from "drizzle-orm";
import { bigint, boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Invoices, payments and scholarship awards (migration 0080_invoices.sql); keep the two in step. */

export const INVOICE_STATUSES = ["unpaid", "paid", "cancelled", "expired"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const PAYMENT_OUTCOMES = ["credited", "short", "excess", "unknown_rrr", "not_payable"] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** The gateway states other than paid that an unpaid invoice records (migration 0201). */
export const UNPAID_GATEWAY_STATES = ["pending", "failed", "cancelled", "unknown"] as const;
export type UnpaidGatewayState = (typeof UNPAID_GATEWAY_STATES)[number];

/** One stored invoice line (the drafted `InvoiceLine`). */
export interface StoredInvoiceLine {
  kind: "fee" | "scholarship";
  description: string;
  amount: number;
  feeItemId?: number;
  scholarshipId?: number;
}

export const scholarshipAwards = pgTable("scholarship_awards", {
  id: serial("id").primaryKey(),
  studentId: integer("student_id").notNull(),
  scholarshipId: integer("scholarship_id").notNull(),
  sessionId: integer("session_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const invoices = pgTable("invoices", {
  id: serial("id").primaryKey(),
  invoiceNumber: text("invoice_number").notNull().unique(),
  applicantId: integer("applicant_id"),
  studentId: integer("student_id"),
  /** A public sundry payer (migration 0150). */
  sundryPayerId: integer("sundry_payer_id"),
  feePurposeId: integer("fee_purpose_id").notNull(),
  sessionId: integer("session_id").notNull(),
  /** The sundry item chosen (migration 0100); null for every other purpose. */
  feeItemId: integer("fee_item_id"),
  paymentType: text("payment_type").notNull(),
  description: text("description").notNull(),
  items: jsonb("items").$type<StoredInvoiceLine[]>().notNull(),
  total: bigint("total", { mode: "number" }).notNull(),
  status: text("status").$type<InvoiceStatus>().notNull().default("unpaid"),
  rrr: text("rrr").unique(),
  cardPaymentLink: text("card_payment_link"),
  paidAt: timestamp("paid_at", { withTimezone: true, mode: "date" }),
  gatewayReference: text("gateway_reference"),
  /** What the gateway last said of an unpaid invoice's RRR (migration 0201): failed, cancelled… */
  gatewayState: text("gateway_state").$type<UnpaidGatewayState>(),
  gatewayStateAt: timestamp("gateway_state_at", { withTimezone: true, mode: "date" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const payments = pgTable("payments", {
  id: serial("id").primaryKey(),
  invoiceId: integer("invoice_id"),
  rrr: text("rrr").notNull(),
  amount: bigint("amount", { mode: "number" }).notNull(),
  outcome: text("outcome").$type<PaymentOutcome>().notNull(),
  flagged: boolean("flagged").generatedAlwaysAs(sql`outcome <> 'credited'`),
  source: text("source").$type<"webhook" | "reconciliation">().notNull(),
  gatewayCode: text("gateway_code").notNull(),
  gatewayMessage: text("gateway_message").notNull(),
  gatewayPaidAt: text("gateway_paid_at"),
  channel: text("channel"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
