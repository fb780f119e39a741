import { sql } from "drizzle-orm";
import type { InitiatedPayment } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import { ConflictError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import type { PaymentGateway } from "../gateway/paymentGateway";
import type { InvoiceRow } from "./invoiceRows";

/** Where the gateway sends the payer back: the public status page of this invoice. */
export function returnUrlOf(publicUrl: string, invoiceNumber: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/verify_payment_status?reference=${encodeURIComponent(invoiceNumber)}`;
}

/**
 * The invoice's RRR and pay link: registered with the gateway the first time, the stored RRR
 * after (its link made again for `publicUrl`, the origin this payer uses). The gateway is asked first and the invoice written only with its answer, so a gateway
 * that times out or refuses leaves the invoice as it was (its typed error says what to do). The
 * gateway answers the same RRR for the same order and amount, so two requests at once agree.
 */
export async function initiatePayment(
  db: Db,
  gateway: PaymentGateway,
  publicUrl: string,
  invoice: InvoiceRow,
): Promise<InitiatedPayment> {
  const amount = Number(invoice.total);
  if (invoice.status === "paid") throw new ConflictError("This invoice is already paid.");
  if (invoice.status !== "unpaid")
    throw new ConflictError(`This invoice is ${invoice.status}; generate a new one.`);
  if (invoice.rrr && invoice.card_payment_link) {
    // The same RRR; the link is made again, so it returns this payer to where they are now.
    return {
      invoiceNumber: invoice.invoice_number,
      rrr: invoice.rrr,
      cardPaymentLink: gateway.payLink(invoice.rrr, returnUrlOf(publicUrl, invoice.invoice_number)),
      amount,
    };
  }
  if (amount === 0) throw new ConflictError("Nothing is due on this invoice.");
  const { rrr } = await gateway.createRrr({
    orderId: invoice.invoice_number,
    amountKobo: amount,
    payerName: invoice.full_name,
    payerEmail: invoice.payer_email ?? "",
    payerPhone: invoice.payer_phone ?? "",
    description: invoice.description,
  });
  const cardPaymentLink = gateway.payLink(rrr, returnUrlOf(publicUrl, invoice.invoice_number));
  const [stored] = await rowsOf<{ rrr: string; card_payment_link: string }>(
    db,
    sql`UPDATE invoices SET rrr = ${rrr}, card_payment_link = ${cardPaymentLink}, updated_at = now()
WHERE id = ${invoice.id} AND status = 'unpaid' AND (rrr IS NULL OR rrr = ${rrr})
RETURNING rrr, card_payment_link`,
  );
  if (!stored)
    throw new ConflictError("This invoice changed while the payment was being set up; please try again.");
  return {
    invoiceNumber: invoice.invoice_number,
    rrr: stored.rrr,
    cardPaymentLink: stored.card_payment_link,
    amount,
  };
}
