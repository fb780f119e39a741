import { sql } from "drizzle-orm";
import { ADMISSION_MESSAGES, type AdmissionStatus } from "../../../contract/admissions";
import type { ApplicationType } from "../../../schema/applicationTypes";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { ConflictError, TooManyRequestsError, ValidationError } from "../../errors";
import { feeAssignmentsFor } from "../payments/feeSetup/feeAssignmentRows";
import { type InvoiceRow, invoicesWhere } from "../payments/invoices/invoiceRows";
import { openInvoice } from "../payments/invoices/openInvoice";
import { resolveFeeAssignment } from "../payments/money/feeResolution";
import { draftInvoice } from "../payments/money/invoiceDraft";
import { type AccountThrottleRules, accountCounters } from "../rateLimit/accountThrottle";
import { waitMinutes } from "../rateLimit/failurePolicy";
import { claimAttempt, type FailureCounter } from "../rateLimit/failureThrottle";
import {
  type ApplicantFacts,
  applicantByReference,
  applicationNumberOf,
  fullNameOf,
  modeOfStudyOf,
  typeOf,
} from "./admissionFacts";

/**
 * Wrong numbers and phone numbers are throttled like wrong passwords (only failures count): per
 * number asked about, per number and address, and per address with a campus-sized ceiling. A
 * sweep of sequential application numbers from one address stops long before it learns much.
 */
export const ADMISSION_LOOKUP_RULES: AccountThrottleRules = {
  account: { free: 15, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  accountAddress: { free: 10, windowMs: 60 * 60_000, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 },
  address: { free: 300, windowMs: 15 * 60_000, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60 },
};

/** Counts an attempt on `reference` in advance (429 while it must wait); settle it on success. */
export async function claimLookup(
  db: Db,
  scope: string,
  reference: string,
  ip: string,
): Promise<FailureCounter[]> {
  const counters = accountCounters(scope, reference.trim().toUpperCase(), ip, ADMISSION_LOOKUP_RULES);
  const claim = await claimAttempt(db, counters);
  if (!claim.allowed)
    throw new TooManyRequestsError(
      `Too many failed attempts. Please wait ${waitMinutes(claim.retryAfterSeconds)} and try again.`,
      claim.retryAfterSeconds,
    );
  return counters;
}

/** The applicant the number and phone name, or the "no match" the page shows on the number field. */
export async function matchingApplicant(
  db: Db,
  reference: string,
  phoneNumber: string,
): Promise<ApplicantFacts> {
  const facts = await applicantByReference(db, reference, phoneNumber);
  if (!facts) throw new ValidationError([{ path: "reference", message: ADMISSION_MESSAGES.noMatch }]);
  return facts;
}

/** The applicant's acceptance fee invoice (the newest open or paid one), if any. */
export async function acceptanceInvoiceOf(db: Db, applicantId: number): Promise<InvoiceRow | undefined> {
  const [row] = await invoicesWhere(
    db,
    sql`i.applicant_id = ${applicantId} AND i.fee_purpose_id = ${feePurposeId("acceptance")}
      AND i.status IN ('unpaid', 'paid')`,
    sql`ORDER BY (i.status = 'paid') DESC, i.id DESC LIMIT 1`,
  );
  return row;
}

/** What /prospective_students shows: the decision in words and, once admitted, the acceptance fee. */
export async function admissionStatusOf(
  db: Db,
  types: readonly ApplicationType[],
  facts: ApplicantFacts,
): Promise<AdmissionStatus> {
  const type = typeOf(types, facts);
  const status = facts.decision ?? "pending";
  const acceptance = status === "admitted" ? await acceptanceInvoiceOf(db, facts.id) : undefined;
  const message =
    status === "admitted"
      ? ADMISSION_MESSAGES.admitted(facts.programme ?? "", facts.department ?? "", facts.session_name)
      : status === "not_admitted"
        ? ADMISSION_MESSAGES.notAdmitted
        : ADMISSION_MESSAGES.pending;
  const admitted = status === "admitted";
  const assignment = admitted ? await acceptanceAssignmentOf(db, types, facts) : undefined;
  return {
    status,
    message,
    applicationNumber: applicationNumberOf(facts),
    fullName: fullNameOf(facts),
    applicationType: type.meta.name,
    sessionName: facts.session_name,
    programme: admitted ? facts.programme : null,
    department: admitted ? facts.department : null,
    courseOption: admitted ? facts.course_option : null,
    level: admitted ? facts.level : null,
    acceptance: acceptance
      ? {
          invoiceNumber: acceptance.invoice_number,
          status: acceptance.status,
          amount: Number(acceptance.total),
        }
      : null,
    acceptanceFee: assignment ? draftInvoice({ assignment, paymentType: "Full" }).total : null,
    matricNumber: facts.matric_number,
  };
}

/**
 * The fee setup's acceptance row for the admitted programme, student type, level and mode of
 * study, if the bursary has set one.
 */
async function acceptanceAssignmentOf(db: Db, types: readonly ApplicationType[], facts: ApplicantFacts) {
  const type = typeOf(types, facts);
  const acceptance = feePurposeId("acceptance");
  return resolveFeeAssignment(await feeAssignmentsFor(db, facts.session_id, acceptance), {
    sessionId: facts.session_id,
    feePurposeId: acceptance,
    programmeId: facts.programme_id,
    studentTypeId: type.meta.studentTypeId,
    levelId: facts.level_id,
    modeOfStudyId: modeOfStudyOf(facts, type),
  });
}

/**
 * The admitted applicant's acceptance fee invoice (Order 6's invoice service, payer = the
 * applicant), priced by the fee setup's acceptance row; asking again returns the same invoice.
 */
export async function acceptanceInvoiceFor(
  db: Db,
  types: readonly ApplicationType[],
  facts: ApplicantFacts,
): Promise<InvoiceRow> {
  if (facts.decision !== "admitted") throw new ConflictError(ADMISSION_MESSAGES.notAdmittedForInvoice);
  const assignment = await acceptanceAssignmentOf(db, types, facts);
  if (!assignment)
    throw new ConflictError(
      `No acceptance fee is set for ${facts.programme} in ${facts.session_name}; please contact the bursary.`,
    );
  return openInvoice(db, {
    payer: { applicantId: facts.id },
    feePurposeId: feePurposeId("acceptance"),
    sessionId: facts.session_id,
    description: `Acceptance Fee ${facts.session_name}`,
    draft: draftInvoice({ assignment, paymentType: "Full" }),
  });
}
