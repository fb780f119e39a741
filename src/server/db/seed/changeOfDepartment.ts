import { sql } from "drizzle-orm";
import { SYSTEM_ACTOR } from "../../modules/audit/auditService";
import { openApplication, studentFactsOf } from "../../modules/changeOfDepartment/applicationService";
import type { StudentRow } from "../../modules/payments/invoices/studentInvoices";
import { type Db, queryRows } from "../database";
import { settle } from "./paidDemoFees";

/**
 * The change of department demo (modules/changeOfDepartment): `hodcsc` heads Computer Science
 * Education (the demo `student`'s department) beside `hod`, who heads Building Technology
 * Education, so both ends of a move have a head to sign in as; and one paid application, from a
 * Computer Science student to Building Technology, waits for `hodcsc` to release it. The
 * application is made by the module's own service and its fee settled as a gateway's "paid"
 * answer would be. Seeded once: only while no application exists.
 */
export const DEMO_CHANGE_OF_DEPARTMENT_RRR = "290000000040";

export async function seedChangeOfDepartmentDemo(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO hod_assignments (department_id, user_id)
    SELECT d.id, u.id FROM departments d, users u
    WHERE d.code = 'CSC' AND lower(u.user_name) = 'hodcsc'
      AND NOT EXISTS (SELECT 1 FROM hod_assignments h WHERE h.department_id = d.id AND h.user_id = u.id)`);
  const [any] = await queryRows(db, sql`SELECT 1 FROM change_of_department_applications LIMIT 1`);
  if (any) return;
  const [choice] = await queryRows<StudentRow & { to_department_id: number; session_id: number }>(
    db,
    sql`SELECT st.id, st.programme_id, st.student_type_id, st.level_id, st.mode_of_study_id, st.session_of_entry_id,
        (SELECT id FROM departments WHERE code = 'BLD') AS to_department_id,
        (SELECT id FROM academic_sessions WHERE is_current ORDER BY id LIMIT 1) AS session_id
      FROM students st JOIN departments d ON d.id = st.department_id JOIN programmes p ON p.id = st.programme_id
      WHERE d.code = 'CSC' AND p.code = 'NCE' AND st.status = 'active' AND st.user_id IS NULL
      ORDER BY st.id LIMIT 1`,
  );
  if (!choice?.to_department_id || !choice.session_id) return;
  const application = await openApplication(
    db,
    await studentFactsOf(db, choice),
    choice.session_id,
    {
      toDepartmentId: choice.to_department_id,
      toProgrammeId: choice.programme_id,
      reason:
        "I took technical drawing and woodwork at secondary school and want to teach building technology.",
    },
    SYSTEM_ACTOR,
  );
  const [invoice] = await queryRows<{ id: number }>(
    db,
    sql`SELECT invoice_id AS id FROM change_of_department_applications WHERE id = ${application.applicationId}`,
  );
  if (invoice?.id) await settle(db, invoice.id, DEMO_CHANGE_OF_DEPARTMENT_RRR, 2);
}
