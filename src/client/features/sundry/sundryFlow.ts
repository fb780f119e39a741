import type { InvoiceView } from "../../../contract/payments";
import type { SundryInvoiceRequest, SundryItems, SundryPayerDetails } from "../../../contract/sundry";
import type { LookupOption } from "../../engine/theme/LookupWidget/LookupChoices";
import { formatNaira } from "../../ui/format";

/**
 * The public sundry pages (spec section 2): /bursary_collection/all pays any item, /sundry/transcript
 * the transcript with its destination. One flow, two step-1 forms.
 */
export type SundryMode = "bursary" | "transcript";

export const SUNDRY_ROUTES = {
  bursary: "/bursary_collection/all",
  transcript: "/sundry/transcript",
  history: "/sundry/payment_history",
  receipts: "/sundry_reciepts",
} as const;

export function sundryModeOf(pathname: string): SundryMode {
  return pathname.startsWith(SUNDRY_ROUTES.transcript) ? "transcript" : "bursary";
}

/** The items as drop-down options, each with its price: "Transcript — ₦5,000.00". */
export function sundryItemOptions(items: SundryItems["items"]): LookupOption[] {
  return items.map((item) => ({ id: item.feeItemId, name: `${item.name} — ${formatNaira(item.amount)}` }));
}

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;

/** Step 2's start: what the lookup knew (those fields stay editable; the phone is fixed). */
export function payerFormStart(found: SundryPayerDetails): Record<string, string> {
  const entries = Object.entries(found).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
  );
  return Object.fromEntries(entries);
}

/** The payer's part of a request from step 2's values (the amount is never sent: the setup prices). */
export function payerRequestOf(
  values: Record<string, unknown>,
  sessionId: number,
): Omit<SundryInvoiceRequest, "feeItemId"> {
  return {
    lastName: text(values.lastName) ?? "",
    firstName: text(values.firstName) ?? "",
    middleName: text(values.middleName) ?? null,
    email: text(values.email) ?? "",
    mobileNumber: text(values.mobileNumber) ?? "",
    regNumber: text(values.regNumber) ?? null,
    sessionId,
  };
}

/** What step 1 chose: the item (bursary) or the destination (transcript), and the phone. */
export interface SundryChoice {
  mobileNumber: string;
  feeItemId?: number;
  institutionName?: string;
  institutionAddress?: string;
  institutionEmail?: string | null;
}

export function sundryChoiceOf(values: Record<string, unknown>): SundryChoice {
  return {
    mobileNumber: text(values.mobileNumber) ?? "",
    ...(typeof values.feeItemId === "number" ? { feeItemId: values.feeItemId } : {}),
    ...(text(values.institutionName) ? { institutionName: text(values.institutionName) } : {}),
    ...(text(values.institutionAddress) ? { institutionAddress: text(values.institutionAddress) } : {}),
    institutionEmail: text(values.institutionEmail) ?? null,
  };
}

/** Where a history row leads: a paid invoice to its receipt, an unpaid one to its invoice to pay. */
export function historyLinkOf(invoice: Pick<InvoiceView, "invoiceNumber" | "isPaid">): {
  to: string;
  text: string;
} {
  const reference = encodeURIComponent(invoice.invoiceNumber);
  return invoice.isPaid
    ? { to: `${SUNDRY_ROUTES.receipts}?reference=${reference}`, text: "Receipt" }
    : { to: `${SUNDRY_ROUTES.bursary}?invoice=${reference}`, text: "Invoice" };
}
