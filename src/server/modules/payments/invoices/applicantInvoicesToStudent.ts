import { sql } from "drizzle-orm";
import type { Db } from "../../../db/database";
import { rowsOf } from "../../resources/sqlRows";

/**
 * Everything an applicant paid (or still owes) becomes the student's they became: their invoices
 * keep the applicant and gain the student (migration 0200), so the student's fee pages, ledger,
 * letters and receipts see the acceptance fee already paid, and the student's unique index keeps
 * a second one from being made. Runs in the profile's transaction; returns the invoice numbers.
 */
export async function giveApplicantInvoicesToStudent(
  tx: Db,
  applicantId: number,
  studentId: number,
): Promise<string[]> {
  const rows = await rowsOf<{ invoice_number: string }>(
    tx,
    sql`UPDATE invoices SET student_id = ${studentId}, updated_at = now()
WHERE applicant_id = ${applicantId} AND student_id IS NULL RETURNING invoice_number`,
  );
  return rows.map((row) => row.invoice_number).sort();
}
