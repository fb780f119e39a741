import type { FeePurpose } from "../../../contract/feePurposes";
import type { StudentFeeCategory } from "../../../contract/payments";
import { LETTER_ROUTES } from "../../../schema/letterRoutes";
import { isLetterKind, letterKindForCategory } from "../../../schema/letters";
import type { PublicReceiptPath } from "../payments/documentRoutes";

/** The receipt page that prints any fee (/fee_receipt): the signed-in owner needs no phone there. */
const ANY_FEE_RECEIPT: PublicReceiptPath = "/fee_receipt";

/**
 * Where the signed-in student prints the receipt of a paid invoice: its purpose's receipt page
 * (the registry row's `receiptRoute`: school fees, sundry, acceptance, hostel) with the invoice
 * chosen; for a purpose with none (change of degree, development levy), the receipt page of any
 * fee with the invoice as its reference. Undefined while unpaid or while the row is not loaded.
 */
export function studentReceiptHref(
  invoice: { invoiceNumber: string; isPaid: boolean },
  purpose: Pick<FeePurpose, "receiptRoute"> | undefined,
): string | undefined {
  if (!invoice.isPaid || !purpose) return undefined;
  if (purpose.receiptRoute)
    return `${purpose.receiptRoute}?${new URLSearchParams({ invoice: invoice.invoiceNumber })}`;
  return `${ANY_FEE_RECEIPT}?${new URLSearchParams({ reference: invoice.invoiceNumber })}`;
}

/**
 * The letter a paid fee gives: the registry row's `letter` family, in the variant of the student's
 * category (acceptance: the JUPEB and postgraduate letters), if any.
 */
export function feeLetterHref(
  purpose: Pick<FeePurpose, "letter"> | undefined,
  category: StudentFeeCategory | undefined,
): string | undefined {
  const family = purpose?.letter;
  if (!family || !category || !isLetterKind(family)) return undefined;
  const kind = letterKindForCategory(family, category);
  return kind ? LETTER_ROUTES[kind] : undefined;
}
