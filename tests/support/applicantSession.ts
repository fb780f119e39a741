import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../src/server/db/database";
import { startApplicantSession } from "../../src/server/modules/applicants/applicantSessions";

export interface TestApplicant {
  applicantId: number;
  invoiceNumber: string;
  phoneNumber: string;
  email: string;
  /** `name=value` of the applicant's session cookie, for a request's Cookie header. */
  cookie: string;
}

let counter = 0;

/** A session row to hang applicants on: the current one, or 2026/2027 made current. */
async function sessionId(db: Db): Promise<number> {
  const [current] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  if (current) return current.id;
  const [made] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO academic_sessions (name, start_date, end_date, is_current)
      VALUES ('2026/2027', '2026-09-01', '2027-08-31', true)
      ON CONFLICT (name) DO UPDATE SET is_current = true RETURNING id`,
  );
  return made!.id;
}

/**
 * An applicant of `type` with an application invoice (paid unless `paid: false`), written
 * straight into the database — the payment flow has its own tests — and, when paid, a live
 * applicant session as the sign-in would start it.
 */
export async function makeApplicant(
  db: Db,
  type = "nce",
  { paid = true, cookiePrefix = "fcet" }: { paid?: boolean; cookiePrefix?: string } = {},
): Promise<TestApplicant> {
  counter += 1;
  const phoneNumber = `0809${String(process.pid % 1000).padStart(3, "0")}${String(counter).padStart(4, "0")}`;
  const email = `applicant${counter}.${process.pid}@example.com`;
  const session = await sessionId(db);
  const [applicant] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO applicants (application_type_id, session_id, last_name, first_name, email, mobile_number, status)
      VALUES (${type}, ${session}, 'Okafor', ${`Ada${counter}`}, ${email}, ${phoneNumber}, ${paid ? "paid" : "invoiced"})
      RETURNING id`,
  );
  const applicantId = applicant!.id;
  const [invoice] = await queryRows<{ invoice_number: string }>(
    db,
    sql`INSERT INTO invoices (applicant_id, fee_purpose_id, session_id, payment_type, description, items, total, status, paid_at)
      VALUES (${applicantId}, 10, ${session}, 'Full', 'Application Fee', '[]'::jsonb, 1000000,
        ${paid ? "paid" : "unpaid"}, ${paid ? new Date().toISOString() : null})
      RETURNING invoice_number`,
  );
  const invoiceNumber = invoice!.invoice_number;
  let cookie = "";
  if (paid) {
    const { token } = await startApplicantSession(db, applicantId, "127.0.0.1");
    cookie = `${cookiePrefix}_applicant=${token}`;
  }
  return { applicantId, invoiceNumber, phoneNumber, email, cookie };
}
