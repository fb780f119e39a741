import { sql } from "drizzle-orm";
import type { RecheckResult } from "../../../../contract/staffPayments";
import type { Db } from "../../../db/database";
import { NotFoundError } from "../../../errors";
import { type AuditActor, recordAudit } from "../../audit/auditService";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { invoiceWhere } from "../invoices/invoiceRows";
import { settlePayment } from "../settlement/settlePayment";
import { INVOICE_AUDIT_ENTITY } from "./invoiceLifecycle";

/**
 * The bursary's "verify payment status": asks the gateway about the invoice's RRR now and settles
 * what it says through the same settlement as the webhook (credited once, or flagged), audited.
 */
export async function recheckPayment(
  db: Db,
  gateway: PaymentGateway,
  reference: string,
  actor: AuditActor,
): Promise<RecheckResult> {
  const invoice = await invoiceWhere(db, sql`i.invoice_number = ${reference} OR i.rrr = ${reference}`);
  if (!invoice) throw new NotFoundError(`No invoice or RRR ${reference}`);
  if (!invoice.rrr)
    throw new NotFoundError(
      `Invoice ${invoice.invoice_number} has no RRR yet: the payer has not started a payment, so the gateway knows nothing of it.`,
    );
  const status = await gateway.checkStatus(invoice.rrr);
  const settlement = await settlePayment(db, status, { source: "reconciliation" });
  const after = await invoiceWhere(db, sql`i.id = ${invoice.id}`);
  const result: RecheckResult = {
    rrr: invoice.rrr,
    invoiceNumber: invoice.invoice_number,
    gatewayState: status.state,
    gatewayCode: status.code,
    gatewayMessage: status.message,
    gatewayAmount: status.amountKobo,
    settlement,
    invoiceStatus: after?.status ?? invoice.status,
  };
  await recordAudit(db, {
    ...actor,
    action: "verify payment status",
    entity: INVOICE_AUDIT_ENTITY,
    entityId: String(invoice.id),
    before: { status: invoice.status },
    after: result,
  });
  return result;
}
