import { type SQL, sql } from "drizzle-orm";
import type {
  ApplicationInvoiceLookup,
  ApplicationInvoiceLookupResult,
  ApplicationInvoiceRequest,
} from "../../../../contract/payments";
import type { ApplicationType } from "../../../../schema/applicationTypes";
import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import { localPhone } from "../../../../schema/phoneNumber";
import type { Db } from "../../../db/database";
import { ConflictError } from "../../../errors";
import { assertApplicationsOpen } from "../../applicationSetup/applicationWindow";
import { referrerOf } from "../../referrals/referralService";
import { rowsOf } from "../../resources/sqlRows";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { sessionName, unknownField } from "./payerContext";
import { throttlePhoneLookup } from "./phoneLookupThrottle";

interface ApplicantRow {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string | null;
  email: string | null;
  mobile_number: string;
}

function applicationTypeOf(types: readonly ApplicationType[], id: string): ApplicationType {
  const type = types.find((candidate) => candidate.meta.id === id);
  if (!type) throw unknownField("applicationTypeId", "There is no such application type");
  return type;
}

async function currentSessionId(db: Db): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE is_current LIMIT 1`,
  );
  if (!row) throw unknownField("sessionId", "No session is current; choose a session");
  return row.id;
}

/** The application fee of the fee setup (kobo), undefined when the bursary set none. */
async function applicationFee(db: Db, type: string, sessionId: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ amount: string | number }>(
    db,
    sql`SELECT amount FROM application_fees WHERE application_type = ${type} AND session_id = ${sessionId} AND active`,
  );
  return row ? Number(row.amount) : undefined;
}

async function applicationInvoiceOf(
  db: Db,
  applicantId: number,
  sessionId: number,
): Promise<InvoiceRow | undefined> {
  return invoiceWhere(
    db,
    sql`i.applicant_id = ${applicantId} AND i.fee_purpose_id = ${feePurposeId("application")}
      AND i.session_id = ${sessionId} AND i.status IN ('unpaid', 'paid')`,
  );
}

/**
 * The application of one person: the type and session, and the phone AND email it was made with
 * (an invoice made without an email is its own application, which no sign-in code can reach).
 */
function applicantOf(type: string, sessionId: number, phone: string, email: string | null | undefined): SQL {
  return sql`application_type_id = ${type} AND session_id = ${sessionId}
    AND mobile_number = ${localPhone(phone)} AND email IS NOT DISTINCT FROM ${applicantEmail(email)}`;
}

/** An email address as applicants are kept (trimmed, lower case: migration 0060's check); null when none. */
function applicantEmail(email: string | null | undefined): string | null {
  return email?.trim().toLowerCase() || null;
}

/**
 * Step 1 of the public invoice flow: the applicant known by type, session, phone and email, with
 * their invoice number if they have one; otherwise what the form can prefill (phone, email, fee).
 * A phone alone finds nothing: an invoice made with someone's phone and another email is not
 * theirs (issue 20, item 8; README "Applicant identity"). Look-ups are throttled per address.
 */
export async function lookupApplicationInvoice(
  db: Db,
  types: readonly ApplicationType[],
  input: ApplicationInvoiceLookup,
  ip: string,
): Promise<ApplicationInvoiceLookupResult> {
  await throttlePhoneLookup(db, ip);
  const type = applicationTypeOf(types, input.applicationTypeId);
  const sessionId = input.sessionId ?? (await currentSessionId(db));
  const mobileNo = localPhone(input.regNumber);
  const [applicant] = await rowsOf<ApplicantRow>(
    db,
    sql`SELECT id, last_name, first_name, middle_name, email, mobile_number FROM applicants
