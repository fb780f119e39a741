import { sql } from "drizzle-orm";
import { FEE_PURPOSE_IDS as PURPOSE } from "../../../schema/feePurposes/feePurposeKeys";
import { invoiceForStudent, type StudentRow } from "../../modules/payments/invoices/studentInvoices";
import { settlePayment } from "../../modules/payments/settlement/settlePayment";
import { rowsOf } from "../../modules/resources/sqlRows";
import type { Db } from "../database";

/** [days ago, fee purpose] of each demo payment: a few days of acceptance, sundry and school fees. */
const DEMO_PAYMENTS: readonly (readonly [number, number])[] = [
  [9, PURPOSE.acceptance],
  [8, PURPOSE.sundry],
  [6, PURPOSE.acceptance],
  [5, PURPOSE.school_fees],
  [3, PURPOSE.sundry],
  [2, PURPOSE.school_fees],
];

/**
 * The bursary's demo: credited payments of six demo students on earlier days (so the payments list
 * and the reports have something to show, and today's payments stand apart), one flagged payment
 * for an RRR no invoice has, a scholarship award and the commission setup of the current session.
 * Students with sign-in accounts are left alone (their own flows start clean). Only while no
 * payment exists.
 */
export async function seedBursary(db: Db): Promise<void> {
  const [existing] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM payments`);
  if ((existing?.n ?? 0) > 0) return;
  const [session] = await rowsOf<{ id: number }>(db, sql`SELECT id FROM academic_sessions WHERE is_current`);
  if (!session) return;
  const students = await rowsOf<StudentRow>(
    db,
    sql`SELECT id, programme_id, student_type_id, level_id, mode_of_study_id, session_of_entry_id FROM students
WHERE user_id IS NULL ORDER BY id LIMIT ${DEMO_PAYMENTS.length}`,
  );
  for (const [index, student] of students.entries()) {
    const [daysAgo, feePurposeId] = DEMO_PAYMENTS[index] ?? [1, PURPOSE.acceptance];
    let invoice: Awaited<ReturnType<typeof invoiceForStudent>>;
    try {
      invoice = await invoiceForStudent(db, student, {
        sessionId: session.id,
        feePurposeId,
        paymentType: "Full",
      });
    } catch {
      continue; // no fee set for this student's programme and level: nothing to show
    }
    // 2901…: clear of the fixed demo RRRs of paidDemoFees.ts (2900000000NN).
    const rrr = `2901${String(invoice.id).padStart(8, "0")}`;
    await rowsOf(db, sql`UPDATE invoices SET rrr = ${rrr} WHERE id = ${invoice.id}`);
    await settlePayment(
      db,
      {
        rrr,
        state: "paid",
        code: "00",
        message: "Demo payment",
        orderId: null,
        amountKobo: Number(invoice.total),
        paidAt: null,
      },
      { source: "reconciliation", channel: "CARD" },
    );
    const at = sql`now() - make_interval(days => ${daysAgo})`;
    await rowsOf(db, sql`UPDATE payments SET created_at = ${at} WHERE invoice_id = ${invoice.id}`);
    await rowsOf(db, sql`UPDATE invoices SET created_at = ${at}, paid_at = ${at} WHERE id = ${invoice.id}`);
  }
  await rowsOf(
    db,
    sql`INSERT INTO payments (invoice_id, rrr, amount, outcome, source, gateway_code, gateway_message, channel, created_at)
VALUES (NULL, '290099999999', 1500000, 'unknown_rrr', 'webhook', '00', 'Approved', 'BRANCH', now() - interval '4 days')`,
  );
  await rowsOf(
    db,
    sql`INSERT INTO commission_splits (session_id, fee_purpose_id, beneficiary, basis_points) VALUES
  (${session.id}, ${PURPOSE.school_fees}, 'Portal service provider', 250),
  (${session.id}, ${PURPOSE.acceptance}, 'Portal service provider', 250),
  (${session.id}, ${PURPOSE.sundry}, 'ICT Unit', 100)
ON CONFLICT DO NOTHING`,
  );
  await rowsOf(
    db,
    sql`INSERT INTO commission_splits (session_id, fee_purpose_id, beneficiary, fixed_amount) VALUES
  (${session.id}, ${PURPOSE.school_fees}, 'Students'' Union', 200000)
ON CONFLICT DO NOTHING`,
  );
  const [scholarship] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM scholarships WHERE active ORDER BY id LIMIT 1`,
  );
  const [scholar] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT id FROM students WHERE user_id IS NULL ORDER BY id OFFSET ${DEMO_PAYMENTS.length} LIMIT 1`,
  );
  if (scholarship && scholar)
    await rowsOf(
      db,
      sql`INSERT INTO scholarship_awards (student_id, scholarship_id, session_id)
VALUES (${scholar.id}, ${scholarship.id}, ${session.id}) ON CONFLICT DO NOTHING`,
    );
}
