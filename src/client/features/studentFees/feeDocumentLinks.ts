import type { StudentFeeCategory } from "../../../contract/payments";
import { LETTER_ROUTES } from "../../../schema/letterRoutes";
import { STUDENT_RECEIPT_PAGES } from "../payments/receiptPages";
import type { FeePageConfig } from "./feePages";

/**
 * Where the signed-in student prints the receipt of a paid invoice: the student receipt page of
 * its fee (spec 2: school fees, sundry, acceptance, hostel) with the invoice chosen; undefined
 * while unpaid, or for a fee with no receipt page of its own.
 */
export function studentReceiptHref(invoice: {
  invoiceNumber: string;
  paymentPurposeId: number;
  isPaid: boolean;
}): string | undefined {
  if (!invoice.isPaid) return undefined;
  const page = STUDENT_RECEIPT_PAGES.find((candidate) => candidate.purposeId === invoice.paymentPurposeId);
  return page ? `${page.path}?${new URLSearchParams({ invoice: invoice.invoiceNumber })}` : undefined;
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
