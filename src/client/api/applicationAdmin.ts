import type {
  ApplicantInvoiceRow,
  ApplicationDeleteBody,
  ApplicationSummary,
} from "../../contract/applicationAdmin";
import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import { getData, http } from "./http";

/** The applications admin (server: src/server/modules/applicationAdmin). */

export function findApplication(reference: string): Promise<ApplicationSummary> {
  return getData<ApplicationSummary>("/Application/lookup", { reference });
}

export async function deleteApplication(
  body: ApplicationDeleteBody,
): Promise<{ result: ApplicationSummary; message: string }> {
  const answer = (await http.post<SuccessEnvelope<ApplicationSummary>>("/Application/delete", body)).data;
  return { result: answer.data, message: answer.message ?? "" };
}

/** One application invoice in full, with its application type and phone (the list's View). */
export function fetchApplicantInvoice(invoiceNumber: string): Promise<ApplicantInvoiceRow> {
  return getData<ApplicantInvoiceRow>(`/Application/invoices/${encodeURIComponent(invoiceNumber)}`);
}

export async function cancelApplicantInvoice(invoiceNumber: string): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>(
    `/Application/invoices/${encodeURIComponent(invoiceNumber)}/cancel`,
  );
  return res.data.data;
}
