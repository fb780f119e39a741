import type { StudentFeeCategory } from "../../../contract/payments";
import { LETTER_ROUTES } from "../../../schema/letterRoutes";
import type { PublicReceiptPath } from "../payments/documentRoutes";
import { STUDENT_RECEIPT_PAGES } from "../payments/receiptPages";
import type { FeePageConfig } from "./feePages";

/** The receipt page that prints any fee (/fee_receipt): the signed-in owner needs no phone there. */
const ANY_FEE_RECEIPT: PublicReceiptPath = "/fee_receipt";

/**
 * Where the signed-in student prints the receipt of a paid invoice: the student receipt page of
 * its fee (spec 2: school fees, sundry, acceptance, hostel) with the invoice chosen; for a fee
 * with no student receipt page (change of degree, development levy), the receipt page of any fee
 * with the invoice as its reference. Undefined while unpaid: a paid invoice always has a receipt.
 */
export function studentReceiptHref(invoice: {
  invoiceNumber: string;
  paymentPurposeId: number;
  isPaid: boolean;
}): string | undefined {
  if (!invoice.isPaid) return undefined;
  const page = STUDENT_RECEIPT_PAGES.find((candidate) => candidate.purposeId === invoice.paymentPurposeId);
  if (page) return `${page.path}?${new URLSearchParams({ invoice: invoice.invoiceNumber })}`;
  return `${ANY_FEE_RECEIPT}?${new URLSearchParams({ reference: invoice.invoiceNumber })}`;
}

/** The letter a paid fee gives (acceptance: the student's category's own; development levy), if any. */
export function feeLetterHref(
  page: Pick<FeePageConfig, "key">,
  category: StudentFeeCategory | undefined,
): string | undefined {
  if (page.key === "developmentLevy") return LETTER_ROUTES.development_levy;
  if (page.key !== "acceptance") return undefined;
  if (category === "jupeb") return LETTER_ROUTES.acceptance_jupeb;
  if (category === "postgraduate") return LETTER_ROUTES.acceptance_pg;
  return LETTER_ROUTES.acceptance;
}
