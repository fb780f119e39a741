/**
 * The order a fee is paid in, one rule for both sides: whole or in two installments, never both;
 * the balance (second installment) follows a paid first. The invoice service refuses what
 * `installmentRefusal` refuses (409); the fee page offers only what `nextInstallments` leaves.
 */
export const PAYMENT_TYPES = ["Full", "FirstInstallment", "SecondInstallment"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** A payer's live invoice (unpaid or paid; cancelled and expired ones do not count). */
export interface LiveInvoice {
  readonly paymentType: PaymentType;
  readonly paid: boolean;
}

/** Why an invoice of `wanted` may not be opened beside `others`, in the payer's words; null if it may. */
export function installmentRefusal(wanted: PaymentType, others: readonly LiveInvoice[]): string | null {
  const has = (type: PaymentType) => others.some((other) => other.paymentType === type);
  if (wanted === "Full" && (has("FirstInstallment") || has("SecondInstallment"))) {
    return "This fee is already being paid in installments; generate the balance invoice instead.";
  }
  if (wanted !== "Full" && has("Full")) {
    return "An invoice for the full fee already exists; pay that invoice instead.";
  }
  if (
    wanted === "SecondInstallment" &&
    !others.some((other) => other.paymentType === "FirstInstallment" && other.paid)
  ) {
    return "Pay the first installment before generating the balance invoice.";
  }
  return null;
}

/**
 * The new invoices a payer may open next: every type the rule allows that they do not already
 * hold (one they hold is paid, not opened again). Nothing yet → Full or First; a Full → none;
 * an unpaid first → none; a paid first → the balance.
 */
export function nextInstallments(others: readonly LiveInvoice[]): PaymentType[] {
  return PAYMENT_TYPES.filter(
    (type) =>
      !others.some((other) => other.paymentType === type) && installmentRefusal(type, others) === null,
  );
}
