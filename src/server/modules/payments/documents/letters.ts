import { type SQL, sql } from "drizzle-orm";
import type { Letter, LetterAnswer, LetterVerification } from "../../../../contract/receipts";
import { formatApplicationNumber } from "../../../../schema/applicationNumber";
import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import {
  isLetterKind,
  LETTER_ROUTES,
  LETTER_TEMPLATES,
  type LetterKind,
  letterKindFor,
} from "../../../../schema/letters";
import type { Db } from "../../../db/database";
import { ConflictError, NotFoundError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import { type InvoiceRow, invoicesWhere, invoiceWhere, isoOf } from "../invoices/invoiceRows";
import { maskName } from "../invoices/paymentVerification";
import { readDocumentCode, signDocumentCode } from "./documentCode";
import { receiptNumberOf } from "./receipts";

/** The first field of a letter's code (a receipt's is "R"). */
const LETTER_CODE = "L";

interface StudentFacts {
  id: number;
  reg_number: string;
  programme: string;
  programme_group_id: number;
  department: string;
  level: string;
}

async function studentOf(db: Db, where: SQL): Promise<StudentFacts | undefined> {
  const [row] = await rowsOf<StudentFacts>(
    db,
    sql`SELECT st.id, st.reg_number, p.name AS programme, p.programme_group_id, d.name AS department,
  l.name AS level
FROM students st
JOIN programmes p ON p.id = st.programme_id
JOIN departments d ON d.id = st.department_id
JOIN levels l ON l.id = st.level_id
WHERE ${where}`,
  );
  return row;
}

/**
 * An admitted applicant as their admission letter names them (admission_decisions, migration
 * 0165): the application number stands where a student's matric number would.
 */
async function admittedApplicantOf(db: Db, applicantId: number): Promise<StudentFacts | undefined> {
  const [row] = await rowsOf<StudentFacts & { application_type_id: string; session_name: string }>(
    db,
    sql`SELECT a.id, a.application_type_id, s.name AS session_name, p.name AS programme,
  p.programme_group_id, d.name AS department, l.name AS level, '' AS reg_number
FROM admission_decisions ad
JOIN applicants a ON a.id = ad.applicant_id
JOIN academic_sessions s ON s.id = a.session_id
JOIN programmes p ON p.id = ad.programme_id
JOIN departments d ON d.id = ad.department_id
JOIN levels l ON l.id = ad.level_id
WHERE ad.applicant_id = ${applicantId} AND ad.status = 'admitted'`,
  );
  if (!row) return undefined;
  return { ...row, reg_number: formatApplicationNumber(row.application_type_id, row.session_name, row.id) };
}

/**
 * An admitted applicant's admission letter, once their acceptance fee is paid (the latest paid
 * acceptance invoice they were the payer of); 409 saying what is missing otherwise.
 */
export async function admissionLetterForApplicant(db: Db, key: string, applicantId: number): Promise<Letter> {
  const applicant = await admittedApplicantOf(db, applicantId);
  if (!applicant) throw new ConflictError("There is no admission to print a letter for.");
  const template = LETTER_TEMPLATES.admission;
  const [invoice] = await invoicesWhere(
    db,
    sql`i.applicant_id = ${applicantId} AND i.fee_purpose_id = ${template.feePurposeId} AND i.status = 'paid'`,
    sql`ORDER BY i.paid_at DESC, i.id DESC LIMIT 1`,
  );
  if (!invoice)
    throw new ConflictError(
      "Your admission letter is issued once your acceptance fee is paid: generate the acceptance fee invoice and pay it first.",
    );
  return letterOf(db, key, "admission", applicant, invoice);
}

async function sessionNameOf(db: Db, sessionId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(
    db,
    sql`SELECT name FROM academic_sessions WHERE id = ${sessionId}`,
  );
  return row?.name ?? "";
}

function referenceNumberOf(kind: LetterKind, invoice: InvoiceRow): string {
  const year = invoice.paid_at === null ? "0000" : isoOf(invoice.paid_at).slice(0, 4);
  return `${LETTER_TEMPLATES[kind].referenceCode}/${year}/${String(invoice.id).padStart(6, "0")}`;
}

async function letterOf(
  db: Db,
  key: string,
  kind: LetterKind,
  student: StudentFacts,
  invoice: InvoiceRow,
): Promise<Letter> {
  if (invoice.paid_at === null) throw new Error(`invoice ${invoice.invoice_number} is not paid`);
  return {
    kind,
    referenceNumber: referenceNumberOf(kind, invoice),
    studentName: invoice.full_name,
    matricNumber: student.reg_number,
    programme: student.programme,
    department: student.department,
    level: student.level,
    sessionName: await sessionNameOf(db, invoice.session_id),
    issuedAt: isoOf(invoice.paid_at),
    invoiceNumber: invoice.invoice_number,
    receiptNumber: receiptNumberOf(invoice),
    amountPaid: Number(invoice.total),
    // The code carries the facts a forger would change: which letter, which payment, whose.
    verificationCode: signDocumentCode([LETTER_CODE, kind, invoice.invoice_number, student.reg_number], key),
  };
}

/**
 * The signed-in student's letter of a kind: once the fee it needs is paid (their latest paid
 * invoice of that purpose), else why not and where to go.
 */
export async function letterForStudent(
  db: Db,
  key: string,
  userId: number,
  kind: LetterKind,
): Promise<LetterAnswer> {
  const student = await studentOf(db, sql`st.user_id = ${userId}`);
  if (!student) throw new NotFoundError("No student record is linked to this account");
  const own = letterKindFor(kind, student.programme_group_id);
  const template = LETTER_TEMPLATES[kind];
  if (own !== kind) {
    const ownTemplate = own ? LETTER_TEMPLATES[own] : undefined;
    return {
      availability: "other_letter",
      message: ownTemplate
        ? `"${template.title}" is not issued for your programme (${student.programme}): yours is "${ownTemplate.title}".`
        : `"${template.title}" is not issued for your programme (${student.programme}).`,
      letter: null,
      route: own ? LETTER_ROUTES[own] : null,
    };
  }
  const [invoice] = await invoicesWhere(
    db,
    sql`i.student_id = ${student.id} AND i.fee_purpose_id = ${template.feePurposeId} AND i.status = 'paid'`,
    sql`ORDER BY i.paid_at DESC, i.id DESC LIMIT 1`,
  );
  if (!invoice) {
    const fee = template.feePurposeId === feePurposeId("acceptance") ? "acceptance fee" : "development levy";
    return {
      availability: "unpaid",
      message: `"${template.title}" is issued once your ${fee} is paid: generate the invoice and pay it first.`,
      letter: null,
      route: template.payRoute,
    };
  }
  return {
    availability: "available",
    message: "",
    letter: await letterOf(db, key, kind, student, invoice),
    route: LETTER_ROUTES[kind],
  };
}

export const LETTER_ALTERED = "This letter could not be verified: the code has been altered.";

/** Public: what a letter's printed code says, checked against the signature and the record. */
export async function verifyLetterCode(db: Db, key: string, code: string): Promise<LetterVerification> {
  const read = readDocumentCode(code, key);
  if (read.state === "altered") return { state: "altered", message: LETTER_ALTERED, letter: null };
  const [marker, kind, invoiceNumber, matricNumber] = read.fields;
  if (marker !== LETTER_CODE || !kind || !isLetterKind(kind) || !invoiceNumber || !matricNumber)
    return {
      state: "unknown",
      message: "This code is not a letter's: it was issued with another College document.",
      letter: null,
    };
  const unknown: LetterVerification = {
    state: "unknown",
    message: `This letter could not be verified: the College has issued no such "${LETTER_TEMPLATES[kind].title}".`,
    letter: null,
  };
  const invoice = await invoiceWhere(db, sql`i.invoice_number = ${invoiceNumber}`);
  if (invoice?.status !== "paid") return unknown;
  if (invoice.fee_purpose_id !== LETTER_TEMPLATES[kind].feePurposeId) return unknown;
  const applicantLetter = LETTER_TEMPLATES[kind].applicantLetter === true;
  if (applicantLetter ? invoice.applicant_id === null : invoice.student_id === null) return unknown;
  const student = applicantLetter
    ? await admittedApplicantOf(db, invoice.applicant_id!)
    : await studentOf(db, sql`st.id = ${invoice.student_id}`);
  if (!student || student.reg_number !== matricNumber) return unknown;
  const letter = await letterOf(db, key, kind, student, invoice);
  return {
    state: "genuine",
    message: applicantLetter
      ? "This letter is genuine: it was issued by the College to the applicant below."
      : "This letter is genuine: it was issued by the College to the student below.",
    letter: {
      title: LETTER_TEMPLATES[kind].title,
      referenceNumber: letter.referenceNumber,
      studentName: maskName(letter.studentName),
      matricNumber: letter.matricNumber,
      programme: letter.programme,
      department: letter.department,
      sessionName: letter.sessionName,
      issuedAt: letter.issuedAt,
    },
  };
}
