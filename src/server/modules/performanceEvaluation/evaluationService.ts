import { type SQL, sql } from "drizzle-orm";
import type { EvaluationView, OwnEvaluation } from "../../../contract/performanceEvaluation";
import {
  APER_SECTIONS,
  type AperSection,
  type AperStep,
  assessmentGrades,
  gradeOfPoint,
  STEP_TAKER,
} from "../../../schema/performanceEvaluation/aperSections";
import { transitionOf, type Workflow } from "../../../schema/workflows/workflowModel";
import type { Db } from "../../db/database";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../errors";
import { type AuditActor, recordAudit } from "../audit/auditService";
import type { AuthUser } from "../auth/accessToken";
import { isoOf } from "../payments/invoices/invoiceRows";
import { rowsOf } from "../resources/sqlRows";
import { actionsOn, visibleIds } from "../workflows/workflowService";

/**
 * The annual performance evaluation (APER, issue 24) over the `performance-evaluation` workflow:
 * a staff member starts their evaluation of an open year, each person saves the sections of the
 * step they hold (checked here against the same rule the workflow applies to the step), and the
 * steps themselves go through the workflow service (lock, who, stamps, audit, notification).
 */

export { EVALUATION_WORKFLOW } from "../../../schema/performanceEvaluation/aperSections";

interface YearRow {
  id: number;
  year: number;
  is_open: boolean;
}

interface EvaluationRow {
  id: number;
  year_id: number;
  year: number;
  is_open: boolean;
  status: EvaluationView["status"];
  staff_id: number;
  staff_name: string;
  staff_number: string | null;
  department: string | null;
  rank: string | null;
  answers: Record<string, Record<string, unknown>>;
  overall_grade: number | null;
  mean_grade: number | string | null;
  recommendation: string | null;
  submitted_at: Date | string | null;
  assessed_at: Date | string | null;
  reported_at: Date | string | null;
  signed_at: Date | string | null;
  returned_at: Date | string | null;
  return_reason: string | null;
  reviewer_id: number | null;
  reviewer_name: string | null;
  reporting_officer_id: number | null;
  reporting_officer_name: string | null;
  counter_signing_officer_id: number | null;
  counter_signing_officer_name: string | null;
}

const EVALUATION_SELECT = sql`SELECT e.id, e.year_id, y.year, y.is_open, e.status, e.staff_id,
  u.full_name AS staff_name, l.staff_number, d.name AS department, l.rank, e.answers, e.overall_grade,
  e.mean_grade, e.recommendation, e.submitted_at, e.assessed_at, e.reported_at, e.signed_at,
  e.returned_at, e.return_reason,
  a.reviewer_id, rv.full_name AS reviewer_name, a.reporting_officer_id, ro.full_name AS reporting_officer_name,
  a.counter_signing_officer_id, cs.full_name AS counter_signing_officer_name
FROM performance_evaluations e
JOIN evaluation_years y ON y.id = e.year_id
JOIN users u ON u.id = e.staff_id
LEFT JOIN lecturers l ON l.user_id = e.staff_id
LEFT JOIN departments d ON d.id = l.department_id
LEFT JOIN evaluation_assessors a ON a.staff_id = e.staff_id AND a.year_id = e.year_id
LEFT JOIN users rv ON rv.id = a.reviewer_id
LEFT JOIN users ro ON ro.id = a.reporting_officer_id
LEFT JOIN users cs ON cs.id = a.counter_signing_officer_id`;

const STATUS_LABEL = (workflow: Workflow, status: string): string => workflow.states[status]?.label ?? status;

/** The person each workflow field names, read from the row (the fields the steps' rules name). */
function personOf(row: EvaluationRow, field: string): number | null {
  const people: Record<string, number | null> = {
    staffId: row.staff_id,
    reviewerId: row.reviewer_id,
    reportingOfficerId: row.reporting_officer_id,
    counterSigningOfficerId: row.counter_signing_officer_id,
  };
  return people[field] ?? null;
}

/**
 * Who takes `step` on the row: the user id in the field the step's rule names
 * (`{ "post": "assignedReviewer", "over": { "reviewer": <field> } }`), so saving a section follows
 * the workflow file's rule for its step.
 */
function holderOf(workflow: Workflow, step: AperStep, row: EvaluationRow): number | null {
  const rule = transitionOf(workflow, step)?.by.find((candidate) => candidate.over?.reviewer);
  return rule?.over?.reviewer ? personOf(row, rule.over.reviewer) : null;
}

