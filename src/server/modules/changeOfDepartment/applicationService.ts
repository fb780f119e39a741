import { sql } from "drizzle-orm";
import type {
  ChangeOfDepartmentApplication,
  ChangeOfDepartmentInput,
  ChangeOfDepartmentStanding,
} from "../../../contract/changeOfDepartment";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import type { Db } from "../../db/database";
import { AppError, ConflictError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import { currentSession } from "../hostels/hostelRows";
import { type DependentLookupRule, dependentLookupErrors } from "../lookups/dependentLookups";
import { lookupOffers } from "../lookups/lookupService";
import { createNotification } from "../notifications/notificationService";
import {
  invoiceForStudent,
  quoteStudentFee,
  type StudentRow,
  studentOfUser,
} from "../payments/invoices/studentInvoices";
import type { LookupSource } from "../resources/resourceDefinition";
import { rowsOf } from "../resources/sqlRows";
import { applicationsWhere, applicationView } from "./applicationRows";

/** The notification category of every change of department notice (the details page opens it). */
export const CHANGE_OF_DEPARTMENT_CATEGORY = "changeOfDepartment";
/** The category of notices to approvers (the staff list opens it). */
export const CHANGE_OF_DEPARTMENT_REVIEW_CATEGORY = "changeOfDepartmentReview";

export interface StudentFacts extends StudentRow {
  full_name: string;
  reg_number: string;
  department_id: number;
  department: string;
  programme: string;
  level: string;
  status: string;
}

async function studentFactsOfUser(db: Db, userId: number): Promise<StudentFacts> {
  return studentFactsOf(db, await studentOfUser(db, userId));
}

/** A student record with the names the service and its messages use. */
export async function studentFactsOf(db: Db, student: StudentRow): Promise<StudentFacts> {
  const [facts] = await rowsOf<Omit<StudentFacts, keyof StudentRow>>(
    db,
    sql`SELECT st.full_name, st.reg_number, st.department_id, d.name AS department, p.name AS programme,
        l.name AS level, st.status
      FROM students st JOIN departments d ON d.id = st.department_id JOIN programmes p ON p.id = st.programme_id
      JOIN levels l ON l.id = st.level_id WHERE st.id = ${student.id}`,
  );
  if (!facts) throw new NotFoundError("No student record is linked to this account");
  return { ...student, ...facts };
}

/** `GET /api/Student/change-of-department`: the signed-in student, the session and their applications. */
export async function changeOfDepartmentStanding(
  db: Db,
  userId: number,
): Promise<ChangeOfDepartmentStanding> {
  const student = await studentFactsOfUser(db, userId);
  const session = await currentSession(db);
  const applications = await applicationsWhere(db, sql`a.student_id = ${student.id}`);
  const fee = session ? await feeOf(db, userId, session.id) : { amount: null, problem: null };
  return {
    student: {
      fullName: student.full_name,
      regNumber: student.reg_number,
      departmentId: student.department_id,
      department: student.department,
      programme: student.programme,
      level: student.level,
    },
    sessionName: session?.name ?? null,
    fee,
    applications: applications.map(applicationView),
  };
}

/** The session's change of department fee as applying would price it, or the reason it has none. */
async function feeOf(db: Db, userId: number, sessionId: number): Promise<ChangeOfDepartmentStanding["fee"]> {
  try {
    const quote = await quoteStudentFee(db, userId, {
      sessionId,
      feePurposeId: feePurposeId("change_of_department"),
      paymentType: "Full",
    });
    return { amount: quote.amount, problem: null };
  } catch (error) {
    // No fee set for the student's programme and level (409), or not one their category pays
    // (403): applying would say the same.
    if (error instanceof AppError && (error.statusCode === 403 || error.statusCode === 409))
      return { amount: null, problem: error.message };
    throw error;
  }
}

/** What the form file cannot say: the department is another one the lookup offers, the programme one of its. */
async function checkChoice(
  db: Db,
  lookups: ReadonlyMap<string, LookupSource>,
  rules: readonly DependentLookupRule[],
  student: StudentFacts,
  input: ChangeOfDepartmentInput,
): Promise<void> {
  if (input.toDepartmentId === student.department_id)
    throw new ValidationError([
      {
        path: "toDepartmentId",
        message: `please choose a department other than your own (${student.department})`,
      },
    ]);
  const departments = lookups.get("departments");
  if (!departments) throw new Error("the departments lookup is missing");
  if (!(await lookupOffers(db, departments, input.toDepartmentId, [])))
    throw new ValidationError([
      { path: "toDepartmentId", message: "please select the department from the list" },
    ]);
  const errors = await dependentLookupErrors(db, lookups, rules, input);
  if (errors.length > 0)
    throw new ValidationError(
      errors.map((error) =>
        error.path === "toProgrammeId"
          ? { path: error.path, message: "please select a programme the new department offers" }
          : error,
      ),
    );
}

/**
 * `POST /api/Student/apply-for-change-of-department`: the signed-in student's application (the
 * body already checked by the form file; the choice checked here), then `openApplication`.
 */
export async function applyForChangeOfDepartment(
  db: Db,
  lookups: ReadonlyMap<string, LookupSource>,
  rules: readonly DependentLookupRule[],
  userId: number,
  input: ChangeOfDepartmentInput,
  actor: AuditActor,
): Promise<ChangeOfDepartmentApplication> {
  const student = await studentFactsOfUser(db, userId);
  if (student.status !== "active")
    throw new ConflictError("Only a student whose record is active may apply to change department.");
  const session = await currentSession(db);
  if (!session) throw new ConflictError("There is no current session to apply in. Please try again later.");
  await checkChoice(db, lookups, rules, student, input);
  return openApplication(db, student, session.id, input, actor);
}

/**
 * The application and its fee, in one transaction. An earlier application still awaiting payment
 * is replaced (the student changed their mind before paying); any other open one is a 409 (the
 * partial unique index of migration 0420 is the database's word under races). The fee is the
 * session's ChangeOfDepartment invoice from the fee setup; one already paid this session (an
 * application refused earlier, the Change of Degree page) submits the application at once.
 */
export async function openApplication(
  db: Db,
  student: StudentFacts,
  sessionId: number,
  input: ChangeOfDepartmentInput,
  actor: AuditActor,
): Promise<ChangeOfDepartmentApplication> {
  const id = await db.transaction(async (tx) => {
    // The student's row locked: two applications of one student queue here.
    await rowsOf(tx, sql`SELECT id FROM students WHERE id = ${student.id} FOR UPDATE`);
    const replaced = await rowsOf<{ id: number }>(
      tx,
      sql`DELETE FROM change_of_department_applications WHERE student_id = ${student.id}
        AND state = 'awaiting_payment' RETURNING id`,
    );
    const [inserted] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO change_of_department_applications (student_id, session_id, from_department_id,
          from_programme_id, to_department_id, to_programme_id, reason)
        VALUES (${student.id}, ${sessionId}, ${student.department_id}, ${student.programme_id},
          ${input.toDepartmentId}, ${input.toProgrammeId}, ${input.reason.trim()})
        ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!inserted) {
      const [open] = await applicationsWhere(
        tx,
        sql`a.student_id = ${student.id} AND a.state NOT IN ('approved', 'refused')`,
      );
      throw new ConflictError(
        `You already have a change of department application to ${open?.to_department ?? "another department"} in progress. You can make another once it is decided.`,
      );
    }
    const invoice = await invoiceForStudent(tx, student, {
      sessionId,
      feePurposeId: feePurposeId("change_of_department"),
      paymentType: "Full",
    });
    const paid = invoice.status === "paid";
    await tx.execute(
      sql`UPDATE change_of_department_applications SET invoice_id = ${invoice.id}, updated_at = now()
        ${paid ? sql`, state = 'submitted', submitted_at = now()` : sql``} WHERE id = ${inserted.id}`,
    );
    await recordAudit(tx, {
      ...actor,
      action: "apply",
      entity: "change_of_department_applications",
      entityId: String(inserted.id),
      after: {
        studentId: student.id,
        toDepartmentId: input.toDepartmentId,
        toProgrammeId: input.toProgrammeId,
        invoiceNumber: invoice.invoice_number,
        submitted: paid,
        replaced: replaced.map((row) => row.id),
      },
    });
    if (paid) await notifySubmitted(tx, inserted.id);
    return inserted.id;
  });
  const [row] = await applicationsWhere(db, sql`a.id = ${id}`);
  if (!row) throw new Error("the application vanished after it was made");
  return applicationView(row);
}

