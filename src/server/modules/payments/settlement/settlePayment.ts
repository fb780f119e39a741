import { sql } from "drizzle-orm";
import { formatNaira } from "../../../../schema/money";
import type { Db } from "../../../db/database";
import type { PaymentOutcome } from "../../../db/invoices";
import { rowsOf } from "../../resources/sqlRows";
import type { GatewayPaymentStatus } from "../gateway/paymentGateway";
import { type InvoiceRow, invoiceWhere } from "../invoices/invoiceRows";
import { notifyPayer } from "../invoices/notifyPayer";
import { runSettleHandler } from "./settleHandlers";

/** What settling one gateway status did: credited, nothing (pending, already paid), or a flag. */
export type Settlement = "credited" | "unchanged" | "pending" | Exclude<PaymentOutcome, "credited">;

export interface SettlementSource {
  source: "webhook" | "reconciliation";
  channel?: string | null;
  /** What a notification claimed (kobo), recorded only when the gateway itself names no amount. */
  claimedKobo?: number;
}

async function recordFlag(
  db: Db,
  invoiceId: number | null,
  status: GatewayPaymentStatus,
  outcome: Exclude<PaymentOutcome, "credited">,
  from: SettlementSource,
): Promise<Settlement> {
  // Once per RRR and outcome: a replayed short payment is one record for the bursary, not ten.
  await rowsOf(
    db,
    sql`INSERT INTO payments (invoice_id, rrr, amount, outcome, source, gateway_code, gateway_message, gateway_paid_at, channel)
VALUES (${invoiceId}, ${status.rrr}, ${status.amountKobo ?? from.claimedKobo ?? 0}, ${outcome}, ${from.source},
  ${status.code}, ${status.message}, ${status.paidAt}, ${from.channel ?? null})
ON CONFLICT DO NOTHING`,
  );
  return outcome;
}

/**
 * The gateway's word on an unpaid invoice that was not a payment (failed, cancelled, pending,
 * unknown): kept on the invoice, so the page the payer comes back to can say what happened.
 */
async function recordUnpaidState(
  db: Db,
  invoice: InvoiceRow,
  status: GatewayPaymentStatus,
): Promise<Settlement> {
  await rowsOf(
    db,
    sql`UPDATE invoices SET gateway_state = ${status.state}, gateway_state_at = now(), updated_at = now()
WHERE id = ${invoice.id} AND status = 'unpaid' AND gateway_state IS DISTINCT FROM ${status.state}`,
  );
  return "pending";
}

/**
 * Applies what the gateway said about one RRR (its own status, never a notification's claim):
 * credits the invoice exactly once when the gateway says paid and the amount is the invoice's
 * total; records and flags a payment that is short, too much, for an unknown RRR (paid, says the
 * gateway) or for an invoice that can no longer be paid; notes a failed, cancelled or pending
 * attempt on the unpaid invoice; changes nothing otherwise. The credit is one conditional
 * UPDATE (status 'unpaid' → 'paid') in a transaction with its payment row and the payer's
 * notification, so a replay or a concurrent duplicate finds the invoice paid and does nothing; a
 * unique index on credited payments is the database's own guarantee.
 */
export async function settlePayment(
  db: Db,
  status: GatewayPaymentStatus,
  from: SettlementSource,
): Promise<Settlement> {
  const invoice = await invoiceWhere(db, sql`i.rrr = ${status.rrr}`);
  // An RRR the portal never made is money for the bursary to trace only when the gateway says it
  // was paid; anything else is an unverified claim, and nothing is recorded.
  if (!invoice)
    return status.state === "paid" ? recordFlag(db, null, status, "unknown_rrr", from) : "pending";
  if (status.state !== "paid") return recordUnpaidState(db, invoice, status);
  if (invoice.status === "paid") return "unchanged";
  if (invoice.status !== "unpaid") return recordFlag(db, invoice.id, status, "not_payable", from);
  const total = Number(invoice.total);
  if (status.amountKobo === null || status.amountKobo < total)
    return recordFlag(db, invoice.id, status, "short", from);
  if (status.amountKobo > total) return recordFlag(db, invoice.id, status, "excess", from);
  return credit(db, invoice, status, from);
}

async function credit(
  db: Db,
  invoice: InvoiceRow,
  status: GatewayPaymentStatus,
  from: SettlementSource,
): Promise<Settlement> {
  return db.transaction(async (tx) => {
    const [updated] = await rowsOf<{ id: number }>(
      tx,
      sql`UPDATE invoices SET status = 'paid', paid_at = now(), gateway_reference = ${status.rrr}, updated_at = now()
WHERE id = ${invoice.id} AND status = 'unpaid' RETURNING id`,
    );
    if (!updated) return "unchanged";
    await rowsOf(
      tx,
      sql`INSERT INTO payments (invoice_id, rrr, amount, outcome, source, gateway_code, gateway_message, gateway_paid_at, channel)
VALUES (${invoice.id}, ${status.rrr}, ${Number(invoice.total)}, 'credited', ${from.source}, ${status.code},
  ${status.message}, ${status.paidAt}, ${from.channel ?? null})`,
    );
    await runSettleHandler(tx, invoice);
    await notifyPayer(
      tx,
      invoice,
      "Payment received",
      `Your payment of ${formatNaira(Number(invoice.total))} for ${invoice.description} was received (RRR ${status.rrr}).`,
    );
    return "credited";
  });
}

/** Counts settlements the way the webhook and the reconciliation report them. */
export function tally(settlements: readonly Settlement[]): { credited: number; flagged: number } {
  const flagged = settlements.filter((s) => s !== "credited" && s !== "unchanged" && s !== "pending").length;
  return { credited: settlements.filter((s) => s === "credited").length, flagged };
}
