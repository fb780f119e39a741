import { sql } from "drizzle-orm";
import type { PaymentVerification } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import { NotFoundError } from "../../../errors";
import { type InvoiceCaller, isOwnerOrStaff } from "./invoiceAccess";
import { invoiceWhere, isoOf, lastAttemptOf } from "./invoiceRows";
import { claimPaymentLookup } from "./paymentLookupThrottle";

/** "Adebayo Oluwaseun Adeyemi" → "A****** O******** A******": enough to recognise, not to learn. */
export function maskName(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => `${word[0]}${"*".repeat(Math.max(word.length - 1, 1))}`)
    .join(" ");
}

/**
 * Public: an invoice's payment status by RRR or invoice number. A reference alone tells the
 * status only (status, amount, what for, when paid, whether the last attempt at the gateway
 * failed or was cancelled, whether it is a student's): never whose it is, nor the other reference
 * (the invoice number opens the invoice). The bursary and the signed-in payer also see the invoice
 * number and the payer's name, masked. References that find nothing are throttled per address.
 */
export async function verifyPayment(
  db: Db,
  reference: string,
  caller: InvoiceCaller,
): Promise<PaymentVerification> {
  const lookup = await claimPaymentLookup(db, reference.toUpperCase(), caller.ip);
  const row = await invoiceWhere(
    db,
    sql`(i.rrr = ${reference} OR i.invoice_number = ${reference.toUpperCase()})`,
  );
  if (!row) throw new NotFoundError("No invoice or payment has this reference");
  await lookup.found();
  const known = isOwnerOrStaff(row, caller.user);
  return {
    invoiceNumber: known || row.invoice_number === reference.toUpperCase() ? row.invoice_number : null,
    rrr: row.rrr,
    paymentStatus: row.status,
    isPaid: row.status === "paid",
    amount: Number(row.total),
    paidAt: row.paid_at === null ? null : isoOf(row.paid_at),
    payerName: known ? maskName(row.full_name) : null,
    description: row.description,
    paymentPurposeId: row.fee_purpose_id,
    applicationTypeId: row.application_type_id,
    lastAttempt: lastAttemptOf(row),
    studentInvoice: row.student_id !== null,
  };
}
