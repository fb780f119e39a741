import type { InvoiceView } from "../../../contract/payments";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import {
  installmentsAllowed,
  itemChoice,
  type PurposeRules,
} from "../../../schema/feePurposes/feePurposeRules";
import type { FeePageConfig } from "./feePages";

type StandingInvoice = Pick<
  InvoiceView,
  "invoiceNumber" | "paymentType" | "paymentStatus" | "sessionId" | "paymentPurposeId" | "isPaid"
>;

/**
 * Where a fee page stands for its session: nothing yet (generate), an invoice to pay, or paid.
 * Only pages that generate for one session without choices have a standing (acceptance,
 * development levy); the others choose a session or an item first and always offer to generate.
 */
export type FeeStanding<T extends StandingInvoice = StandingInvoice> =
  | { kind: "generate" }
  | { kind: "unpaid"; invoice: T }
  | { kind: "paid"; invoice: T };

/**
 * The acceptance fee is paid once, on admission (often as an applicant, before the student
 * existed): paid in any session, it is paid. Otherwise the session's live invoice of the purpose,
 * as the server would answer a second request with it.
 */
export function feeStanding<T extends StandingInvoice>(
  page: Pick<FeePageConfig, "feePurposeId" | "chooseSession">,
  purpose: PurposeRules,
  invoices: readonly T[],
  sessionId: number | null | undefined,
): FeeStanding<T> {
  // A page with several invoices a session (installments, items, sessions) always offers generating.
  if (page.chooseSession || itemChoice(purpose) || installmentsAllowed(purpose)) return { kind: "generate" };
  const mine = invoices.filter((invoice) => invoice.paymentPurposeId === page.feePurposeId);
  const paid =
    page.feePurposeId === feePurposeId("acceptance")
      ? mine.find((invoice) => invoice.isPaid)
      : mine.find((invoice) => invoice.isPaid && invoice.sessionId === sessionId);
  if (paid) return { kind: "paid", invoice: paid };
  const unpaid = mine.find(
    (invoice) => invoice.paymentStatus === "unpaid" && invoice.sessionId === sessionId,
  );
  return unpaid ? { kind: "unpaid", invoice: unpaid } : { kind: "generate" };
}
