import type { InvoiceView } from "../../../contract/payments";

/** Fee purposes the pay-link rule names (spec section 9; migrations 0070, and 0080 for 10). */
export const FEE_PURPOSE = { schoolFees: 1, acceptance: 2, sundry: 9, application: 10 } as const;

export type PayLink =
  /** Paid (or cancelled, expired): no link. */
  | { kind: "none" }
  /** Send the payer to the page that pays this purpose (spec section 4). */
  | { kind: "page"; to: string; label: string }
  /** Pay here: the gateway's link (made on demand when the invoice has no RRR yet). */
  | { kind: "gateway" };

/**
 * Spec section 4, "Invoice payment state": an unpaid invoice shows a pay link — to the acceptance
 * page when its first item's purpose is acceptance (id 2, code ACPT), to school fees when it is
 * 1, unless redirection is turned off; otherwise (and with redirection off) the gateway's own link.
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
    if (purpose === FEE_PURPOSE.acceptance)
      return { kind: "page", to: "/academic_fees/acceptance", label: "Pay acceptance fee" };
    if (purpose === FEE_PURPOSE.schoolFees)
      return { kind: "page", to: "/academic_fees/school_fees", label: "Pay school fees" };
  }
  return { kind: "gateway" };
}
