/**
 * What an applicant's sign-in may open with (router state, never the address): the paid
 * invoice's RRR or number and the phone it was generated with, which the payment status page
 * already knows, so "Continue to your … application" does not ask for them again. The sign-in
 * still emails its code: neither is a secret that lets anyone in.
 */
export interface SignInPrefill {
  reference: string;
  phoneNumber?: string;
}

export function isSignInPrefill(state: unknown): state is SignInPrefill {
  if (typeof state !== "object" || state === null) return false;
  const { reference, phoneNumber } = state as Record<string, unknown>;
  return typeof reference === "string" && (phoneNumber === undefined || typeof phoneNumber === "string");
}

/** The prefill for a paid invoice: its RRR (else its number) and the phone, when known. */
export function signInPrefillOf(
  payment: { rrr?: string | null; invoiceNumber?: string | null },
  phoneNumber: string | undefined,
): SignInPrefill | undefined {
  const reference = payment.rrr || payment.invoiceNumber;
  if (!reference) return undefined;
  return phoneNumber ? { reference, phoneNumber } : { reference };
}
