import { sql } from "drizzle-orm";
import type { ClearanceVerification } from "../../../contract/results";
import type { Db } from "../../db/database";
import { isoOf } from "../payments/invoices/invoiceRows";
import { maskName } from "../payments/invoices/paymentVerification";
import { rowsOf } from "../resources/sqlRows";
import { clearanceReference } from "./clearance";
import { checkIssuedDocument } from "./issuedDocumentCode";

/**
 * GET verify-clearance/:code (public), where a graduate clearance slip's QR code leads: Genuine
 * (what the College recorded when it cleared the student, the name masked), Altered (the code was
 * not signed by the College: changed or made up) or Unknown (a genuine code of another document,
 * or of a clearance the College no longer holds for that student).
 */
export async function verifyClearanceCode(db: Db, key: string, code: string): Promise<ClearanceVerification> {
  const checked = await checkIssuedDocument(code, key, "clearance", CLEARANCE_WORDS, async (read) => {
    const [row] = await rowsOf<{
      id: number;
      cleared_at: Date | string;
      cgpa: string;
      certificate_class: string;
      session_name: string;
      full_name: string;
      reg_number: string;
      programme_name: string;
    }>(
      db,
      sql`SELECT g.id, g.cleared_at, g.cgpa, g.certificate_class, s.name AS session_name, st.full_name,
  st.reg_number, p.name AS programme_name
FROM graduate_clearances g JOIN students st ON st.id = g.student_id
JOIN programmes p ON p.id = st.programme_id JOIN academic_sessions s ON s.id = g.graduation_session_id
WHERE g.id = ${read.recordId}`,
    );
    if (!row || row.reg_number !== read.regNumber) return undefined;
    return {
      reference: clearanceReference(row.id, row.cleared_at),
      studentName: maskName(row.full_name.replace(",", "")),
      regNumber: row.reg_number,
      programme: row.programme_name,
      graduationSession: row.session_name,
      cgpa: Math.round(Number(row.cgpa) * 100),
      certificateClass: row.certificate_class,
      clearedAt: isoOf(row.cleared_at),
    };
  });
  return { state: checked.state, message: checked.message, clearance: checked.found };
}

const CLEARANCE_WORDS = {
  name: "clearance slip",
  possessive: "a clearance slip's",
  unknown: "This clearance slip could not be verified: the College has no such clearance on record.",
  genuine: "This clearance slip is genuine: the College cleared the student for graduation as below.",
};
