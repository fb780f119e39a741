/** "INV0000001ABCDE" as typed in any case, or an RRR written with spaces or dashes. */
export function readReference(reference: string): { invoiceNumber: string } | { rrr: string } {
  const trimmed = reference.trim();
  return /^[0-9 -]+$/.test(trimmed)
    ? { rrr: trimmed.replace(/[^0-9]/g, "") }
    : { invoiceNumber: trimmed.toUpperCase() };
}

/** "c******a@example.com": enough for the applicant to know which mailbox to open. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const name = email.slice(0, at);
  const shown = name.length <= 2 ? name[0] : `${name[0]}${"*".repeat(name.length - 2)}${name.at(-1)}`;
  return `${shown}${email.slice(at)}`;
}
