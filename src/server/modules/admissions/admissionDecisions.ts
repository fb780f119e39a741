import { sql } from "drizzle-orm";
import type { ApplicationMeta } from "../../../schema/applicationTypes";
import type { Db } from "../../db/database";
import { type FieldError, ValidationError } from "../../errors";
import { rowsOf } from "../resources/sqlRows";
import { MAX_REPORTED_ERRORS } from "../resources/uploadService";

/**
 * Admission decisions, one service for both ways the admissions office takes them: the uploaded
 * admission list (admissionList.ts) and the application review (modules/applicationReview). Both
 * place an admitted applicant by the same rules and write the same `admission_decisions` row and
 * applicant status, in one transaction that refuses an applicant who has become a student.
 */

export interface Named {
  id: number;
  name: string;
  code?: string | null;
}

/** The lists a placement is checked against, read once per batch. */
export interface PlacementLists {
  programmes: Named[];
  departments: Named[];
  options: (Named & { department_id: number })[];
  levels: (Named & { value: number })[];
  /** Which departments offer which programmes. */
  offered: { programme_id: number; department_id: number }[];
  /** Which student types admit into which programmes. */
  admits: { student_type_id: number; programme_id: number }[];
}

export async function loadPlacementLists(db: Db): Promise<PlacementLists> {
  const [programmes, departments, options, levels, offered, admits] = await Promise.all([
    rowsOf<Named>(db, sql`SELECT id, name, code FROM programmes WHERE active`),
    rowsOf<Named>(db, sql`SELECT id, name, code FROM departments WHERE active`),
    rowsOf<Named & { department_id: number }>(
      db,
      sql`SELECT id, name, department_id FROM department_options WHERE active`,
    ),
    rowsOf<Named & { value: number }>(db, sql`SELECT id, name, value FROM levels WHERE active`),
    rowsOf<{ programme_id: number; department_id: number }>(
      db,
      sql`SELECT programme_id, department_id FROM programme_departments WHERE active`,
    ),
    rowsOf<{ student_type_id: number; programme_id: number }>(
      db,
      sql`SELECT student_type_id, programme_id FROM student_type_programmes WHERE active`,
    ),
  ]);
  return { programmes, departments, options, levels, offered, admits };
}

/** A problem with a placement, on the part it concerns. */
export interface PlacementProblem {
  field: "programme" | "department";
  message: string;
}

/**
 * The rules across a placement: the applicant's type (its meta) must admit into the programme (its student
 * type's programmes), and the department must offer it.
 */
export function placementProblems(
  lists: PlacementLists,
  type: Pick<ApplicationMeta, "name" | "studentTypeId"> | undefined,
  programme: Named | undefined,
  department: Named | undefined,
): PlacementProblem[] {
  const problems: PlacementProblem[] = [];
  if (
    type &&
    programme &&
    !lists.admits.some(
      (row) => row.student_type_id === type.studentTypeId && row.programme_id === programme.id,
    )
  )
    problems.push({
      field: "programme",
      message: `${type.name} applicants cannot be admitted into ${programme.name}.`,
    });
  if (
    programme &&
    department &&
    !lists.offered.some((row) => row.programme_id === programme.id && row.department_id === department.id)
  )
    problems.push({
      field: "department",
      message: `The Department of ${department.name} does not offer ${programme.name}.`,
    });
  return problems;
}

/** The level a programme admits into when none is named: 100 Level, the Pre-NCE level for PNCE. */
export function entryLevelOf(lists: PlacementLists, programme: Named | undefined) {
  const value = programme?.code === "PNCE" ? 0 : 100;
  return { value, level: lists.levels.find((row) => Number(row.value) === value) };
}

/** One decision to write. */
export interface AdmissionDecision {
  applicantId: number;
  applicationNumber: string;
  status: "admitted" | "not_admitted";
  programmeId: number | null;
  departmentId: number | null;
  departmentOptionId: number | null;
  levelId: number | null;
  sessionId: number;
  /** Where a problem with this decision is reported ("row 3.applicationNumber", "applicantIds"). */
  path: string;
}