function mayEdit(workflow: Workflow, section: AperSection, row: EvaluationRow, userId: number): boolean {
  const transition = transitionOf(workflow, section.step);
  return (
    transition?.from.includes(row.status) === true &&
    holderOf(workflow, section.step, row) === userId &&
    (section.step !== "submit" || row.is_open)
  );
}

function partsOf(row: EvaluationRow, userId: number): EvaluationView["parts"] {
  const parts: EvaluationView["parts"] = [];
  if (row.staff_id === userId) parts.push("staff");
  if (row.reviewer_id === userId) parts.push("reviewer");
  if (row.reporting_officer_id === userId) parts.push("reportingOfficer");
  if (row.counter_signing_officer_id === userId) parts.push("counterSigningOfficer");
  return parts;
}

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : isoOf(value));

async function viewOf(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  row: EvaluationRow,
): Promise<EvaluationView> {
  const parts = partsOf(row, user.id);
  const officer = parts.some((part) => part !== "staff");
  // The staff member reads the officers' sections once the evaluation is signed; officers read all.
  const readable = APER_SECTIONS.filter(
    (section) => officer || section.step === "submit" || row.status === "signed",
  ).map((section) => section.name);
  const answers = Object.fromEntries(Object.entries(row.answers).filter(([name]) => readable.includes(name)));
  const gradesReadable = officer || row.status === "signed";
  const actions = (await actionsOn(db, workflow, user, [row.id])).get(row.id) ?? [];
  return {
    id: row.id,
    year: { id: row.year_id, year: row.year, isOpen: row.is_open },
    status: row.status,
    statusLabel: STATUS_LABEL(workflow, row.status),
    staff: {
      fullName: row.staff_name,
      staffNumber: row.staff_number,
      department: row.department,
      rank: row.rank,
    },
    officers: {
      reviewer: row.reviewer_name,
      reportingOfficer: row.reporting_officer_name,
      counterSigningOfficer: row.counter_signing_officer_name,
    },
    answers,
    overallGrade:
      gradesReadable && row.overall_grade !== null ? (gradeOfPoint(row.overall_grade) ?? null) : null,
    meanGrade: gradesReadable && row.mean_grade !== null ? Number(row.mean_grade) : null,
    recommendation: gradesReadable ? row.recommendation : null,
    stamps: {
      submittedAt: isoOrNull(row.submitted_at),
      assessedAt: isoOrNull(row.assessed_at),
      reportedAt: isoOrNull(row.reported_at),
      signedAt: isoOrNull(row.signed_at),
      returnedAt: isoOrNull(row.returned_at),
      returnReason: row.return_reason,
    },
    parts,
    actions,
    editable: APER_SECTIONS.filter((section) => mayEdit(workflow, section, row, user.id)).map(
      (section) => section.name,
    ),
  };
}

async function evaluationRow(db: Db, where: SQL, lock = false): Promise<EvaluationRow | undefined> {
  const [row] = await rowsOf<EvaluationRow>(
    db,
    sql`${EVALUATION_SELECT} WHERE ${where}${lock ? sql` FOR UPDATE OF e` : sql``}`,
  );
  return row;
}

async function yearOf(db: Db, yearId: number | undefined): Promise<YearRow | undefined> {
  const [row] = await rowsOf<YearRow>(
    db,
    yearId === undefined
      ? sql`SELECT id, year, is_open FROM evaluation_years WHERE is_open ORDER BY year DESC LIMIT 1`
      : sql`SELECT id, year, is_open FROM evaluation_years WHERE id = ${yearId}`,
  );
  return row;
}

const yearView = (year: YearRow) => ({ id: year.id, year: year.year, isOpen: year.is_open });

/** The caller's own evaluation of a year (the current one when none is named), or none yet. */
export async function ownEvaluation(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  yearId?: number,
): Promise<OwnEvaluation> {
  const year = await yearOf(db, yearId);
  if (!year) {
    if (yearId !== undefined) throw new NotFoundError("Evaluation year not found");
    return { year: null, evaluation: null };
  }
  const row = await evaluationRow(db, sql`e.staff_id = ${user.id} AND e.year_id = ${year.id}`);
  return { year: yearView(year), evaluation: row ? await viewOf(db, workflow, user, row) : null };
}

