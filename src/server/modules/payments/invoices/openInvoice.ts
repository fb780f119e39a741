import { sql } from "drizzle-orm";
import { installmentRefusal } from "../../../../schema/feePurposes/installmentSequence";
import type { Db } from "../../../db/database";
import type { StoredInvoiceLine } from "../../../db/invoices";
import { ConflictError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import type { PaymentType } from "../money/installments";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";
import { notifyPayer } from "./notifyPayer";

export type Payer = { studentId: number } | { applicantId: number } | { sundryPayerId: number };

export interface InvoiceRequest {
  payer: Payer;
  feePurposeId: number;
  sessionId: number;
  description: string;
  /** The sundry item the invoice is for (purpose 9): one open invoice per item; absent otherwise. */
  feeItemId?: number;
  /** Drafted from the fee setup (never from the request). */
  draft: { paymentType: PaymentType; lines: readonly StoredInvoiceLine[]; total: number };
}

function payerColumn(payer: Payer) {
  if ("studentId" in payer)
    return { column: sql.raw("student_id"), table: sql.raw("students"), id: payer.studentId };
  if ("applicantId" in payer)
    return { column: sql.raw("applicant_id"), table: sql.raw("applicants"), id: payer.applicantId };
  return { column: sql.raw("sundry_payer_id"), table: sql.raw("sundry_payers"), id: payer.sundryPayerId };
}

/**
 * The payer's open invoice for this purpose, session and installment: the one already there, or
 * a new one. In one transaction: the payer's row is locked (so the installment rules below are
 * checked against a settled picture), then INSERT … ON CONFLICT DO NOTHING on the partial unique
 * index and a SELECT — fifty identical requests at once still make one invoice.
 */
export async function openInvoice(db: Db, request: InvoiceRequest): Promise<InvoiceRow> {
  const payer = payerColumn(request.payer);
  const { feePurposeId, sessionId, draft } = request;
  const feeItemId = request.feeItemId ?? null;
  return db.transaction(async (tx) => {
    await rowsOf(tx, sql`SELECT id FROM ${payer.table} WHERE id = ${payer.id} FOR UPDATE`);
    const same = sql`i.${payer.column} = ${payer.id} AND i.fee_purpose_id = ${feePurposeId}
      AND i.session_id = ${sessionId} AND i.fee_item_id IS NOT DISTINCT FROM ${feeItemId}
      AND i.status IN ('unpaid', 'paid')`;
    const existing = await invoiceWhere(tx, sql`${same} AND i.payment_type = ${draft.paymentType}`);
    if (existing) return existing;
    const others = await rowsOf<{ payment_type: PaymentType; status: string }>(
      tx,
      sql`SELECT i.payment_type, i.status FROM invoices i WHERE ${same}`,
    );
    checkInstallmentRules(draft.paymentType, others);
    const inserted = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO invoices (${payer.column}, fee_purpose_id, session_id, fee_item_id, payment_type, description, items, total)
VALUES (${payer.id}, ${feePurposeId}, ${sessionId}, ${feeItemId}, ${draft.paymentType}, ${request.description},
  ${JSON.stringify(draft.lines)}::jsonb, ${draft.total})
ON CONFLICT DO NOTHING RETURNING id`,
    );
    const row = await invoiceWhere(tx, sql`${same} AND i.payment_type = ${draft.paymentType}`);
    if (!row) throw new Error("invoice neither inserted nor found");
    if (inserted.length > 0) {
      await notifyPayer(
        tx,
        row,
        "Invoice generated",
        `Your invoice ${row.invoice_number} for ${row.description} is ready.`,
      );
    }
    return row;
  });
}

/** The one installment rule (src/schema/feePurposes/installmentSequence.ts), as a 409. */
export function checkInstallmentRules(
  wanted: PaymentType,
  others: readonly { payment_type: PaymentType; status: string }[],
): void {
  const refusal = installmentRefusal(
    wanted,
    others.map((other) => ({ paymentType: other.payment_type, paid: other.status === "paid" })),
  );
  if (refusal) throw new ConflictError(refusal);
}
