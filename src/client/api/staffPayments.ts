import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import type { FeeReport, FeeReportQuery, RecheckResult } from "../../contract/staffPayments";
import { getData, http } from "./http";
import { downloadFile } from "./resources";

/** The bursary's calls (server: src/server/modules/payments/staffRoutes.ts). */

export function fetchFeeReport(query: FeeReportQuery): Promise<FeeReport> {
  return getData<FeeReport>("/Payment/fee-report", { ...query });
}

/** The query string of a report (empty filters left out), shared by the report and its download. */
export function feeReportSearch(query: FeeReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params.set(key, String(value));
  return params;
}

export function downloadFeeReport(query: FeeReportQuery, format: "csv" | "xlsx"): Promise<void> {
  const params = feeReportSearch(query);
  params.set("format", format);
  return downloadFile(`/Payment/fee-report/export?${params.toString()}`, `fee-report.${format}`);
}

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