/** A decision as written, with the one it replaced (null for a first decision). */
export interface SavedDecision {
  decision: AdmissionDecision;
  before: {
    status: string;
    programmeId: number | null;
    departmentId: number | null;
    levelId: number | null;
  } | null;
}

export function becameStudentMessage(applicationNumber: string, matricNumber: string) {
  return `${applicationNumber} has already become student ${matricNumber}: the decision can no longer change.`;
}

/**
 * Writes the decisions in one transaction: locks the applicants (in id order), refuses the lot if
 * one has become a student meanwhile, upserts each decision and the applicant's status, then lets
 * the caller write its audit entries in the same transaction.
 */
export async function saveAdmissionDecisions(
  db: Db,
  decisions: readonly AdmissionDecision[],
  decidedBy: number | null,
  audit: (tx: Db, saved: readonly SavedDecision[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = decisions.map((decision) => decision.applicantId).sort((a, b) => a - b);
    const before = new Map<number, SavedDecision["before"]>();
    for (let start = 0; start < ids.length; start += 1000) {
      const list = sql.join(
        ids.slice(start, start + 1000).map((id) => sql`${id}`),
        sql`, `,
      );
      await rowsOf(tx, sql`SELECT id FROM applicants WHERE id IN (${list}) ORDER BY id FOR UPDATE`);
      const students = await rowsOf<{ applicant_id: number; reg_number: string }>(
        tx,
        sql`SELECT applicant_id, reg_number FROM students WHERE applicant_id IN (${list})`,
      );
      if (students.length > 0) {
        const byApplicant = new Map(students.map((row) => [row.applicant_id, row.reg_number]));
        const errors: FieldError[] = decisions
          .filter((decision) => byApplicant.has(decision.applicantId))
          .slice(0, MAX_REPORTED_ERRORS)
          .map((decision) => ({
            path: decision.path,
            message: becameStudentMessage(
              decision.applicationNumber,
              byApplicant.get(decision.applicantId) ?? "",
            ),
          }));
        throw new ValidationError(errors);
      }
      const earlier = await rowsOf<{
        applicant_id: number;
        status: string;
        programme_id: number | null;
        department_id: number | null;
        level_id: number | null;
      }>(
        tx,
        sql`SELECT applicant_id, status, programme_id, department_id, level_id FROM admission_decisions
          WHERE applicant_id IN (${list})`,
      );
      for (const row of earlier)
        before.set(row.applicant_id, {
          status: row.status,
          programmeId: row.programme_id,
          departmentId: row.department_id,
          levelId: row.level_id,
        });
    }
    for (const decision of decisions) {
      await tx.execute(sql`INSERT INTO admission_decisions (applicant_id, status, programme_id, department_id,
  department_option_id, level_id, session_id, decided_by, decided_at)
VALUES (${decision.applicantId}, ${decision.status}, ${decision.programmeId}, ${decision.departmentId},
  ${decision.departmentOptionId}, ${decision.levelId}, ${decision.sessionId}, ${decidedBy}, now())
ON CONFLICT (applicant_id) DO UPDATE SET status = EXCLUDED.status, programme_id = EXCLUDED.programme_id,
  department_id = EXCLUDED.department_id, department_option_id = EXCLUDED.department_option_id,
  level_id = EXCLUDED.level_id, session_id = EXCLUDED.session_id, decided_by = EXCLUDED.decided_by,
  decided_at = EXCLUDED.decided_at`);
      await tx.execute(
        sql`UPDATE applicants SET status = ${decision.status}, updated_at = now() WHERE id = ${decision.applicantId}`,
      );
    }
    await audit(
      tx,
      decisions.map((decision) => ({ decision, before: before.get(decision.applicantId) ?? null })),
    );
  });
}
