import type { InvoiceView } from "../../../contract/payments";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";

export type PayLink =
  /** Paid (or cancelled, expired): no link. */
  | { kind: "none" }
  /** Send the payer to the page that pays this purpose (spec section 4). */
  | { kind: "page"; to: string; label: string }
  /** Pay here: the gateway's link (made on demand when the invoice has no RRR yet). */
  | { kind: "gateway" };

/**
 * Spec section 4, "Invoice payment state": an unpaid invoice shows a pay link — to the acceptance
 * page when its first item's purpose is acceptance, to school fees when it is school fees, unless redirection is turned off; otherwise (and with redirection off) the gateway's own link.
 * Paid hides the link.
 */
export function payLinkTarget(
  invoice: Pick<InvoiceView, "paymentStatus" | "recieptItems" | "paymentPurposeId">,
  options: { redirect: boolean },
): PayLink {
  if (invoice.paymentStatus !== "unpaid") return { kind: "none" };
  if (options.redirect) {
    const first = invoice.recieptItems[0];
    // The API names purposes by id; ACPT is purpose 2's code (fee_purposes), so one check serves both.
    const purpose = first?.paymentPurposeId ?? invoice.paymentPurposeId;
    if (purpose === feePurposeId("acceptance"))
      return { kind: "page", to: "/academic_fees/acceptance", label: "Pay acceptance fee" };
    if (purpose === feePurposeId("school_fees"))
      return { kind: "page", to: "/academic_fees/school_fees", label: "Pay school fees" };
  }
  return { kind: "gateway" };
}
