import { sql } from "drizzle-orm";
import type { PaymentVerification } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import { NotFoundError } from "../../../errors";
import { invoiceWhere, isoOf, lastAttemptOf } from "./invoiceRows";

/** "Adebayo Oluwaseun Adeyemi" → "A****** O******** A******": enough to recognise, not to learn. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `${word[0]}${"*".repeat(Math.max(word.length - 1, 1))}`)
    .join(" ");
}

/**
 * Public: an invoice's payment status by RRR or invoice number, the payer's name masked; whether
 * the last attempt at the gateway failed or was cancelled, and whether it is a student's (whose
 * receipt is printed signed in).
 */
export async function verifyPayment(db: Db, reference: string): Promise<PaymentVerification> {
  const row = await invoiceWhere(
    db,
    sql`(i.rrr = ${reference} OR i.invoice_number = ${reference.toUpperCase()})`,
  );
  if (!row) throw new NotFoundError("No invoice or payment has this reference");
  return {
    invoiceNumber: row.invoice_number,
    rrr: row.rrr,
    paymentStatus: row.status,
    isPaid: row.status === "paid",
    amount: Number(row.total),
    paidAt: row.paid_at === null ? null : isoOf(row.paid_at),
    payerName: maskName(row.full_name),
    description: row.description,
    paymentPurposeId: row.fee_purpose_id,
    applicationTypeId: row.application_type_id,
    lastAttempt: lastAttemptOf(row),
    studentInvoice: row.student_id !== null,
  };
}
