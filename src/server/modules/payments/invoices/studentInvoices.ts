import { sql } from "drizzle-orm";
import type { LedgerEntry, StudentFeeInvoiceRequest } from "../../../../contract/payments";
import type { Db } from "../../../db/database";
import { ConflictError, NotFoundError } from "../../../errors";
import { rowsOf } from "../../resources/sqlRows";
import { feeAssignmentsFor } from "../feeSetup/feeAssignmentRows";
import { resolveFeeAssignment } from "../money/feeResolution";
import { draftInvoice } from "../money/invoiceDraft";
import type { ScholarshipAward } from "../money/scholarship";
import { type InvoiceRow, invoicesWhere, isoOf } from "./invoiceRows";
import { openInvoice } from "./openInvoice";
import { FEE_PURPOSE, feePurposeName, installmentLabel, sessionName } from "./payerContext";

export interface StudentRow {
  id: number;
  programme_id: number;
  student_type_id: number;
  level_id: number;
  mode_of_study_id: number;
}

/** The signed-in user's student record; a 404 when the account has none. */
export async function studentOfUser(db: Db, userId: number): Promise<StudentRow> {
  const [student] = await rowsOf<StudentRow>(
    db,
    sql`SELECT id, programme_id, student_type_id, level_id, mode_of_study_id FROM students WHERE user_id = ${userId}`,
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

/**
 * The signed-in student's invoice for a fee purpose, session and installment, priced by the fee
 * setup for their programme, student type, level and mode of study (school fees less their
 * scholarships). A request's amount is ignored.
 */
export async function generateStudentFeeInvoice(
  db: Db,
  userId: number,
  input: Pick<StudentFeeInvoiceRequest, "sessionId" | "feePurposeId" | "paymentType">,
): Promise<InvoiceRow> {
  return invoiceForStudent(db, await studentOfUser(db, userId), input);
}

/** A student's fee invoice (as `generateStudentFeeInvoice`), for a student record in hand (the demo seed). */
export async function invoiceForStudent(
  db: Db,
  student: StudentRow,
  input: Pick<StudentFeeInvoiceRequest, "sessionId" | "feePurposeId" | "paymentType">,
): Promise<InvoiceRow> {
  const session = await sessionName(db, input.sessionId);
  const purpose = await feePurposeName(db, input.feePurposeId);
  const assignment = resolveFeeAssignment(await feeAssignmentsFor(db, input.sessionId, input.feePurposeId), {
    sessionId: input.sessionId,
    feePurposeId: input.feePurposeId,
    programmeId: student.programme_id,
    studentTypeId: student.student_type_id,
    levelId: student.level_id,
    modeOfStudyId: student.mode_of_study_id,
  });
  if (!assignment) {
    throw new ConflictError(
      `No ${purpose} fee is set for your programme and level in ${session}; please contact the bursary.`,
    );
  }
  const scholarships =
    input.feePurposeId === FEE_PURPOSE.schoolFees
      ? await scholarshipsOf(db, student.id, input.sessionId)
      : [];
  const draft = draftInvoice({ assignment, paymentType: input.paymentType, scholarships });
  return openInvoice(db, {
    payer: { studentId: student.id },
    feePurposeId: input.feePurposeId,
    sessionId: input.sessionId,
    description: `${purpose} ${session}${installmentLabel(input.paymentType)}`,
    draft,
  });
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
