import { VERIFY_LETTER_ROUTE, VERIFY_RECEIPT_ROUTE } from "./documentRoutes";

/**
 * Where a printed document's QR code leads: the public verification page of this portal. The
 * address is built from the origin the document was opened on (the portal's own address, behind
 * whatever proxy), so a printed code always points back to the portal that issued it.
 */
export type VerifiableDocument = "receipt" | "letter";

const ROUTES: Record<VerifiableDocument, string> = {
  receipt: VERIFY_RECEIPT_ROUTE,
  letter: VERIFY_LETTER_ROUTE,
};

export function verificationUrl(
  document: VerifiableDocument,
  code: string,
  origin: string = window.location.origin,
): string {
  return `${origin.replace(/\/+$/, "")}${ROUTES[document]}/${encodeURIComponent(code)}`;
}
