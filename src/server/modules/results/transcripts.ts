import { sql } from "drizzle-orm";
import type {
  StudentTranscriptRequest,
  Transcript,
  TranscriptRequestRow,
  TranscriptVerification,
} from "../../../contract/results";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { ConflictError, NotFoundError } from "../../errors";
import type { AuditActor } from "../audit/auditService";
import { recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import type { InvoiceRow } from "../payments/invoices/invoiceRows";
import { isoOf } from "../payments/invoices/invoiceRows";
import { maskName } from "../payments/invoices/paymentVerification";
import { generateStudentFeeInvoice } from "../payments/invoices/studentInvoices";
import { TRANSCRIPT_ITEM_CODE } from "../payments/invoices/sundryPayers";
import { rowsOf } from "../resources/sqlRows";
import { checkIssuedDocument, issuedDocumentCode } from "./issuedDocumentCode";
import {
  certificateClasses,
  cgpaDecimal,
  courseResultView,
  NO_STUDENT_RECORD,
  type ResultRow,
  resultsOf,
  studentById,
  studentOfAccount,
  studentView,
} from "./resultRows";
import { standingView, termsOf } from "./studentResults";

/**
 * Transcripts (issue 13): a student asks for one (the transcript fee, a sundry item of purpose 9,
 * on their own invoice, paid as any student fee; the public /sundry/transcript does the same for
 * former students without an account), the registry lists the paid requests and prints the
 * transcript — every published result, term by term, the CGPA and the class — with a QR code
 * leading to the public /verify_transcript/<code>. Every print is a `transcript_issues` row and
 * an audit entry in the same transaction.
 */

/** TRN/<year printed>/<issue id>. */
function referenceOf(issueId: number, printedAt: Date | string): string {
  return `TRN/${isoOf(printedAt).slice(0, 4)}/${String(issueId).padStart(6, "0")}`;
}

export function transcriptCodeOf(issueId: number, regNumber: string, key: string): string {
  return issuedDocumentCode("transcript", issueId, regNumber, key);
}

/** POST transcript-request: the signed-in student's transcript invoice, the destination stored with it. */
export async function requestStudentTranscript(
  db: Db,
  userId: number,
  input: StudentTranscriptRequest,
): Promise<InvoiceRow> {
  await studentOfAccount(db, userId);
  const [item] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM fee_items WHERE code = ${TRANSCRIPT_ITEM_CODE} AND fee_purpose_id = ${feePurposeId("sundry")}`,
  );
  const [session] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM academic_sessions WHERE is_current`);
  if (!item || !session) throw new ConflictError("No transcript fee is set; please contact the bursary.");
  const invoice = await generateStudentFeeInvoice(db, userId, {
    sessionId: session.id,
    feePurposeId: feePurposeId("sundry"),
    paymentType: "Full",
    feeItemId: item.id,
  });
  await rowsOf(
    db,
    sql`INSERT INTO transcript_requests (invoice_id, institution_name, address, email)
VALUES (${invoice.id}, ${input.institutionName.trim()}, ${input.institutionAddress.trim()},
  ${input.institutionEmail?.trim().toLowerCase() || null})
ON CONFLICT (invoice_id) DO NOTHING`,
  );
  return invoice;
}

interface RequestRow {
  id: number;
  created_at: Date | string;
  invoice_number: string;
  status: string;
  paid_at: Date | string | null;
  payer_name: string;
  reg_number: string | null;
  student_id: number | null;
  institution_name: string;
  address: string;
  email: string | null;
  printed_at: Date | string | null;
  print_count: number;
}

/**
 * A request's student: the invoice's own student, or — for a public payer — the student whose
 * matric number they typed (never guessed further: no match, no transcript).
 */
