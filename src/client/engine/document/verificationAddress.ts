/**
 * The address a printed document's QR code encodes: the portal's verification page for that kind
 * of document (`route`, e.g. "/verify_receipt") with the document's code. Built from the origin the
 * document was opened on (the portal's own address, behind whatever proxy), so a printed code
 * always points back to the portal that issued it.
 */
export function verificationAddress(
  route: string,
  code: string,
  origin: string = window.location.origin,
): string {
  return `${origin.replace(/\/+$/, "")}${route}/${encodeURIComponent(code)}`;
}
