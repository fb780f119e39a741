import { sql } from "drizzle-orm";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { generateStudentFeeInvoice } from "../../modules/payments/invoices/studentInvoices";
import { settlePayment } from "../../modules/payments/settlement/settlePayment";
import { type Db, queryRows } from "../database";

/**
 * Paid demo fees, so receipts and letters can be walked right after `npm start` (README "Demo
 * accounts"): the postgraduate student `pgstudent` has paid the acceptance fee and the development
 * levy (their receipts, the postgraduate acceptance letter, the levy letter and clearance), and a
 * demo NCE applicant has paid the application fee (RRR 290000000001 at /admission_status_reciepts).
 * Each payment is settled as a gateway's "paid" answer would be (settlePayment), with a fixed RRR.
 * Seeded only while the payer has no invoice of that purpose.
 */

export const DEMO_APPLICANT_RRR = "290000000001";
const PG_STUDENT_RRRS: Record<number, string> = {
  [feePurposeId("acceptance")]: "290000000002",
  [feePurposeId("development_levy")]: "290000000005",
};

/** Settles the demo invoice as paid `daysAgo` days ago (demo payments predate the visitor's own). */
export async function settle(db: Db, invoiceId: number, rrr: string, daysAgo: number): Promise<void> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`UPDATE invoices SET rrr = ${rrr} WHERE id = ${invoiceId} AND rrr IS NULL RETURNING total::text`,
  );
  if (!row) return;
  await settlePayment(
    db,
    {
      rrr,
      state: "paid",
      code: "00",
      message: "Successful (demo data)",
      orderId: null,
      amountKobo: Number(row.total),
      paidAt: new Date().toISOString(),
    },
    { source: "reconciliation", channel: "BANK BRANCH" },
  );
  const at = sql`now() - make_interval(days => ${daysAgo})`;
  await queryRows(db, sql`UPDATE payments SET created_at = ${at} WHERE invoice_id = ${invoiceId}`);
  await queryRows(db, sql`UPDATE invoices SET created_at = ${at}, paid_at = ${at} WHERE id = ${invoiceId}`);
}

async function seedPgStudentFees(db: Db, sessionId: number): Promise<void> {
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`SELECT u.id FROM users u JOIN students s ON s.user_id = u.id WHERE u.user_name = 'pgstudent'`,
  );
  if (!user) return;
  for (const [purpose, rrr] of Object.entries(PG_STUDENT_RRRS)) {
    const feePurposeId = Number(purpose);
    const [existing] = await queryRows<{ id: number }>(
      db,
      sql`SELECT i.id FROM invoices i JOIN students s ON s.id = i.student_id
WHERE s.user_id = ${user.id} AND i.fee_purpose_id = ${feePurposeId} AND i.rrr IS NOT NULL`,
    );
    if (existing) continue;
    const invoice = await generateStudentFeeInvoice(db, user.id, {
      sessionId,
      feePurposeId,
      paymentType: "Full",
    });
    await settle(db, invoice.id, rrr, 12);
  }
}

async function seedApplicantFee(db: Db, sessionId: number, sessionName: string): Promise<void> {
  const [fee] = await queryRows<{ amount: string }>(
    db,
    sql`SELECT amount::text FROM application_fees WHERE application_type = 'nce' AND session_id = ${sessionId}`,
  );
  if (!fee) return;
  const [applicant] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, middle_name, email, mobile_number)
VALUES ('nce', ${sessionId}, 'Eze', 'Chinedu', 'Kelechi', 'chinedu.eze@example.com', '08050000001')
ON CONFLICT DO NOTHING RETURNING id`,
  );
  if (!applicant) return;
  const amount = Number(fee.amount);
  const items = JSON.stringify([{ kind: "fee", description: "NCE Programme Application Fee", amount }]);
  const [invoice] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO invoices (applicant_id, fee_purpose_id, session_id, payment_type, description, items, total)
VALUES (${applicant.id}, 10, ${sessionId}, 'Full', ${`NCE Programme Application Fee ${sessionName}`}, ${items}::jsonb, ${amount})
RETURNING id`,
  );
  if (invoice) await settle(db, invoice.id, DEMO_APPLICANT_RRR, 9);
}

export async function seedPaidDemoFees(db: Db): Promise<void> {
  const [session] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM academic_sessions WHERE is_current`,
  );
  if (!session) return;
  await seedPgStudentFees(db, session.id);
  await seedApplicantFee(db, session.id, session.name);
}
