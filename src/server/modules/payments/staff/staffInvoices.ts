import { sql } from "drizzle-orm";
import type { InvoiceSearchQuery, RecheckResult } from "../../../../contract/staffPayments";
import type { Db } from "../../../db/database";
import { NotFoundError } from "../../../errors";
import { type AuditActor, recordAudit } from "../../audit/auditService";
import { likePattern } from "../../resources/listQuery";
import type { PaymentGateway } from "../gateway/paymentGateway";
import { type InvoiceRow, invoicesWhere, invoiceWhere } from "../invoices/invoiceRows";
import { settlePayment } from "../settlement/settlePayment";
import { INVOICE_AUDIT_ENTITY } from "./invoiceLifecycle";

const SEARCH_LIMIT = 50;

/**
 * Invoices whose number, RRR, payer name, matric number or phone contains the term (newest
 * first, at most 50). A phone matches by its last ten digits, however it was typed.
 */
export async function searchInvoices(db: Db, query: InvoiceSearchQuery): Promise<InvoiceRow[]> {
  const term = query.search.trim();
  const like = likePattern(term);
  const digits = term.replace(/\D/g, "").slice(-10);
  const phone =
    digits.length >= 7
      ? sql` OR coalesce(s.mobile_number, a.mobile_number, sp.mobile_number) LIKE ${`%${digits}`}`
      : sql``;
  const matches = sql`(i.invoice_number ILIKE ${like} OR i.rrr ILIKE ${like} OR coalesce(s.reg_number, sp.reg_number) ILIKE ${like}
  OR concat_ws(' ', coalesce(s.first_name, a.first_name, sp.first_name), coalesce(s.middle_name, a.middle_name, sp.middle_name),
    coalesce(s.last_name, a.last_name, sp.last_name)) ILIKE ${like}
  OR concat_ws(' ', coalesce(s.last_name, a.last_name, sp.last_name), coalesce(s.first_name, a.first_name, sp.first_name)) ILIKE ${like}${phone})`;
  const purpose =
    query.feePurposeId === undefined ? sql`` : sql` AND i.fee_purpose_id = ${query.feePurposeId}`;
  return invoicesWhere(db, sql`${matches}${purpose}`, sql`ORDER BY i.id DESC LIMIT ${SEARCH_LIMIT}`);
}

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
