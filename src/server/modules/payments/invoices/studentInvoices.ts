import { sql } from "drizzle-orm";
import type { FeePurpose } from "../../../../contract/feePurposes";
import type {
  LedgerEntry,
  StudentFeeCategory,
  StudentFeeInvoiceRequest,
  StudentFeeOptions,
  StudentFeeQuote,
} from "../../../../contract/payments";
import { feePurposeId } from "../../../../schema/feePurposes/feePurposeKeys";
import { itemChoice } from "../../../../schema/feePurposes/feePurposeRules";
import type { Db } from "../../../db/database";
import { ConflictError, NotFoundError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import { activeFeePurpose, enforceStudentFeeRules } from "../feePurposes/feePurposeRegistry";
import { feeAssignmentsFor } from "../feeSetup/feeAssignmentRows";
import { type FeeAssignment, resolveFeeAssignment } from "../money/feeResolution";
import { draftInvoice, type InvoiceDraft } from "../money/invoiceDraft";
import type { ScholarshipAward } from "../money/scholarship";
import { type InvoiceRow, invoicesWhere, isoOf } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { installmentLabel, sessionName, unknownField } from "./payerContext";

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

/** Programme groups of migration 0020 that change which fees a student sees and pays. */
const CATEGORY_OF_GROUP: Record<number, StudentFeeCategory> = { 8: "jupeb", 222: "postgraduate" };

/** The student's fee category (the registry's `studentCategories` name who pays what). */
export async function studentCategory(db: Db, student: StudentRow): Promise<StudentFeeCategory> {
  const [group] = await rowsOf<{ programme_group_id: number | null }>(
    db,
    sql`SELECT programme_group_id FROM student_types WHERE id = ${student.student_type_id}`,
  );
  return CATEGORY_OF_GROUP[group?.programme_group_id ?? 0] ?? "undergraduate";
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
 * An item-choice invoice (sundry) is for the one item the student chose, one of the items set for
 * them (that the purpose takes an item at all is the registry's rule, checked before).
 */
function chosenItems(purpose: FeePurpose, assignment: FeeAssignment, input: StudentFeeInput): FeeAssignment {
  if (!itemChoice(purpose) || input.feeItemId === undefined) return assignment;
  const item = assignment.items.find((candidate) => candidate.feeItemId === input.feeItemId);
  if (!item)
    throw unknownField("feeItemId", `That item is not among your ${purpose.name} fees for the session`);
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
  const purpose = await activeFeePurpose(db, input.feePurposeId);
  enforceStudentFeeRules(purpose, await studentCategory(db, student), input);
  const assignment = await studentAssignment(db, student, input.sessionId, input.feePurposeId);
  if (!assignment) {
    throw new ConflictError(
      `No ${purpose.name} fee is set for your programme and level in ${session}; please contact the bursary.`,
    );
  }
  const priced = chosenItems(purpose, assignment, input);
  const scholarships =
    input.feePurposeId === feePurposeId("school_fees")
      ? await scholarshipsOf(db, student.id, input.sessionId)
      : [];
  const draft = draftInvoice({ assignment: priced, paymentType: input.paymentType, scholarships });
  const item = input.feeItemId === undefined ? "" : ` · ${priced.items[0]?.name ?? ""}`;
  return {
    student,
    description: `${purpose.name}${item} ${session}${installmentLabel(input.paymentType)}`,
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
    sql`i.student_id = ${studentId} AND i.fee_purpose_id = ${feePurposeId("acceptance")} AND i.status = 'paid'`,
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
  if (input.feePurposeId === feePurposeId("acceptance")) {
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
  const purpose = await activeFeePurpose(db, query.feePurposeId);
  const sessions = await rowsOf<{ id: number; name: string; is_current: boolean }>(
    db,
    sql`SELECT id, name, is_current FROM academic_sessions
WHERE is_current OR id IN (SELECT session_id FROM fee_assignments WHERE fee_purpose_id = ${query.feePurposeId})
ORDER BY name DESC, id DESC`,
  );
  const entry =
    query.feePurposeId === feePurposeId("acceptance")
      ? sessions.find((session) => session.id === student.session_of_entry_id)?.id
      : undefined;
  const sessionId =
    query.sessionId ?? entry ?? sessions.find((session) => session.is_current)?.id ?? sessions[0]?.id ?? null;
  if (query.sessionId !== undefined) await sessionName(db, query.sessionId);
  const assignment =
    sessionId === null ? undefined : await studentAssignment(db, student, sessionId, query.feePurposeId);
  return {
    category: await studentCategory(db, student),
    purpose,
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