const REQUEST_SELECT = sql`SELECT tr.id, tr.created_at, i.invoice_number, i.status, i.paid_at,
  coalesce(st.full_name, sp.last_name || ', ' || sp.first_name || coalesce(' ' || sp.middle_name, '')) AS payer_name,
  coalesce(st.reg_number, typed.reg_number, sp.reg_number) AS reg_number,
  coalesce(st.id, typed.id) AS student_id,
  tr.institution_name, tr.address, tr.email,
  (SELECT max(ti.printed_at) FROM transcript_issues ti WHERE ti.transcript_request_id = tr.id) AS printed_at,
  (SELECT count(*)::int FROM transcript_issues ti WHERE ti.transcript_request_id = tr.id) AS print_count
FROM transcript_requests tr
JOIN invoices i ON i.id = tr.invoice_id
LEFT JOIN students st ON st.id = i.student_id
LEFT JOIN sundry_payers sp ON sp.id = i.sundry_payer_id
LEFT JOIN students typed ON sp.reg_number IS NOT NULL AND typed.reg_number = upper(btrim(sp.reg_number))`;

function requestView(row: RequestRow): TranscriptRequestRow {
  return {
    id: row.id,
    requestedAt: isoOf(row.created_at),
    invoiceNumber: row.invoice_number,
    paid: row.status === "paid",
    paidAt: row.paid_at === null ? null : isoOf(row.paid_at),
    payerName: row.payer_name,
    regNumber: row.reg_number,
    studentId: row.student_id,
    institutionName: row.institution_name,
    institutionAddress: row.address,
    institutionEmail: row.email,
    printedAt: row.printed_at === null ? null : isoOf(row.printed_at),
    printCount: row.print_count,
  };
}

/**
 * The registry's list of transcript requests (`schemas/lists/transcript-requests.json`): one row
 * per request with its payment, destination and prints, in the list file's columns.
 */
export const TRANSCRIPT_REQUEST_LIST = sql`SELECT r.id, r.created_at AS requested_at, r.invoice_number,
  r.status AS payment_status, r.paid_at, r.payer_name, r.reg_number, r.student_id, r.institution_name,
  r.address AS institution_address, r.printed_at, r.print_count
FROM (${REQUEST_SELECT}) r`;

/** GET my-transcript-requests: the signed-in student's own requests. */
export async function ownTranscriptRequests(db: Db, userId: number): Promise<TranscriptRequestRow[]> {
  // One statement: the account's record (none: 404) with its requests, if any, beside it.
  const rows = await rowsOf<{ owner: number } & { [K in keyof RequestRow]: RequestRow[K] | null }>(
    db,
    sql`SELECT me.id AS owner, request.* FROM (SELECT id FROM students WHERE user_id = ${userId}) me
  LEFT JOIN LATERAL (${REQUEST_SELECT} WHERE i.student_id = me.id AND i.status IN ('unpaid', 'paid')) request ON true
  ORDER BY request.id DESC`,
  );
  if (rows.length === 0) throw new NotFoundError(NO_STUDENT_RECORD);
  return rows.filter((row): row is { owner: number } & RequestRow => row.id !== null).map(requestView);
}

function transcriptOf(
  issue: { id: number; printed_at: Date | string; printed_by: string },
  request: RequestRow,
  rows: ResultRow[],
  student: Awaited<ReturnType<typeof studentById>>,
  classes: Awaited<ReturnType<typeof certificateClasses>>,
  key: string,
): Transcript {
  const standing = standingView(rows, classes);
  return {
    reference: referenceOf(issue.id, issue.printed_at),
    code: transcriptCodeOf(issue.id, student.reg_number, key),
    student: studentView(student),
    terms: termsOf(rows).map((term) => {
      const first = term.rows[0] as ResultRow;
      return {
        session: { id: first.session_id, name: first.session_name },
        semester: { id: first.semester_id, name: first.semester_name },
        courses: term.rows.map(courseResultView),
        gpa: term.gpa,
        cgpa: term.cgpa,
      };
    }),
    cgpa: standing.cgpa,
    certificateClass: standing.certificateClass,
    institutionName: request.institution_name,
    institutionAddress: request.address,
    printedAt: isoOf(issue.printed_at),
    printedBy: issue.printed_by,
  };
}

