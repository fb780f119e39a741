import { sql } from "drizzle-orm";
import { requestTranscript } from "../../modules/payments/invoices/sundryPayers";
import { settlePayment } from "../../modules/payments/settlement/settlePayment";
import { type Db, queryRows } from "../database";

/**
 * Demo results (issue 13), so /results is not empty after `npm start`: the demo `student`
 * (NCE/2025/CSC/0101, now 200 level) sat their 100-level courses — Computer Science Education,
 * General Studies and Education — in the session before the current one, and those results are
 * published; grades and points come from the grade bands (migration 0120) as scoring would give
 * them. All passes, so course registration offers no carry-over. And a paid transcript request for
 * them (made on /sundry/transcript as a former student would, phone 08050000101, RRR
 * 290000000101), so the registry can print a transcript at /results/transcripts at once.
 * Idempotent: existing results and the request are left alone.
 */
export const DEMO_TRANSCRIPT_RRR = "290000000101";
const DEMO_TRANSCRIPT_PHONE = "08050000101";

/** CA (of 40) and exam (of 60) by the course's place in the list: a plausible spread of grades. */
const SCORES: [ca: number, exam: number][] = [
  [32, 45],
  [28, 38],
  [25, 30],
  [30, 41],
  [22, 27],
  [35, 48],
  [27, 33],
  [24, 29],
];

export async function seedDemoResults(db: Db): Promise<void> {
  const [student] = await queryRows<{ id: number; reg_number: string; department_id: number }>(
    db,
    sql`SELECT s.id, s.reg_number, s.department_id FROM students s JOIN users u ON u.id = s.user_id
WHERE lower(u.user_name) = 'student'`,
  );
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions
WHERE start_date < (SELECT start_date FROM academic_sessions WHERE is_current) ORDER BY start_date DESC LIMIT 1`,
  );
  if (!student || !session) return;
  const courses = await queryRows<{ id: number; units: number; semester_id: number }>(
    db,
    sql`SELECT c.id, c.units, c.semester_id FROM courses c JOIN departments d ON d.id = c.department_id
JOIN levels l ON l.id = c.level_id
WHERE l.value = 100 AND c.active AND c.course_type = 'compulsory' AND (c.department_id = ${student.department_id} OR d.code IN ('GSE', 'EDF'))
ORDER BY c.semester_id, c.code`,
  );
  for (const [index, course] of courses.entries()) {
    const [ca, exam] = SCORES[index % SCORES.length] as [number, number];
    await db.execute(sql`INSERT INTO course_results (student_id, course_id, session_id, semester_id, units,
    ca_score, exam_score, grade, points, status)
  SELECT ${student.id}, ${course.id}, ${session.id}, ${course.semester_id}, ${course.units}, ${ca}, ${exam},
    b.grade, b.points, 'published'
  FROM grade_bands b WHERE b.min_score <= ${ca + exam} ORDER BY b.min_score DESC LIMIT 1
  ON CONFLICT (student_id, course_id, session_id) DO NOTHING`);
  }
  await seedDemoTranscriptRequest(db, student.reg_number);
}

async function seedDemoTranscriptRequest(db: Db, regNumber: string): Promise<void> {
  const [current] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM academic_sessions WHERE is_current`,
  );
  const [done] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM invoices WHERE rrr = ${DEMO_TRANSCRIPT_RRR}`,
  );
  if (!current || done) return;
  const invoice = await requestTranscript(db, {
    lastName: "Adeyemi",
    firstName: "Adebayo",
    middleName: "Oluwaseun",
    email: "adebayo.adeyemi@example.com",
    mobileNumber: DEMO_TRANSCRIPT_PHONE,
    regNumber,
    sessionId: current.id,
    institutionName: "University of Lagos, School of Postgraduate Studies",
    institutionAddress: "University Road, Akoka, Yaba, Lagos",
    institutionEmail: "spgs@unilag.edu.ng",
  }).catch(() => undefined); // no transcript fee set: nothing to pay
  if (!invoice || invoice.status === "paid") return;
  await queryRows(
    db,
    sql`UPDATE invoices SET rrr = ${DEMO_TRANSCRIPT_RRR} WHERE id = ${invoice.id} AND rrr IS NULL`,
  );
  await settlePayment(
    db,
    {
      rrr: DEMO_TRANSCRIPT_RRR,
      state: "paid",
      code: "00",
      message: "Successful (demo data)",
      orderId: null,
      amountKobo: Number(invoice.total),
      paidAt: new Date(Date.now() - WEEK_MS).toISOString(),
    },
    { source: "reconciliation", channel: "BANK BRANCH" },
  );
  // Paid a week ago, as a request waiting at the registry would be (and out of today's reports).
  await queryRows(
    db,
    sql`UPDATE payments SET created_at = created_at - interval '7 days' WHERE rrr = ${DEMO_TRANSCRIPT_RRR}`,
  );
  await queryRows(
    db,
    sql`UPDATE invoices SET paid_at = paid_at - interval '7 days', created_at = created_at - interval '7 days'
      WHERE rrr = ${DEMO_TRANSCRIPT_RRR}`,
  );
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
