import { REFERRAL_PARAMETER } from "../../../contract/auth";

/**
 * The applicant start page a referral link opens: the NCE programme's invoice page (the College's
 * main programme); the code rides along (`?ref=`) and fills the invoice form's field. Every
 * programme's invoice page reads `?ref=` the same way, and the form takes the code typed.
 */
export const REFERRAL_START_PAGE = "/generate_nce_students_invoice";

/** The link a student shares: the portal's address, the start page and their code. */
export function referralLink(origin: string, code: string): string {
  const url = new URL(REFERRAL_START_PAGE, origin);
  url.searchParams.set(REFERRAL_PARAMETER, code);
  return url.toString();
}