/**
 * POST transcript-requests/:id/print: the transcript of a paid request, recorded (and audited)
 * as printed. 404 for no such request; 409 unpaid, or when no student matches the request, or
 * the student has no published result.
 */
export async function printTranscript(
  db: Db,
  user: AuthUser,
  actor: AuditActor,
  requestId: number,
  key: string,
): Promise<Transcript> {
  return db.transaction(async (tx) => {
    const [request] = await rowsOf<RequestRow>(tx, sql`${REQUEST_SELECT} WHERE tr.id = ${requestId}`);
    if (!request) throw new NotFoundError("Transcript request not found");
    if (request.status !== "paid")
      throw new ConflictError("The transcript fee of this request is not paid yet.");
    if (request.student_id === null)
      throw new ConflictError(
        `No student has the matric number ${request.reg_number ?? "(none given)"}: the request cannot be matched to a record.`,
      );
    const student = await studentById(tx, request.student_id);
    const [rows, classes] = await Promise.all([resultsOf(tx, [student.id]), certificateClasses(tx)]);
    if (rows.length === 0) throw new ConflictError(`${student.full_name} has no published result yet.`);
    const standing = standingView(rows, classes);
    const [issue] = await rowsOf<{ id: number; printed_at: Date | string; printed_by: string }>(
      tx,
      sql`INSERT INTO transcript_issues (transcript_request_id, student_id, cgpa, units, certificate_class, printed_by)
VALUES (${request.id}, ${student.id}, ${cgpaDecimal(standing.cgpa.hundredths)}, ${standing.cgpa.units},
  ${standing.certificateClass}, ${user.id})
RETURNING id, printed_at, (SELECT full_name FROM users WHERE id = ${user.id}) AS printed_by`,
    );
    if (!issue) throw new Error("transcript issue not recorded");
    await recordAudit(tx, {
      ...actor,
      action: "print",
      entity: "transcripts",
      entityId: String(issue.id),
      after: { transcriptRequestId: request.id, studentId: student.id, regNumber: student.reg_number },
    });
    return transcriptOf(issue, request, rows, student, classes, key);
  });
}

/** GET verify-transcript/:code (public): Genuine (what was printed, the name masked), Altered or Unknown. */
export async function verifyTranscriptCode(
  db: Db,
  key: string,
  code: string,
): Promise<TranscriptVerification> {
  const checked = await checkIssuedDocument(code, key, "transcript", TRANSCRIPT_WORDS, async (read) => {
    const [row] = await rowsOf<{
      id: number;
      printed_at: Date | string;
      cgpa: string | null;
      certificate_class: string | null;
      full_name: string;
      reg_number: string;
      programme_name: string;
    }>(
      db,
      sql`SELECT ti.id, ti.printed_at, ti.cgpa, ti.certificate_class, st.full_name, st.reg_number,
  p.name AS programme_name
FROM transcript_issues ti JOIN students st ON st.id = ti.student_id JOIN programmes p ON p.id = st.programme_id
WHERE ti.id = ${read.recordId}`,
    );
    if (!row || row.reg_number !== read.regNumber) return undefined;
    return {
      reference: referenceOf(row.id, row.printed_at),
      studentName: maskName(row.full_name.replace(",", "")),
      regNumber: row.reg_number,
      programme: row.programme_name,
      cgpa: row.cgpa === null ? null : Math.round(Number(row.cgpa) * 100),
      certificateClass: row.certificate_class,
      printedAt: isoOf(row.printed_at),
    };
  });
  return { state: checked.state, message: checked.message, transcript: checked.found };
}

const TRANSCRIPT_WORDS = {
  name: "transcript",
  possessive: "a transcript's",
  unknown: "This transcript could not be verified: the College has no such transcript on record.",
  genuine: "This transcript is genuine: the College printed it with the figures below.",
};
