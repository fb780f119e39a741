import type {
  ApplicantInvoiceQuery,
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

export function searchApplicantInvoices(query: ApplicantInvoiceQuery): Promise<ApplicantInvoiceRow[]> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== "") params[key] = value;
  return getData<ApplicantInvoiceRow[]>("/Application/invoices", params);
}

export async function cancelApplicantInvoice(invoiceNumber: string): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>(
    `/Application/invoices/${encodeURIComponent(invoiceNumber)}/cancel`,
  );
  return res.data.data;
}
