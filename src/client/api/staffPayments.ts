import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import type { RecheckResult } from "../../contract/staffPayments";
import { getData, http } from "./http";

/** The bursary's calls (server: src/server/modules/payments/staffRoutes.ts). */

/** One invoice in full, for the bursary's View (`fetchInvoice` is the payer's and the bursar's only). */
export function fetchStaffInvoice(invoiceNumber: string): Promise<InvoiceView> {
  return getData<InvoiceView>(`/Payment/staff/invoices/${encodeURIComponent(invoiceNumber)}`);
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