/**
 * Tells the student their paid application is submitted, and the current department's heads that
 * it waits for them (inside the transaction that submitted it).
 */
export async function notifySubmitted(tx: Db, applicationId: number): Promise<void> {
  const [row] = await applicationsWhere(tx, sql`a.id = ${applicationId}`);
  if (!row) return;
  if (row.student_user_id !== null)
    await createNotification(tx, {
      userId: row.student_user_id,
      notificationType: "Change of department submitted",
      notificationCategory: CHANGE_OF_DEPARTMENT_CATEGORY,
      message: `Your application to move to ${row.to_department} is paid and submitted. The head of ${row.from_department} decides first.`,
    });
  const heads = await rowsOf<{ user_id: number }>(
    tx,
    sql`SELECT DISTINCT user_id FROM hod_assignments WHERE department_id = ${row.from_department_id} AND active`,
  );
  for (const head of heads)
    await createNotification(tx, {
      userId: head.user_id,
      notificationType: "Change of department to release",
      notificationCategory: CHANGE_OF_DEPARTMENT_REVIEW_CATEGORY,
      message: `A student of ${row.from_department} applies to move to ${row.to_department}: Student Management → Change of Department.`,
    });
}

/**
 * The `change_of_department` settle handler (payments/settlement/settleHandlers.ts): a paid fee
 * submits the application it was made for, in the payment's transaction.
 */
export async function submitPaidApplication(tx: Db, invoice: { id: number }): Promise<void> {
  const submitted = await rowsOf<{ id: number }>(
    tx,
    sql`UPDATE change_of_department_applications SET state = 'submitted', submitted_at = now(), updated_at = now()
      WHERE invoice_id = ${invoice.id} AND state = 'awaiting_payment' RETURNING id`,
  );
  for (const row of submitted) await notifySubmitted(tx, row.id);
}
