import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../resources/sqlRows";
import { GatewayError } from "../gateway/gatewayErrors";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { type Settlement, settlePayment, tally } from "./settlePayment";

export interface ReconciliationReport {
  checked: number;
  credited: number;
  flagged: number;
  /** RRRs the gateway could not answer for this time (tried again on the next run). */
  failed: number;
}

/**
 * Re-checks unpaid invoices that have an RRR with the gateway, oldest first, and settles what it
 * says: a payment whose notification never came is credited all the same. One at a time, so the
 * gateway never sees a burst from us; a gateway error skips that RRR only.
 */
export async function reconcileUnpaidInvoices(
  db: Db,
  gateway: PaymentGateway,
  { limit = 500 }: { limit?: number } = {},
): Promise<ReconciliationReport> {
  const rows = await rowsOf<{ rrr: string }>(
    db,
    sql`SELECT rrr FROM invoices WHERE status = 'unpaid' AND rrr IS NOT NULL ORDER BY id LIMIT ${limit}`,
  );
  const settlements: Settlement[] = [];
  let failed = 0;
  for (const { rrr } of rows) {
    try {
      settlements.push(await settlePayment(db, await gateway.checkStatus(rrr), { source: "reconciliation" }));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      failed += 1;
    }
  }
  return { checked: rows.length, ...tally(settlements), failed };
}
