import { sql } from "drizzle-orm";
import type {
  LedgerEntry,
  StudentFeeCategory,
  StudentFeeInvoiceRequest,
  StudentFeeOptions,
  StudentFeeQuote,
} from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import { ConflictError, NotFoundError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import { feeAssignmentsFor } from "../feeSetup/feeAssignmentRows";
import { type FeeAssignment, resolveFeeAssignment } from "../money/feeResolution";
import { draftInvoice, type InvoiceDraft } from "../money/invoiceDraft";
import type { ScholarshipAward } from "../money/scholarship";
import { type InvoiceRow, invoicesWhere, isoOf } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { FEE_PURPOSE, feePurposeName, installmentLabel, sessionName, unknownField } from "./payerContext";

export interface StudentRow {
  id: number;
  programme_id: number;
  student_type_id: number;
  level_id: number;
  mode_of_study_id: number;
  session_of_entry_id: number | null;
}

/** The signed-in user's student record; a 404 when the account has none. */
export async function studentOfUser(db: Db, userId: number): Promise<StudentRow> {
  const [student] = await rowsOf<StudentRow>(
    db,
    sql`SELECT id, programme_id, student_type_id, level_id, mode_of_study_id, session_of_entry_id FROM students
WHERE user_id = ${userId}`,
  );
  if (!student) throw new NotFoundError("No student record is linked to this account");
  return student;
}

async function scholarshipsOf(db: Db, studentId: number, sessionId: number): Promise<ScholarshipAward[]> {
  const rows = await rowsOf<{
    id: number;
    name: string;
    percentage_basis_points: number | null;
    fixed_amount: string | number | null;
  }>(
    db,
    sql`SELECT s.id, s.name, s.percentage_basis_points, s.fixed_amount
FROM scholarship_awards a JOIN scholarships s ON s.id = a.scholarship_id
WHERE a.student_id = ${studentId} AND a.session_id = ${sessionId} AND s.active ORDER BY a.id`,
  );
  return rows.map((row) =>
    row.percentage_basis_points !== null
      ? {
          scholarshipId: row.id,
          name: row.name,
          kind: "percentage",
          basisPoints: row.percentage_basis_points,
        }
      : { scholarshipId: row.id, name: row.name, kind: "fixed", amount: Number(row.fixed_amount) },
  );
}

type StudentFeeInput = Pick<
  StudentFeeInvoiceRequest,
  "sessionId" | "feePurposeId" | "paymentType" | "feeItemId"
>;

interface StudentFeeDraft {
  student: StudentRow;
  description: string;
  draft: InvoiceDraft;
  feeItemId?: number;
}

/** The fee setup's row for this student, purpose and session (undefined when none is set). */
async function studentAssignment(db: Db, student: StudentRow, sessionId: number, feePurposeId: number) {
  return resolveFeeAssignment(await feeAssignmentsFor(db, sessionId, feePurposeId), {
    sessionId,
    feePurposeId,
    programmeId: student.programme_id,
    studentTypeId: student.student_type_id,
    levelId: student.level_id,
    modeOfStudyId: student.mode_of_study_id,
  });
}

/**
 * A sundry invoice is for the one item the student chose (required, and one of the items set
 * for them); any other purpose takes no item.
 */
function chosenItems(assignment: FeeAssignment, input: StudentFeeInput): FeeAssignment {
  if (input.feePurposeId !== FEE_PURPOSE.sundry) {
    if (input.feeItemId !== undefined)
      throw unknownField("feeItemId", "Only a sundry invoice is for a chosen item");
    return assignment;
  }
  if (input.feeItemId === undefined) throw unknownField("feeItemId", "Choose the sundry item to pay for");
  const item = assignment.items.find((candidate) => candidate.feeItemId === input.feeItemId);
  if (!item) throw unknownField("feeItemId", "That item is not among your sundry fees for the session");
  return { ...assignment, items: [item] };
}

/**
 * The signed-in student's invoice as the fee setup prices it for their programme, student type,
 * level and mode of study (school fees less their scholarships); a request's amount is ignored.
 */
async function draftStudentFee(
  db: Db,
  student: StudentRow,
  input: StudentFeeInput,
): Promise<StudentFeeDraft> {
  const session = await sessionName(db, input.sessionId);
  const purpose = await feePurposeName(db, input.feePurposeId);
  const assignment = await studentAssignment(db, student, input.sessionId, input.feePurposeId);
  if (!assignment) {
    throw new ConflictError(
      `No ${purpose} fee is set for your programme and level in ${session}; please contact the bursary.`,
    );
  }
  const priced = chosenItems(assignment, input);
  if (input.feePurposeId === FEE_PURPOSE.sundry && input.paymentType !== "Full")
    throw unknownField("paymentType", "A sundry item is paid in full");
  const scholarships =
    input.feePurposeId === FEE_PURPOSE.schoolFees
      ? await scholarshipsOf(db, student.id, input.sessionId)
      : [];
  const draft = draftInvoice({ assignment: priced, paymentType: input.paymentType, scholarships });
  const item = input.feeItemId === undefined ? "" : ` · ${priced.items[0]?.name ?? ""}`;
  return {
    student,
    description: `${purpose}${item} ${session}${installmentLabel(input.paymentType)}`,
    draft,
    feeItemId: input.feeItemId,
  };
}

/** The signed-in student's invoice for a fee purpose, session and installment (see draftStudentFee). */
export async function generateStudentFeeInvoice(
  db: Db,
  userId: number,
  input: StudentFeeInput,
): Promise<InvoiceRow> {
  return invoiceForStudent(db, await studentOfUser(db, userId), input);
}

/**
 * The acceptance fee is paid once, on admission: the student's paid one (often paid as an
 * applicant, migration 0200), whatever session is asked for.
 */
async function paidAcceptanceOf(db: Db, studentId: number): Promise<InvoiceRow | undefined> {
  const [paid] = await invoicesWhere(
    db,
    sql`i.student_id = ${studentId} AND i.fee_purpose_id = ${FEE_PURPOSE.acceptance} AND i.status = 'paid'`,
    sql`ORDER BY i.paid_at, i.id LIMIT 1`,
  );
  return paid;
}

/**
 * A student's fee invoice (as `generateStudentFeeInvoice`), for a student record in hand (the demo
 * seed). Asking again answers the invoice already there, paid or not (`openInvoice`); a paid
 * acceptance fee answers for every session.
 */
export async function invoiceForStudent(
  db: Db,
  student: StudentRow,
  input: StudentFeeInput,
): Promise<InvoiceRow> {
  if (input.feePurposeId === FEE_PURPOSE.acceptance) {
    const paid = await paidAcceptanceOf(db, student.id);
    if (paid) return paid;
  }
  const { description, draft, feeItemId } = await draftStudentFee(db, student, input);
  return openInvoice(db, {
    payer: { studentId: student.id },
    feePurposeId: input.feePurposeId,
    sessionId: input.sessionId,
    feeItemId,
    description,
    draft,
  });
}

/**
 * What generateStudentFeeInvoice would ask for, without making the invoice (the confirmation
 * step). The installment rules are checked only when generating, where they are decided.
 */
export async function quoteStudentFee(
  db: Db,
  userId: number,
  input: StudentFeeInput,
): Promise<StudentFeeQuote> {
  const { description, draft } = await draftStudentFee(db, await studentOfUser(db, userId), input);
  return {
    description,
    paymentType: draft.paymentType,
    amount: draft.total,
    lines: draft.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      amount: line.amount,
    })),
  };
}

