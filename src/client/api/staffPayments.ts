import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import type { RecheckResult } from "../../contract/staffPayments";
import { getData, http } from "./http";

/** The bursary's calls (server: src/server/modules/payments/staffRoutes.ts). */

export function searchInvoices(search: string, feePurposeId?: number): Promise<InvoiceView[]> {
  return getData<InvoiceView[]>("/Payment/staff/invoices", { search, feePurposeId });
}

export async function cancelInvoice(invoiceNumber: string): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>(
    `/Payment/staff/invoices/${encodeURIComponent(invoiceNumber)}/cancel`,
  );
  return res.data.data;
}

export async function deleteSundryInvoice(invoiceNumber: string): Promise<InvoiceView> {
  const res = await http.delete<SuccessEnvelope<InvoiceView>>(
    `/Payment/staff/sundry-invoices/${encodeURIComponent(invoiceNumber)}`,
  );
  return res.data.data;
}

export async function recheckPayment(reference: string): Promise<RecheckResult> {
  const res = await http.post<SuccessEnvelope<RecheckResult>>("/Payment/staff/verify-payment-status", {
    reference,
  });
  return res.data.data;
}