WHERE ${applicantOf(type.meta.id, sessionId, input.regNumber, input.email)}`,
  );
  const invoice = applicant ? await applicationInvoiceOf(db, applicant.id, sessionId) : undefined;
  // No invoice yet: a closed type (or one past its deadline) says so now, not after the form.
  if (!invoice) await assertApplicationsOpen(db, type.meta, sessionId);
  return {
    invoiceNumber: invoice?.invoice_number ?? null,
    lastname: applicant?.last_name ?? null,
    firstname: applicant?.first_name ?? null,
    middleName: applicant?.middle_name ?? null,
    // Only what the requester typed comes back (found by phone AND email, nothing else is told).
    mobileNo,
    email: applicantEmail(input.email),
    sessionId,
    amount: (await applicationFee(db, type.meta.id, sessionId)) ?? null,
  };
}

/**
 * The spec's Invoice request: finds or creates the applicant for the type and session (one per
 * phone and email: the sign-in code of the invoice only ever goes to the email it was made with),
 * then their application invoice, the two in one transaction. The amount is the fee setup's; a
 * request's `amount` is ignored.
 */
export async function generateApplicationInvoice(
  db: Db,
  types: readonly ApplicationType[],
  input: ApplicationInvoiceRequest,
): Promise<InvoiceRow> {
  const type = applicationTypeOf(types, input.applicationTypeId);
  // A code nobody has is the payer's typing error: said on the field even when the invoice exists.
  const referrer = await referrerOf(db, input.referralCode);
  const person = applicantOf(type.meta.id, input.sessionId, input.mobileNumber, input.email);
  // Most asks are repeats (people click again): one read answers them, no lock, no write.
  const known = await invoiceWhere(
    db,
    sql`i.applicant_id = (SELECT id FROM applicants WHERE ${person})
    AND i.fee_purpose_id = ${feePurposeId("application")} AND i.session_id = ${input.sessionId}
    AND i.status IN ('unpaid', 'paid')`,
  );
  if (known) return known;
  await assertApplicationsOpen(db, type.meta, input.sessionId);
  const session = await sessionName(db, input.sessionId);
  const fee = await applicationFee(db, type.meta.id, input.sessionId);
  if (fee === undefined) {
    throw new ConflictError(
      `No application fee is set for ${type.meta.name} in ${session}; please contact the bursary.`,
    );
  }
  // The applicant and their invoice together or not at all: a crash between them must not leave
  // an applicant without an invoice (issue 20, item 13).
  return db.transaction(async (tx) => {
    // The first request creates the applicant; later ones (even concurrent) find the same row.
    const [inserted] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, middle_name, email, mobile_number,
  referrer_student_id)
VALUES (${type.meta.id}, ${input.sessionId}, ${input.lastName.trim()}, ${input.firstName.trim()},
  ${input.middleName?.trim() || null}, ${applicantEmail(input.email)}, ${localPhone(input.mobileNumber)}, ${referrer})
ON CONFLICT (application_type_id, session_id, mobile_number, (coalesce(email, ''))) DO NOTHING
RETURNING id`,
    );
    // Taken by a concurrent first request (its insert has committed by now): that row is theirs.
    const [applicant] = inserted
      ? [inserted]
      : await rowsOf<{ id: number }>(tx, sql`SELECT id FROM applicants WHERE ${person}`);
    if (!applicant) throw new Error("applicant neither inserted nor found");
    // An applicant known from before (an expired invoice) keeps the first referrer they named.
    if (!inserted && referrer !== null)
      await tx.execute(
        sql`UPDATE applicants SET referrer_student_id = ${referrer} WHERE id = ${applicant.id} AND referrer_student_id IS NULL`,
      );
    return openInvoice(tx, {
      payer: { applicantId: applicant.id },
      feePurposeId: feePurposeId("application"),
      sessionId: input.sessionId,
      description: `${type.meta.name} Application Fee ${session}`,
      draft: {
        paymentType: "Full",
        lines: [{ kind: "fee", description: `${type.meta.name} Application Fee`, amount: fee }],
        total: fee,
      },
    });
  });
}
