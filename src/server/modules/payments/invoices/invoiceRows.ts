import { type SQL, sql } from "drizzle-orm";
import type { InvoiceView, UnpaidAttempt } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import type { InvoiceStatus, StoredInvoiceLine, UnpaidGatewayState } from "../../../db/invoices";
import { rowsOf } from "../../resources/sqlRows";
import type { PaymentType } from "../money/installments";

/** An invoice row with what its pages and the gateway need to know about the payer. */
export interface InvoiceRow {
  id: number;
  invoice_number: string;
  applicant_id: number | null;
  student_id: number | null;
  /** A public sundry payer (migration 0150): no account, the invoice opens by its number. */
  sundry_payer_id: number | null;
  fee_purpose_id: number;
  session_id: number;
  payment_type: PaymentType;
  description: string;
  items: StoredInvoiceLine[];
  total: number | string;
  status: InvoiceStatus;
  rrr: string | null;
  card_payment_link: string | null;
  paid_at: Date | string | null;
  gateway_reference: string | null;
  /** What the gateway last said of the RRR while the invoice was unpaid (migration 0201). */
  gateway_state: UnpaidGatewayState | null;
  gateway_state_at: Date | string | null;
  created_at: Date | string;
  full_name: string;
  matric_number: string | null;
  payer_user_id: number | null;
  payer_email: string | null;
  payer_phone: string | null;
  /** An applicant's invoice: their application type (what they sign in to once it is paid). */
  application_type_id: string | null;
}

const SELECT_INVOICE = sql`SELECT i.id, i.invoice_number, i.applicant_id, i.student_id, i.sundry_payer_id, i.fee_purpose_id,
  i.session_id, i.payment_type, i.description, i.items, i.total, i.status, i.rrr, i.card_payment_link,
  i.paid_at, i.gateway_reference, i.gateway_state, i.gateway_state_at, i.created_at,
  coalesce(s.first_name || ' ' || coalesce(nullif(s.middle_name, '') || ' ', '') || s.last_name,
    a.first_name || ' ' || coalesce(nullif(a.middle_name, '') || ' ', '') || a.last_name,
    sp.first_name || ' ' || coalesce(nullif(sp.middle_name, '') || ' ', '') || sp.last_name) AS full_name,
  coalesce(s.reg_number, sp.reg_number) AS matric_number,
  coalesce(s.user_id, a.user_id) AS payer_user_id,
  coalesce(s.email, a.email, sp.email) AS payer_email,
  coalesce(s.mobile_number, a.mobile_number, sp.mobile_number) AS payer_phone,
  a.application_type_id
FROM invoices i
LEFT JOIN students s ON s.id = i.student_id
LEFT JOIN applicants a ON a.id = i.applicant_id
LEFT JOIN sundry_payers sp ON sp.id = i.sundry_payer_id`;

/**
 * The invoice lists (`schemas/lists/invoices.json`, `application-invoices.json`): each invoice
 * with its payer in the list files' columns, for `listEndpoint` to page, search, filter, total
 * and export; `where` narrows it (an applicant's application invoices).
 */
export function invoiceListQuery(where: SQL = sql`TRUE`): SQL {
  return sql`SELECT r.id, r.invoice_number, r.full_name AS payer_name, r.matric_number, r.payer_phone,
  r.fee_purpose_id, r.session_id, r.application_type_id, r.rrr, r.total AS amount, r.status AS payment_status, r.created_at
FROM (${SELECT_INVOICE} WHERE ${where}) r`;
}

export async function invoicesWhere(db: Db, where: SQL, suffix: SQL = sql``): Promise<InvoiceRow[]> {
  return rowsOf<InvoiceRow>(db, sql`${SELECT_INVOICE} WHERE ${where} ${suffix}`);
}

export async function invoiceWhere(db: Db, where: SQL): Promise<InvoiceRow | undefined> {
  return (await invoicesWhere(db, where, sql`LIMIT 1`))[0];
}

/** A database timestamp as ISO text (pg gives Date, PGlite may give text). */
export function isoOf(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** An unpaid invoice whose last attempt at the gateway failed or was cancelled: what and when. */
export function lastAttemptOf(
  row: Pick<InvoiceRow, "status" | "gateway_state" | "gateway_state_at">,
): UnpaidAttempt | null {
  if (row.status !== "unpaid" || row.gateway_state_at === null) return null;
  if (row.gateway_state !== "failed" && row.gateway_state !== "cancelled") return null;
  return { state: row.gateway_state, at: isoOf(row.gateway_state_at) };
}

/** The spec's Invoice, as the API shows it. */
export function invoiceView(row: InvoiceRow): InvoiceView {
  return {
    invoiceNumber: row.invoice_number,
    fullName: row.full_name,
    rrr: row.rrr,
    paymentReference: row.gateway_reference,
    dateGenerated: isoOf(row.created_at),
    cardPaymentLink: row.status === "unpaid" ? row.card_payment_link : null,
    paymentStatus: row.status,
    isPaid: row.status === "paid",
    paidAt: row.paid_at === null ? null : isoOf(row.paid_at),
    description: row.description,
    amount: Number(row.total),
    paymentType: row.payment_type,
    paymentPurposeId: row.fee_purpose_id,
    sessionId: row.session_id,
    matricNumber: row.matric_number,
    recieptItems: row.items.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: line.amount,
      paymentType: row.payment_type,
      paymentPurposeId: row.fee_purpose_id,
    })),
    lastAttempt: lastAttemptOf(row),
  };
}
