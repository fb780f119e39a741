import { sql } from "drizzle-orm";
import type {
  ApplicationInvoiceLookup,
  ApplicationInvoiceLookupResult,
  ApplicationInvoiceRequest,
} from "../../../../contract/payments";
import type { ApplicationType } from "../../../../schema/applicationTypes";
import { localPhone, maskPhone } from "../../../../schema/phoneNumber";
import type { Db } from "../../../db/database";
import { ConflictError } from "../../../errors";
import { assertApplicationsOpen } from "../../applicationSetup/applicationWindow";
import { rowsOf } from "../../resources/sqlRows";
import { maskEmail } from "../documents/receiptMail";
import { type InvoiceRow, invoiceWhere } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { FEE_PURPOSE, sessionName, unknownField } from "./payerContext";
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
    sql`i.applicant_id = ${applicantId} AND i.fee_purpose_id = ${FEE_PURPOSE.application}
      AND i.session_id = ${sessionId} AND i.status IN ('unpaid', 'paid')`,
  );
}

/**
 * Step 1 of the public invoice flow: the applicant known by type, session and phone, with their
 * invoice number if they have one; otherwise what the form can prefill (the names and the fee).
 * Anyone may type any phone: the e-mail and the phone come back masked (the form keeps the phone
 * the payer typed), and look-ups are throttled per address.
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
WHERE application_type_id = ${type.meta.id} AND session_id = ${sessionId} AND mobile_number = ${mobileNo}`,
  );
  const invoice = applicant ? await applicationInvoiceOf(db, applicant.id, sessionId) : undefined;
  // No invoice yet: a closed type (or one past its deadline) says so now, not after the form.
  if (!invoice) await assertApplicationsOpen(db, type.meta, sessionId);
  return {
    invoiceNumber: invoice?.invoice_number ?? null,
    lastname: applicant?.last_name ?? null,
    firstname: applicant?.first_name ?? null,
    middleName: applicant?.middle_name ?? null,
    mobileNo: maskPhone(mobileNo),
    email: applicant?.email ? maskEmail(applicant.email) : null,
    sessionId,
    amount: (await applicationFee(db, type.meta.id, sessionId)) ?? null,
  };
}

/**
 * The spec's Invoice request: finds or creates the applicant for the type and session (one per
 * phone number), then their application invoice. The amount is the fee setup's; a request's
 * `amount` is ignored.
 */
export async function generateApplicationInvoice(
  db: Db,
  types: readonly ApplicationType[],
  input: ApplicationInvoiceRequest,
): Promise<InvoiceRow> {
  const type = applicationTypeOf(types, input.applicationTypeId);
  const mobileNumber = localPhone(input.mobileNumber);
  // Most asks are repeats (people click again): one read answers them, no lock, no write.
  const known = await invoiceWhere(
    db,
    sql`i.applicant_id = (SELECT id FROM applicants WHERE application_type_id = ${type.meta.id}
      AND session_id = ${input.sessionId} AND mobile_number = ${mobileNumber})
    AND i.fee_purpose_id = ${FEE_PURPOSE.application} AND i.session_id = ${input.sessionId}
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
  // The first request creates the applicant; later ones (even concurrent) find the same row.
  const [applicant] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, middle_name, email, mobile_number)
VALUES (${type.meta.id}, ${input.sessionId}, ${input.lastName.trim()}, ${input.firstName.trim()},
  ${input.middleName?.trim() || null}, ${input.email?.trim().toLowerCase() || null}, ${mobileNumber})
ON CONFLICT (application_type_id, session_id, mobile_number) DO NOTHING
RETURNING id`,
  );
  // Taken by a concurrent first request (its insert has committed by now): that row is theirs.
  const [existing] = applicant
    ? [applicant]
    : await rowsOf<{ id: number }>(
        db,
        sql`SELECT id FROM applicants WHERE application_type_id = ${type.meta.id}
  AND session_id = ${input.sessionId} AND mobile_number = ${mobileNumber}`,
      );
  if (!existing) throw new Error("applicant neither inserted nor found");
  return openInvoice(db, {
    payer: { applicantId: existing.id },
    feePurposeId: FEE_PURPOSE.application,
    sessionId: input.sessionId,
    description: `${type.meta.name} Application Fee ${session}`,
    draft: {
      paymentType: "Full",
      lines: [{ kind: "fee", description: `${type.meta.name} Application Fee`, amount: fee }],
      total: fee,
    },
  });
}
