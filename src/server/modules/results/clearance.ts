import { type SQL, sql } from "drizzle-orm";
import type {
  CandidatesQuery,
  ClearanceCandidate,
  ClearanceCheck,
  StudentClearance,
} from "../../../contract/results";
import { feePurposeId } from "../../../schema/feePurposes/feePurposeKeys";
import { formatGpa } from "../../../schema/grading/gpa";
import type { Workflow } from "../../../schema/workflows";
import type { Db } from "../../db/database";
import { NotFoundError } from "../../errors";
import { isoOf } from "../payments/invoices/invoiceRows";
import { rowsOf } from "../resources/sqlRows";
import { takeTransition, type WorkflowCaller } from "../workflows/workflowService";
import { issuedDocumentCode } from "./issuedDocumentCode";
import {
  certificateClasses,
  type ResultRow,
  resultsOf,
  type StudentRecordRow,
  studentById,
  studentOfAccount,
  studentRecordsWhere,
  studentView,
} from "./resultRows";
import { standingView } from "./studentResults";

/**
 * Graduate clearance (spec section 2, student management: clear, clear/view, graduate_clearance,
 * graduate_clearance_view, graduate_clearance_slip; section 7 students-for-graduation,
 * student-clearance/{id}). The registry clears a final-year student when every check passes:
 *
 * 1. **Active record**: the student's status is `active` (not withdrawn, suspended or already graduated).
 * 2. **Final year**: their level is the programme's last (level value ≥ 100 × the programme's
 *    duration in years; a programme taught at level 0, Pre-NCE, is always in its final year).
 * 3. **Results published, CGPA computed**: at least one published result with units, so there is a CGPA.
 * 4. **No carry-overs**: no course whose latest published attempt is a fail (zero-unit courses included).
 * 5. **No results awaiting approval**: none of their results is still draft or in the approval chain.
 * 6. **Fees paid**: no unpaid invoice, and the current session's school fees paid (in full, or both
 *    installments).
 *
 * Clearing is the `clear` step of schemas/workflows/graduate-clearance.json (active → graduated,
 * the registry): its effect records the CGPA and class of the day (`graduate_clearances`, once per
 * student) after running the checks again inside the step's transaction, which is audited.
 */
export const CLEARANCE_OFFICERS = ["registrar"] as const;

interface ClearanceFacts {
  finalYear: Map<number, boolean>;
  results: Map<number, ResultRow[]>;
  pending: Map<number, number>;
  unpaid: Map<number, number>;
  schoolFeesPaid: Set<number>;
}

async function factsOf(db: Db, studentIds: number[]): Promise<ClearanceFacts> {
  const ids = sql`${`{${studentIds.join(",")}}`}::int[]`;
  const [final, rows, pending, unpaid, paid] = await Promise.all([
    rowsOf<{ id: number; final_year: boolean }>(
      db,
      sql`SELECT st.id, coalesce(is_final_level(st.level_id, st.programme_id), false) AS final_year
FROM students st WHERE st.id = ANY(${ids})`,
    ),
    resultsOf(db, studentIds),
    rowsOf<{ student_id: number; count: number }>(
      db,
      sql`SELECT student_id, count(*)::int AS count FROM course_results
WHERE student_id = ANY(${ids}) AND status <> 'published' GROUP BY student_id`,
    ),
    rowsOf<{ student_id: number; count: number }>(
      db,
      sql`SELECT student_id, count(*)::int AS count FROM invoices
WHERE student_id = ANY(${ids}) AND status = 'unpaid' GROUP BY student_id`,
    ),
    rowsOf<{ student_id: number }>(
      db,
      sql`SELECT DISTINCT i.student_id FROM invoices i JOIN academic_sessions s ON s.id = i.session_id AND s.is_current
WHERE i.student_id = ANY(${ids}) AND i.fee_purpose_id = ${feePurposeId("school_fees")} AND i.status = 'paid'
  AND i.payment_type IN ('Full', 'SecondInstallment')`,
    ),
  ]);
  const results = new Map<number, ResultRow[]>();
  for (const row of rows) {
    const list = results.get(row.student_id) ?? [];
    list.push(row);
    results.set(row.student_id, list);
  }
  return {
    finalYear: new Map(final.map((row) => [row.id, row.final_year])),
    results,
    pending: new Map(pending.map((row) => [row.student_id, row.count])),
    unpaid: new Map(unpaid.map((row) => [row.student_id, row.count])),
    schoolFeesPaid: new Set(paid.map((row) => row.student_id)),
  };
}

