import type { SuccessEnvelope } from "../../contract/envelope";
import type { FeePurpose } from "../../contract/feePurposes";
import type {
  ApplicationInvoiceLookup,
  ApplicationInvoiceLookupResult,
  ApplicationInvoiceRequest,
  BalanceInvoiceRequest,
  InitiatedPayment,
  InvoiceView,
  LedgerEntry,
  PaymentVerification,
  StudentFeeInvoiceRequest,
  StudentFeeOptions,
  StudentFeeOptionsQuery,
  StudentFeeQuote,
} from "../../contract/payments";
import { getData, http } from "./http";

/** The client's calls of the payments area (server: src/server/modules/payments/routes.ts). */

/** Step 1 of the public invoice flow: an existing invoice, or what is known to prefill the form. */
export async function lookupApplicationInvoice(
  body: ApplicationInvoiceLookup,
): Promise<ApplicationInvoiceLookupResult> {
  const res = await http.post<SuccessEnvelope<ApplicationInvoiceLookupResult>>(
    "/ApplicationInvoice/lookup",
    body,
  );
  return res.data.data;
}

/** Step 2: the Invoice request; the amount is the fee setup's, whatever is sent. */
export async function generateApplicationInvoice(body: ApplicationInvoiceRequest): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>("/ApplicationInvoice/generate", body);
  return res.data.data;
}

/** An invoice by number: the signed-in payer's or the bursary's, else with the phone it was made for. */
export function fetchInvoice(invoiceNumber: string, phone?: string): Promise<InvoiceView> {
  return getData<InvoiceView>(
    `/Payment/invoice/${encodeURIComponent(invoiceNumber)}`,
    phone ? { phone } : undefined,
  );
}

/** The RRR and the gateway's pay link (the same RRR again when one was made before). */
export async function initiatePayment(invoiceNumber: string): Promise<InitiatedPayment> {
  const res = await http.post<SuccessEnvelope<InitiatedPayment>>("/Payment/initiate-payment", {
    invoiceNumber,
  });
  return res.data.data;
}

/** Public: status by RRR or invoice number (who paid only for the signed-in payer and the bursary). */
export function verifyPayment(reference: string): Promise<PaymentVerification> {
  return getData<PaymentVerification>("/Payment/verify", { reference });
}

export async function generateStudentFeeInvoice(body: StudentFeeInvoiceRequest): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>("/Payment/generate-fee-Invoice", body);
  return res.data.data;
}

export async function generateBalanceInvoice(body: BalanceInvoiceRequest): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>("/Payment/generate-balance-invoice", body);
  return res.data.data;
}

export function fetchStudentInvoices(): Promise<InvoiceView[]> {
  return getData<InvoiceView[]>("/Payment/student-invoices");
}

export function fetchStudentLedger(): Promise<LedgerEntry[]> {
  return getData<LedgerEntry[]>("/Payment/student-ledger");
}

/** The fee purpose registry: how each purpose is paid and who sees it. */
export function fetchFeePurposes(): Promise<FeePurpose[]> {
  return getData<FeePurpose[]>("/Payment/fee-purposes", {});
}

/** A fee page's choices: the student's category, sessions with the fee set, the items set for them. */
export function fetchStudentFeeOptions(query: StudentFeeOptionsQuery): Promise<StudentFeeOptions> {
  return getData<StudentFeeOptions>("/Payment/student-fee-options", query);
}

/** What generating would ask for (the confirmation step), without making the invoice. */
export async function quoteStudentFee(body: StudentFeeInvoiceRequest): Promise<StudentFeeQuote> {
  const res = await http.post<SuccessEnvelope<StudentFeeQuote>>("/Payment/student-fee-quote", body);
  return res.data.data;
}