/** Starts the caller's evaluation of an open year (the current one by default); a second start is the same row. */
export async function startOwnEvaluation(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  actor: AuditActor,
  yearId?: number,
): Promise<EvaluationView> {
  const year = await yearOf(db, yearId);
  if (!year) throw new ConflictError("No evaluation year is open yet. Please check with the registry.");
  if (!year.is_open)
    throw new ConflictError(`The ${year.year} evaluation is closed: evaluations can no longer be started.`);
  const inserted = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO performance_evaluations (year_id, staff_id) VALUES (${year.id}, ${user.id})
        ON CONFLICT (staff_id, year_id) DO NOTHING RETURNING id`,
  );
  if (inserted[0])
    await recordAudit(db, {
      ...actor,
      action: "start",
      entity: "performance_evaluations",
      entityId: String(inserted[0].id),
      after: { yearId: year.id },
    });
  const row = await evaluationRow(db, sql`e.staff_id = ${user.id} AND e.year_id = ${year.id}`);
  if (!row) throw new NotFoundError("Performance evaluation not found");
  return viewOf(db, workflow, user, row);
}

/** One evaluation the caller may see (their own, or one they are an officer of): 404 otherwise. */
export async function evaluationById(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  id: number,
): Promise<EvaluationView> {
  const row = await evaluationRow(db, sql`e.id = ${id} AND e.id IN ${visibleIds(workflow, user)}`);
  if (!row) throw new NotFoundError("Performance evaluation not found");
  return viewOf(db, workflow, user, row);
}

/** The lookups a section names by id (schemas/forms `lookup`), checked against active rows. */
const SECTION_LOOKUPS: readonly { field: string; table: string; message: string }[] = [
  {
    field: "pensionFundId",
    table: "pension_funds",
    message: "please choose the pension fund administrator from the list",
  },
  { field: "bankId", table: "banks", message: "please choose the bank from the list" },
];

async function checkLookups(db: Db, answers: Readonly<Record<string, unknown>>): Promise<void> {
  const problems: { path: string; message: string }[] = [];
  for (const lookup of SECTION_LOOKUPS) {
    const value = answers[lookup.field];
    if (value === undefined) continue;
    const [found] = await rowsOf(
      db,
      sql`SELECT 1 AS found FROM ${sql.identifier(lookup.table)} WHERE id = ${Number(value)} AND active`,
    );
    if (!found) problems.push({ path: lookup.field, message: lookup.message });
  }
  if (problems.length > 0) throw new ValidationError(problems);
}

/**
 * Saves one section's answers (already validated by its form file): only while the evaluation is
 * in a state its step starts from, only by the person the workflow names for that step, never
 * after signing. The reviewer's grades and the reporting officer's recommendation are copied out
 * for the results. Audited.
 */
export async function saveSection(
  db: Db,
  workflow: Workflow,
  user: AuthUser,
  actor: AuditActor,
  id: number,
  section: AperSection,
  answers: Readonly<Record<string, unknown>>,
): Promise<EvaluationView> {
  await db.transaction(async (tx) => {
    const row = await evaluationRow(tx, sql`e.id = ${id} AND e.id IN ${visibleIds(workflow, user)}`, true);
    if (!row) throw new NotFoundError("Performance evaluation not found");
    if (row.status === "signed")
      throw new ConflictError("This evaluation is signed and locked: nothing in it can be changed.");
    if (holderOf(workflow, section.step, row) !== user.id)
      throw new ForbiddenError(`Only the ${STEP_TAKER[section.step]} may fill in "${section.title}".`);
    if (!mayEdit(workflow, section, row, user.id)) {
      if (!row.is_open) throw new ConflictError(`The ${row.year} evaluation is closed.`);
      throw new ConflictError(
        `"${section.title}" cannot be changed now: the evaluation is ${STATUS_LABEL(workflow, row.status).toLowerCase()}.`,
      );
    }
    await checkLookups(tx, answers);
    const grades = section.name === "aper-reviewer-assessment" ? assessmentGrades(answers) : undefined;
    const recommendation =
      section.name === "aper-officer-report" && typeof answers.recommendation === "string"
        ? answers.recommendation
        : undefined;
    await tx.execute(
      sql`UPDATE performance_evaluations SET
            answers = answers || jsonb_build_object(${section.name}::text, ${JSON.stringify(answers)}::jsonb),
            overall_grade = ${grades ? sql`${grades.overall}` : sql`overall_grade`},
            mean_grade = ${grades ? sql`${grades.mean}` : sql`mean_grade`},
            recommendation = ${recommendation === undefined ? sql`recommendation` : sql`${recommendation}`},
            updated_at = now()
          WHERE id = ${id}`,
    );
    await recordAudit(tx, {
      ...actor,
      action: "save-section",
      entity: "performance_evaluations",
      entityId: String(id),
      after: { section: section.name, answers },
    });
  });
  return evaluationById(db, workflow, user, id);
}
