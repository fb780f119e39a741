import { type SQL, sql } from "drizzle-orm";
import type { ChangeOfDepartmentApplication } from "../../../contract/changeOfDepartment";
import {
  type ApplicationFacts,
  type ApplicationState,
  applicationSteps,
  applicationSummary,
} from "../../../schema/changeOfDepartment/applicationSteps";
import type { Db } from "../../db/database";
import { isoOf } from "../payments/invoices/invoiceRows";
import { rowsOf } from "../resources/sqlRows";

/** The module's reads of `change_of_department_applications` (migration 0420), names joined. */

type Stamp = Date | string | null;

export interface ApplicationRow {
  id: number;
  student_id: number;
  student_user_id: number | null;
  state: ApplicationState;
  session_name: string;
  from_department_id: number;
  from_department: string;
  from_programme: string;
  to_department_id: number;
  to_department: string;
  to_programme_id: number;
  to_programme: string;
  reason: string;
  created_at: Date | string;
  invoice_number: string | null;
  invoice_paid: boolean;
  submitted_at: Stamp;
  released_by: string | null;
  released_at: Stamp;
  release_note: string | null;
  accepted_by: string | null;
  accepted_at: Stamp;
  acceptance_note: string | null;
  approved_by: string | null;
  approved_at: Stamp;
  approval_note: string | null;
  refused_by: string | null;
  refused_at: Stamp;
  refused_as: string | null;
  refusal_reason: string | null;
  reg_number_before: string | null;
  reg_number_after: string | null;
}

const userName = (column: string) => sql.raw(`(SELECT u.full_name FROM users u WHERE u.id = a.${column})`);

/** Applications meeting `where` (over `a`), newest first. */
export async function applicationsWhere(db: Db, where: SQL): Promise<ApplicationRow[]> {
  return rowsOf<ApplicationRow>(
    db,
    sql`SELECT a.id, a.student_id, st.user_id AS student_user_id, a.state, s.name AS session_name,
        a.from_department_id, fd.name AS from_department, fp.name AS from_programme,
        a.to_department_id, td.name AS to_department, a.to_programme_id, tp.name AS to_programme,
        a.reason, a.created_at, i.invoice_number, coalesce(i.status = 'paid', false) AS invoice_paid,
        a.submitted_at, ${userName("released_by")} AS released_by, a.released_at, a.release_note,
        ${userName("accepted_by")} AS accepted_by, a.accepted_at, a.acceptance_note,
        ${userName("approved_by")} AS approved_by, a.approved_at, a.approval_note,
        ${userName("refused_by")} AS refused_by, a.refused_at, a.refused_as, a.refusal_reason,
        a.reg_number_before, a.reg_number_after
      FROM change_of_department_applications a
      JOIN students st ON st.id = a.student_id
      JOIN academic_sessions s ON s.id = a.session_id
      JOIN departments fd ON fd.id = a.from_department_id
      JOIN programmes fp ON fp.id = a.from_programme_id
      JOIN departments td ON td.id = a.to_department_id
      JOIN programmes tp ON tp.id = a.to_programme_id
      LEFT JOIN invoices i ON i.id = a.invoice_id
      WHERE ${where}
      ORDER BY a.id DESC`,
  );
}

const iso = (value: Stamp) => (value === null ? null : isoOf(value));

/** What the steps and the summary read from a row. */
export function applicationFacts(row: ApplicationRow): ApplicationFacts {
  return {
    state: row.state,
    fromDepartment: row.from_department,
    toDepartment: row.to_department,
    submittedAt: iso(row.submitted_at),
    released: { by: row.released_by, at: iso(row.released_at), note: row.release_note },
    accepted: { by: row.accepted_by, at: iso(row.accepted_at), note: row.acceptance_note },
    approved: { by: row.approved_by, at: iso(row.approved_at), note: row.approval_note },
    refused: { by: row.refused_by, at: iso(row.refused_at), note: row.refusal_reason, as: row.refused_as },
  };
}

/** The contract's view of an application: its facts, where it stands and each step. */
export function applicationView(row: ApplicationRow): ChangeOfDepartmentApplication {
  const facts = applicationFacts(row);
  return {
    applicationId: row.id,
    state: row.state,
    summary: applicationSummary(facts),
    sessionName: row.session_name,
    fromDepartment: row.from_department,
    fromProgramme: row.from_programme,
    toDepartmentId: row.to_department_id,
    toDepartment: row.to_department,
    toProgrammeId: row.to_programme_id,
    toProgramme: row.to_programme,
    reason: row.reason,
    createdAt: isoOf(row.created_at),
    invoiceNumber: row.invoice_number,
    isPaid: row.invoice_paid,
    regNumberBefore: row.reg_number_before,
    regNumberAfter: row.reg_number_after,
    steps: applicationSteps(facts),
  };
}