export type Standing = ReturnType<typeof standingView>;

function checksOf(student: StudentRecordRow, facts: ClearanceFacts, standing: Standing): ClearanceCheck[] {
  const pending = facts.pending.get(student.id) ?? 0;
  const unpaid = facts.unpaid.get(student.id) ?? 0;
  const feesPaid = facts.schoolFeesPaid.has(student.id);
  return [
    {
      key: "active",
      label: "Active record",
      passed: student.status === "active",
      detail: student.status === "active" ? "The record is active." : `The record is ${student.status}.`,
    },
    {
      key: "finalYear",
      label: "Final year",
      passed: facts.finalYear.get(student.id) === true,
      detail:
        facts.finalYear.get(student.id) === true
          ? `${student.level_name} is the programme's final level.`
          : `${student.level_name} is not the final level of ${student.programme_name}.`,
    },
    {
      key: "cgpa",
      label: "Results published, CGPA computed",
      passed: standing.cgpa.hundredths !== null,
      detail:
        standing.cgpa.hundredths !== null
          ? `CGPA ${formatGpa(standing.cgpa.hundredths)} over ${standing.cgpa.units} units.`
          : "No published result with units yet.",
    },
    {
      key: "courses",
      label: "All courses passed",
      passed: standing.outstanding.length === 0,
      detail:
        standing.outstanding.length === 0
          ? "No carry-over."
          : `Carry-overs: ${standing.outstanding.join(", ")}.`,
    },
    {
      key: "pendingResults",
      label: "No results awaiting approval",
      passed: pending === 0,
      detail: pending === 0 ? "Every result is published." : `${pending} result(s) not yet published.`,
    },
    {
      key: "fees",
      label: "Fees paid",
      passed: unpaid === 0 && feesPaid,
      detail: [
        unpaid === 0 ? "No unpaid invoice." : `${unpaid} unpaid invoice(s).`,
        feesPaid ? "This session's school fees are paid." : "This session's school fees are not paid.",
      ].join(" "),
    },
  ];
}

interface ClearanceRow {
  id: number;
  student_id: number;
  reg_number: string;
  graduation_session_id: number;
  session_name: string;
  cgpa: string;
  units: number;
  certificate_class: string;
  cleared_by: string;
  cleared_at: Date | string;
}

const CLEARANCE_SELECT = sql`SELECT g.id, g.student_id, st.reg_number, g.graduation_session_id, s.name AS session_name, g.cgpa,
  g.units, g.certificate_class, u.full_name AS cleared_by, g.cleared_at
FROM graduate_clearances g JOIN academic_sessions s ON s.id = g.graduation_session_id JOIN users u ON u.id = g.cleared_by
JOIN students st ON st.id = g.student_id`;

/** GCL/<year cleared>/<clearance id>: the slip's reference. */
export function clearanceReference(id: number, clearedAt: Date | string): string {
  return `GCL/${isoOf(clearedAt).slice(0, 4)}/${String(id).padStart(6, "0")}`;
}

/**
 * The named query of the cleared graduates' Grid (`schemas/lists/graduates.json`): one row per
 * clearance with the student's names and the slip's reference (`clearanceReference`, in SQL; the
 * server test holds the two equal).
 */
export const GRADUATE_LIST = sql`SELECT g.id, g.student_id, g.graduation_session_id,
  'GCL/' || to_char(g.cleared_at AT TIME ZONE 'UTC', 'YYYY') || '/' || lpad(g.id::text, 6, '0') AS reference,
  st.reg_number, st.full_name, p.name AS programme, to_char(g.cgpa, 'FM0.00') AS cgpa,
  g.certificate_class, g.cleared_at
FROM graduate_clearances g JOIN students st ON st.id = g.student_id
LEFT JOIN programmes p ON p.id = st.programme_id`;

/** A clearance as pages show it; `key` signs the slip's verification code. */
function clearanceView(row: ClearanceRow, key: string) {
  return {
    reference: clearanceReference(row.id, row.cleared_at),
    code: issuedDocumentCode("clearance", row.id, row.reg_number, key),
    graduationSession: { id: row.graduation_session_id, name: row.session_name },
    cgpa: Math.round(Number(row.cgpa) * 100),
    units: row.units,
    certificateClass: row.certificate_class,
    clearedBy: row.cleared_by,
    clearedAt: isoOf(row.cleared_at),
  };
}

