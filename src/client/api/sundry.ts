import type { SuccessEnvelope } from "../../contract/envelope";
import type { InvoiceView } from "../../contract/payments";
import type {
  SundryInvoiceRequest,
  SundryItems,
  SundryPayerDetails,
  TranscriptRequest,
} from "../../contract/sundry";
import { getData, http } from "./http";

/**
 * Public sundry payments (server: src/server/modules/payments/sundryRoutes.ts); the history is a
 * list endpoint, read by the Grid's `endpointListSource` in SundryHistoryPage.
 */

export function fetchSundryItems(): Promise<SundryItems> {
  return getData<SundryItems>("/Sundry/items");
}

export async function lookupSundryPayer(mobileNumber: string): Promise<SundryPayerDetails> {
  const res = await http.post<SuccessEnvelope<SundryPayerDetails>>("/Sundry/lookup", { mobileNumber });
  return res.data.data;
}

export async function generateSundryInvoice(body: SundryInvoiceRequest): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>("/Sundry/generate", body);
  return res.data.data;
}

export async function requestTranscript(body: TranscriptRequest): Promise<InvoiceView> {
  const res = await http.post<SuccessEnvelope<InvoiceView>>("/Sundry/transcript", body);
  return res.data.data;
}
