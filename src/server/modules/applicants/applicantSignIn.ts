import { type SQL, sql } from "drizzle-orm";
import { APPLICANT_MESSAGES } from "../../../contract/applicants";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { localPhone } from "../../../schema/phoneNumber";
import { type Db, queryRows } from "../../db/database";
import { ConflictError, TooManyRequestsError, ValidationError } from "../../errors";
import { CODE_MINUTES, issueOneTimeCode, verifyOneTimeCode } from "../auth/twoFactorService";
import type { Mailer } from "../mail/mailer";
import { type AccountThrottleRules, accountCounters } from "../rateLimit/accountThrottle";
import { waitMinutes } from "../rateLimit/failurePolicy";
import { claimAttempt, type FailureCounter } from "../rateLimit/failureThrottle";
import { enforceRateLimit, type RateLimitRule } from "../rateLimit/rateLimitService";
import { maskEmail, readReference } from "./invoiceReference";

/** The applicant an application invoice belongs to, as sign-in needs them. */
export interface InvoicedApplicant {
  applicantId: number;
  applicationTypeId: string;
  fullName: string;
  email: string | null;
  invoiceNumber: string;
  status: string;
}

/** The application invoice with this number or RRR that also meets `condition`. */
async function applicationInvoiceWhere(
  db: Db,
  reference: string,
  condition: SQL,
): Promise<InvoicedApplicant | undefined> {
  const read = readReference(reference);
  const match = "rrr" in read ? sql`i.rrr = ${read.rrr}` : sql`i.invoice_number = ${read.invoiceNumber}`;
  const [row] = await queryRows<{
    applicant_id: number;
    application_type_id: string;
    full_name: string;
    email: string | null;
    invoice_number: string;
    status: string;
  }>(
    db,
    sql`SELECT a.id AS applicant_id, a.application_type_id,
        concat_ws(' ', a.last_name, a.first_name, a.middle_name) AS full_name, a.email,
        i.invoice_number, i.status
      FROM invoices i JOIN applicants a ON a.id = i.applicant_id
      WHERE ${match} AND i.fee_purpose_id = ${feePurposeId("application")} AND ${condition}
      LIMIT 1`,
  );
  if (!row) return undefined;
  return {
    applicantId: row.applicant_id,
    applicationTypeId: row.application_type_id,
    fullName: row.full_name,
    email: row.email,
    invoiceNumber: row.invoice_number,
    status: row.status,
  };
}

/**
 * The application invoice of `type` with this number or RRR, generated with this phone number;
 * undefined when there is none (a wrong phone is the same "none": it tells a guesser nothing).
 */
export function findApplicationInvoice(
  db: Db,
  type: string,
  reference: string,
  phoneNumber: string,
): Promise<InvoicedApplicant | undefined> {
  return applicationInvoiceWhere(
    db,
    reference,
    sql`a.application_type_id = ${type} AND a.mobile_number = ${localPhone(phoneNumber)}`,
  );
}

/** The application invoice with this number or RRR, of any type (staff screens). */
export function findApplicationInvoiceByReference(
  db: Db,
  reference: string,
): Promise<InvoicedApplicant | undefined> {
  return applicationInvoiceWhere(db, reference, sql`true`);
}

/** The paid invoice's applicant, or the refusal the sign-in page shows. */
export async function paidApplicant(
  db: Db,
  type: string,
  reference: string,
  phoneNumber: string,
): Promise<InvoicedApplicant> {
  const found = await findApplicationInvoice(db, type, reference, phoneNumber);
  if (!found) throw new ValidationError([{ path: "reference", message: APPLICANT_MESSAGES.noMatch }]);
  if (found.status !== "paid") throw new ConflictError(APPLICANT_MESSAGES.unpaid);
  return found;
}

/**
 * Wrong invoice details and wrong codes are throttled like wrong passwords (auth's SIGN_IN_RULES):
 * only failures count, per invoice reference, per reference and address, and per address with a
 * campus-sized ceiling.
 */
export const APPLICANT_SIGN_IN_RULES: AccountThrottleRules = {
  account: { free: 15, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  accountAddress: { free: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 1000, windowMs: 15 * 60_000, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
};

/** Codes mailed to one applicant: a few resends, not a mail bomb. */
export const CODES_PER_APPLICANT: RateLimitRule = { limit: 5, windowMs: 15 * 60_000 };

/**
 * Counts an attempt on the invoice `reference` names in advance (429 while it must wait); settle
 * it on success. The counters are the invoice's, however it is named: its number and its RRR are
 * one account, not two (issue 20, item 9). A reference naming no invoice is counted as typed.
 */
export async function claimApplicantAttempt(
  db: Db,
  scope: "applicant-lookup" | "applicant-code",
  reference: string,
  ip: string,
): Promise<FailureCounter[]> {
  const invoice = await findApplicationInvoiceByReference(db, reference);
  const read = readReference(reference);
  const key = invoice?.invoiceNumber ?? ("rrr" in read ? read.rrr : read.invoiceNumber);
  const counters = accountCounters(scope, key, ip, APPLICANT_SIGN_IN_RULES);
  const claim = await claimAttempt(db, counters);
  if (!claim.allowed)
    throw new TooManyRequestsError(
      `Too many failed attempts. Please wait ${waitMinutes(claim.retryAfterSeconds)} and try again.`,
      claim.retryAfterSeconds,
    );
  return counters;
}

/** Mails `applicant` a fresh one-time code (earlier ones stop working); answers the masked address. */
export async function sendApplicantCode(
  db: Db,
  mailer: Mailer,
  secret: string,
  applicant: InvoicedApplicant,
  typeName: string,
): Promise<{ email: string; minutes: number }> {
  if (!applicant.email) throw new ConflictError(APPLICANT_MESSAGES.noEmail);
  await enforceRateLimit(
    db,
    `applicant:codes:${applicant.applicantId}`,
    CODES_PER_APPLICANT,
    (wait) => `Too many codes were sent for this invoice. Please wait ${wait} and try again.`,
  );
  const code = await issueOneTimeCode(db, secret, { applicantId: applicant.applicantId });
  await mailer.send({
    to: applicant.email,
    subject: `Your ${typeName} application sign-in code`,
    text: `Dear ${applicant.fullName},\n\nYour sign-in code for the ${typeName} application (invoice ${applicant.invoiceNumber}) is ${code}. It works once, for ${CODE_MINUTES} minutes.\n\nIf you did not ask for it, you can ignore this email.`,
  });
  return { email: maskEmail(applicant.email), minutes: CODE_MINUTES };
}

/** Checks the applicant's newest code (400 naming `code` when wrong, expired or tried too often). */
export function verifyApplicantCode(
  db: Db,
  secret: string,
  applicantId: number,
  code: string,
): Promise<void> {
  return verifyOneTimeCode(db, secret, { applicantId }, code);
}
