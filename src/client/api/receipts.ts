import type { SuccessEnvelope } from "../../contract/envelope";
import type {
  LetterAnswer,
  LetterVerification,
  Receipt,
  ReceiptMailSent,
  ReceiptVerification,
} from "../../contract/receipts";
import type { LetterKind } from "../../schema/letters";
import { getData, http } from "./http";

/** Receipts and letters (server: src/server/modules/payments/documents, routes in payments/routes.ts). */

/**
 * A paid invoice's receipt by invoice number or RRR, with the payer's phone when nobody is signed
 * in (unpaid: 409; not yours, a wrong phone or unknown: 404).
 */
export function fetchReceipt(reference: string, phone?: string): Promise<Receipt> {
  return getData<Receipt>(`/Payment/receipt/${encodeURIComponent(reference)}`, phone ? { phone } : undefined);
}

/** Public: what a printed receipt's code says. */
export function verifyReceipt(code: string): Promise<ReceiptVerification> {
  return getData<ReceiptVerification>(`/Payment/verify-receipt/${encodeURIComponent(code)}`);
}

/** The signed-in student's letter of a kind, or why it is not available yet. */
export function fetchLetter(kind: LetterKind): Promise<LetterAnswer> {
  return getData<LetterAnswer>(`/Payment/letter/${kind}`);
}

/** Public: what a printed letter's code says. */
export function verifyLetter(code: string): Promise<LetterVerification> {
  return getData<LetterVerification>(`/Payment/verify-letter/${encodeURIComponent(code)}`);
}

/** Mails the receipt to the payer's own address on record; answers where (masked). */
export async function sendReceiptMail(reference: string, phone?: string): Promise<ReceiptMailSent> {
  const res = await http.post<SuccessEnvelope<ReceiptMailSent>>("/Payment/send-receipt-mail", {
    reference,
    ...(phone ? { phone } : {}),
  });
  return res.data.data;
}
