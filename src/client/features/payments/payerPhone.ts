/**
 * The phone a payer without an account gave in this tab (the invoice look-up, the invoice form,
 * the sundry history). Anyone's invoice and receipt open only with the phone they were made for,
 * so the pages that show them carry it from the step that knew it, through a return from the
 * payment gateway, without asking again. Kept for the tab only (sessionStorage).
 */
const KEY = "matric.payerPhone";

export function rememberPayerPhone(phone: string): void {
  const value = phone.trim();
  if (value === "") return;
  try {
    sessionStorage.setItem(KEY, value);
  } catch {
    // Storage refused (private mode, quota): the pages ask for the phone instead.
  }
}

export function rememberedPayerPhone(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