async function clearanceOf(db: Db, studentId: number, key: string) {
  const [row] = await rowsOf<ClearanceRow>(db, sql`${CLEARANCE_SELECT} WHERE g.student_id = ${studentId}`);
  return row ? clearanceView(row, key) : null;
}

/** A student's standing (CGPA, class) and each check, as of now. */
export async function checkedStanding(
  db: Db,
  student: StudentRecordRow,
): Promise<{ standing: Standing; checks: ClearanceCheck[] }> {
  const [facts, classes] = await Promise.all([factsOf(db, [student.id]), certificateClasses(db)]);
  const standing = standingView(facts.results.get(student.id) ?? [], classes);
  return { standing, checks: checksOf(student, facts, standing) };
}

async function assess(db: Db, student: StudentRecordRow, key: string): Promise<StudentClearance> {
  const [{ standing, checks }, clearance] = await Promise.all([
    checkedStanding(db, student),
    clearanceOf(db, student.id, key),
  ]);
  return {
    student: studentView(student),
    checks,
    eligible: clearance === null && checks.every((check) => check.passed),
    cgpa: standing.cgpa,
    certificateClass: standing.certificateClass,
    clearance,
  };
}

/** GET student-clearance/:id: a student's checks and their clearance if cleared. */
export async function studentClearance(db: Db, studentId: number, key: string): Promise<StudentClearance> {
  return assess(db, await studentById(db, studentId), key);
}

/** Where each of `students` stands: CGPA, whether every check passes, and the names of those that fail. */
export async function clearanceStandings(
  db: Db,
  students: readonly StudentRecordRow[],
): Promise<Map<number, { cgpa: number | null; eligible: boolean; problems: string[] }>> {
  if (students.length === 0) return new Map();
  const [facts, classes] = await Promise.all([
    factsOf(
      db,
      students.map((student) => student.id),
    ),
    certificateClasses(db),
  ]);
  return new Map(
    students.map((student) => {
      const standing = standingView(facts.results.get(student.id) ?? [], classes);
      const checks = checksOf(student, facts, standing);
      return [
        student.id,
        {
          cgpa: standing.cgpa.hundredths,
          eligible: checks.every((check) => check.passed),
          problems: checks.filter((check) => !check.passed).map((check) => check.label),
        },
      ];
    }),
  );
}

/** GET students-for-graduation: active final-year students with their checks (at most 1,000). */
export async function clearanceCandidates(db: Db, query: CandidatesQuery): Promise<ClearanceCandidate[]> {
  const conditions: SQL[] = [
    sql`st.status = 'active'`,
    sql`is_final_level(st.level_id, st.programme_id)`,
    ...(query.departmentId ? [sql`st.department_id = ${query.departmentId}`] : []),
    ...(query.programmeId ? [sql`st.programme_id = ${query.programmeId}`] : []),
  ];
  const students = await studentRecordsWhere(
    db,
    sql`${sql.join(conditions, sql` AND `)} ORDER BY st.reg_number LIMIT 1000`,
  );
  const standings = await clearanceStandings(db, students);
  return students.map((student) => {
    const standing = standings.get(student.id) ?? { cgpa: null, eligible: false, problems: [] };
    return { student: studentView(student), ...standing, clearedAt: null };
  });
}

/**
 * POST student-clearance/:id: the `clear` step of the graduate-clearance workflow
 * (schemas/workflows/graduate-clearance.json: the registry moves an active student to graduated),
 * whose effect (clearanceEffect.ts) runs the checks again and records the clearance in the same
 * transaction (409 naming the failed checks, 400 for a session that does not exist).
 */
export async function clearStudent(
  db: Db,
  workflow: Workflow,
  caller: WorkflowCaller,
  studentId: number,
  graduationSessionId: number,
  key: string,
): Promise<StudentClearance> {
  await takeTransition(db, workflow, [studentId], "clear", caller, null, { graduationSessionId });
  return studentClearance(db, studentId, key);
}

/** GET clearance-slip: the signed-in student's own clearance; 404 until they are cleared. */
export async function ownClearance(db: Db, userId: number, key: string): Promise<StudentClearance> {
  const student = await studentOfAccount(db, userId);
  const assessed = await assess(db, student, key);
  if (!assessed.clearance) throw new NotFoundError("You have not been cleared for graduation yet");
  return assessed;
}
