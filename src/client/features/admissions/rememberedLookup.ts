import type { AdmissionLookupBody } from "../../../contract/admissions";

/**
 * The number and phone the admitted journey's public pages were last answered for, kept for this
 * browser tab only: coming back from the payment gateway shows the status again, and the
 * clearance form opened from the status page needs no second typing. A link opened in another
 * tab (or a bookmark) starts without them, and the page asks.
 */
const STORAGE_KEY = "matric.admissionStatus";

export function rememberedLookup(): AdmissionLookupBody | undefined {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as AdmissionLookupBody | null;
    return saved?.reference && saved.phoneNumber ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLookup(body: AdmissionLookupBody): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(body));
}
