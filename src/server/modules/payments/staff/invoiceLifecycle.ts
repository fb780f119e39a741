import { sql } from "drizzle-orm";
import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../../db/database";
import { ConflictError, NotFoundError } from "../../../errors";
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from "../../audit/auditService";
import { rowsOf } from "../../resources/sqlRows";
import { type InvoiceRow, invoiceWhere } from "../invoices/invoiceRows";

/** The audit trail's entity for invoice changes made outside the resource engine. */
export const INVOICE_AUDIT_ENTITY = "invoices";

export interface CancelOptions {
  /** Refuse anything but a sundry invoice (the bursary's "Delete sundry invoice" screen). */
  sundryOnly?: boolean;
}

function refusal(invoice: InvoiceRow, sundryOnly: boolean): ConflictError | undefined {
  if (sundryOnly && invoice.fee_purpose_id !== feePurposeId("sundry"))
    return new ConflictError(
      `Invoice ${invoice.invoice_number} is not a sundry invoice: only unpaid sundry invoices can be deleted here.`,
    );
  if (invoice.status === "paid")
    return new ConflictError(
      `Invoice ${invoice.invoice_number} has been paid and cannot be cancelled: a paid invoice never changes.`,
    );
  if (invoice.status !== "unpaid")
    return new ConflictError(`Invoice ${invoice.invoice_number} is already ${invoice.status}.`);
  return undefined;
}

/**
 * Cancels an unpaid invoice (unpaid → cancelled), audited in the same transaction. The invoice row
 * is locked first, so a payment being credited at the same moment either lands before (and the
 * cancellation is refused: paid) or finds the invoice cancelled (and is flagged not payable).
 * A cancelled invoice no longer blocks a new one for the same payer, purpose and session.
 */
export async function cancelInvoice(
  db: Db,
  invoiceNumber: string,
  actor: AuditActor,
  { sundryOnly = false }: CancelOptions = {},
): Promise<InvoiceRow> {
  return db.transaction(async (tx) => {
    const [locked] = await rowsOf<{ id: number }>(
      tx,
      sql`SELECT id FROM invoices WHERE invoice_number = ${invoiceNumber} FOR UPDATE`,
    );
    if (!locked) throw new NotFoundError(`No invoice ${invoiceNumber}`);
    const before = await invoiceWhere(tx, sql`i.id = ${locked.id}`);
    if (!before) throw new NotFoundError(`No invoice ${invoiceNumber}`);
    const refused = refusal(before, sundryOnly);
    if (refused) throw refused;
    await rowsOf(
      tx,
      sql`UPDATE invoices SET status = 'cancelled', card_payment_link = NULL, updated_at = now()
WHERE id = ${locked.id} AND status = 'unpaid'`,
    );
    await recordAudit(tx, {
      ...actor,
      action: sundryOnly ? "delete sundry invoice" : "cancel invoice",
      entity: INVOICE_AUDIT_ENTITY,
      entityId: String(before.id),
      before: { invoiceNumber, status: before.status, total: Number(before.total), rrr: before.rrr },
      after: { invoiceNumber, status: "cancelled" },
    });
    const after = await invoiceWhere(tx, sql`i.id = ${locked.id}`);
    if (!after) throw new NotFoundError(`No invoice ${invoiceNumber}`);
    return after;
  });
}

/**
 * Expires unpaid invoices older than `olderThanDays` that no payment was ever recorded for (a
 * flagged short payment keeps its invoice for the bursary to settle). Paid invoices never change.
 * One audit entry per run lists the numbers. Returns the expired invoice numbers.
 */
export async function expireStaleInvoices(
  db: Db,
  olderThanDays: number,
  now: Date = new Date(),
): Promise<string[]> {
  if (olderThanDays <= 0) return [];
  const cutoff = new Date(now.getTime() - olderThanDays * 86_400_000);
  return db.transaction(async (tx) => {
    const rows = await rowsOf<{ id: number; invoice_number: string }>(
      tx,
      sql`UPDATE invoices i SET status = 'expired', card_payment_link = NULL, updated_at = now()
WHERE i.status = 'unpaid' AND i.created_at < ${cutoff.toISOString()}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.invoice_id = i.id)
RETURNING i.id, i.invoice_number`,
    );
    const numbers = rows.map((row) => row.invoice_number).sort();
    if (numbers.length > 0)
      await recordAudit(tx, {
        ...SYSTEM_ACTOR,
        action: "expire invoices",
        entity: INVOICE_AUDIT_ENTITY,
        entityId: null,
        after: { olderThanDays, invoiceNumbers: numbers },
      });
    return numbers;
  });
}