/** Programme groups of migration 0020 that change which fee tabs a student sees. */
const CATEGORY_OF_GROUP: Record<number, StudentFeeCategory> = { 8: "jupeb", 222: "postgraduate" };

/**
 * A fee page's choices for the signed-in student: their category (which tabs they see), the
 * sessions with a fee set for the purpose (and the current one), and the items set for them in
 * the session asked for (default: the current one; for the acceptance fee, the session the
 * student entered in, when it has the fee set — the one the admission's acceptance was paid for).
 */
export async function studentFeeOptions(
  db: Db,
  userId: number,
  query: { feePurposeId: number; sessionId?: number },
): Promise<StudentFeeOptions> {
  const student = await studentOfUser(db, userId);
  await feePurposeName(db, query.feePurposeId);
  const [group] = await rowsOf<{ programme_group_id: number | null }>(
    db,
    sql`SELECT programme_group_id FROM student_types WHERE id = ${student.student_type_id}`,
  );
  const sessions = await rowsOf<{ id: number; name: string; is_current: boolean }>(
    db,
    sql`SELECT id, name, is_current FROM academic_sessions
WHERE is_current OR id IN (SELECT session_id FROM fee_assignments WHERE fee_purpose_id = ${query.feePurposeId})
ORDER BY name DESC, id DESC`,
  );
  const entry =
    query.feePurposeId === FEE_PURPOSE.acceptance
      ? sessions.find((session) => session.id === student.session_of_entry_id)?.id
      : undefined;
  const sessionId =
    query.sessionId ?? entry ?? sessions.find((session) => session.is_current)?.id ?? sessions[0]?.id ?? null;
  if (query.sessionId !== undefined) await sessionName(db, query.sessionId);
  const assignment =
    sessionId === null ? undefined : await studentAssignment(db, student, sessionId, query.feePurposeId);
  return {
    category: CATEGORY_OF_GROUP[group?.programme_group_id ?? 0] ?? "undergraduate",
    sessions: sessions.map((session) => ({
      id: session.id,
      name: session.name,
      isCurrent: session.is_current,
    })),
    sessionId,
    items: (assignment?.items ?? []).map((item) => ({
      feeItemId: item.feeItemId,
      name: item.name,
      amount: item.amount,
    })),
  };
}

/** The signed-in student's invoices, newest first. */
export async function studentInvoices(db: Db, userId: number): Promise<InvoiceRow[]> {
  const student = await studentOfUser(db, userId);
  return invoicesWhere(db, sql`i.student_id = ${student.id}`, sql`ORDER BY i.id DESC`);
}

/** The signed-in student's ledger, oldest first, with the running balance. */
export async function studentLedger(db: Db, userId: number): Promise<LedgerEntry[]> {
  const student = await studentOfUser(db, userId);
  const rows = await rowsOf<{
    at: Date | string;
    kind: LedgerEntry["kind"];
    invoice_number: string;
    session_id: number;
    fee_purpose_id: number;
    description: string;
    amount: string | number;
  }>(
    db,
    sql`SELECT at, kind, invoice_number, session_id, fee_purpose_id, description, amount FROM student_ledger
WHERE student_id = ${student.id} ORDER BY at, invoice_number, kind`,
  );
  let balance = 0;
  return rows.map((row) => {
    balance += Number(row.amount);
    return {
      at: isoOf(row.at),
      kind: row.kind,
      invoiceNumber: row.invoice_number,
      sessionId: row.session_id,
      feePurposeId: row.fee_purpose_id,
      description: row.description,
      amount: Number(row.amount),
      balance,
    };
  });
}
