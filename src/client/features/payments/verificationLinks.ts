import { verificationAddress } from "../../engine/document/verificationAddress";
import { VERIFY_LETTER_ROUTE, VERIFY_RECEIPT_ROUTE } from "./documentRoutes";

/** The payment documents whose printed QR code leads to a public verification page. */
export type VerifiableDocument = "receipt" | "letter";

const ROUTES: Record<VerifiableDocument, string> = {
  receipt: VERIFY_RECEIPT_ROUTE,
  letter: VERIFY_LETTER_ROUTE,
};

/** Where a printed receipt's or letter's QR code leads (engine/document/verificationAddress.ts). */
export function verificationUrl(
  document: VerifiableDocument,
  code: string,
  origin: string = window.location.origin,
): string {
  return verificationAddress(ROUTES[document], code, origin);
}
